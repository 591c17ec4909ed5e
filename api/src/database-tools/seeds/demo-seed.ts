import { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import { Role } from '../../common/domain/roles';
import { Customer } from '../../customers/customer.entity';
import { DiagnosticQuestion } from '../../diagnostic-questions/diagnostic-question.entity';
import { Finding } from '../../findings/finding.entity';
import { seedDemoTranslations } from './demo-translations';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { IntakeAnswer } from '../../inquiries/intake-answer.entity';
import { Respondent } from '../../respondents/respondent.entity';
import { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from '../../intake-questions/intake-question.entity';
import { Pathway } from '../../pathways/pathway.entity';
import { Recommendation } from '../../recommendations/recommendation.entity';
import { ResultAdvanceInsight } from '../../results/result-advance-insight.entity';
import { ResultFinding } from '../../results/result-finding.entity';
import { ResultRecommendation } from '../../results/result-recommendation.entity';
import { ResultRoadmapStep } from '../../results/result-roadmap-step.entity';
import { Roadmap } from '../../roadmaps/roadmap.entity';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { User } from '../../users/user.entity';
import { DEMO_CUSTOMERS, DEMO_LIBRARY, DEMO_PASSWORD } from './demo-content';
import { rebuildInquiryStatistics } from './inquiry-statistics';
import { seedDemoPeople } from './demo-people';
import { seedDemoComments } from './demo-comments';
import { seedDemoRounds } from './demo-rounds';
import { seedDemoHierarchy } from './demo-hierarchy';
import { seedDemoActions } from './demo-actions';
import { seedDemoEnps } from './demo-enps';
import { seedDemoPeerEnps } from './demo-peer-enps';
import { transaction } from '../../database/transaction';

export const DEMO_ACCOUNTS = [
  { email: 'operator@demo.test', role: Role.SuperAdmin, organisation: '—' },
  { email: 'admin@northwind.demo.test', role: Role.CustomerAdmin, organisation: 'Northwind Traders' },
  { email: 'staff1@northwind.demo.test', role: Role.CustomerUser, organisation: 'Northwind Traders' },
  { email: 'staff2@northwind.demo.test', role: Role.CustomerUser, organisation: 'Northwind Traders' },
  { email: 'admin@contoso.demo.test', role: Role.CustomerAdmin, organisation: 'Contoso Ltd' },
  { email: 'staff1@contoso.demo.test', role: Role.CustomerUser, organisation: 'Contoso Ltd' },
];

/** Small deterministic generator so the demo's answers are the same on every seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const DAY = 86_400_000;

/**
 * Seeds the demo of decisions.md §8 into an empty database, in one transaction:
 * operator, two customers with admins and staff, the library, a finished Northwind
 * inquiry (8 completed respondents, DK included, uploaded results) and one still collecting.
 */
export async function seedDemo(dataSource: DataSource): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transaction(dataSource, async (m) => {
    await m.save(
      User,
      m.create(User, {
        email: 'operator@demo.test',
        passwordHash,
        role: Role.SuperAdmin,
        customerId: null,
        firstName: 'Olivia',
        lastName: 'Operator',
        designation: 'Platform operator',
        isAdmin: true,
        isVerified: true,
      }),
    );

    const types = await seedLibrary(m);
    await seedDemoTranslations(m);
    const users: Record<string, User[]> = {};
    const customers: Customer[] = [];
    for (const c of DEMO_CUSTOMERS) {
      const customer = await m.save(
        Customer,
        m.create(Customer, {
          name: c.name,
          industry: c.industry,
          website: c.website,
          address: c.address,
          state: c.state,
          city: c.city,
          country: c.country,
          ...(c.profileComplete
            ? {
                yearsInBusiness: '27',
                duration: 'years',
                profitOrNon: 'Profit',
                ownershipStructure: 'Private limited company',
                annualRevenue: '48000000',
                averageFte: '310',
                numberOfLocations: '6',
                headquarterAddress: `${c.address}, ${c.city}`,
              }
            : {}),
        }),
      );
      customers.push(customer);
      const [adminFirst, adminLast] = c.admin.split(' ');
      const admin = await m.save(
        User,
        m.create(User, {
          customerId: customer.id,
          role: Role.CustomerAdmin,
          email: `admin@${c.domain}`,
          passwordHash,
          firstName: adminFirst,
          lastName: adminLast,
          designation: 'Head of Strategy',
          isAdmin: true,
          isVerified: true,
          firstTimeLogin: !c.profileComplete,
        }),
      );
      const staff = await m.save(
        User,
        c.staff.map((name, i) => {
          const [firstName, lastName] = name.split(' ');
          return m.create(User, {
            customerId: customer.id,
            role: Role.CustomerUser,
            email: `staff${i + 1}@${c.domain}`,
            passwordHash,
            firstName,
            lastName,
            designation: i % 2 ? 'Analyst' : 'Team lead',
            isVerified: true,
          });
        }),
      );
      users[c.domain] = [admin, ...staff];
    }

    const [northwindAdmin, ...northwindStaff] = users['northwind.demo.test'];
    await seedFinishedInquiry(m, customers[0], northwindAdmin, northwindStaff, types[0]);
    await seedDemoPeople(m, customers[0].id, passwordHash);
    await seedDemoComments(m, customers[0].id);
    await seedCollectingInquiry(m, customers[0], northwindAdmin, northwindStaff.slice(0, 3), types[1]);
    // Respondents and answers were written directly: number them, count them and total the completed forms.
    await rebuildInquiryStatistics(m);
    await seedDemoRounds(m, customers[0], northwindAdmin, types[0], passwordHash);
    await seedDemoHierarchy(m, customers[0].id);
    await seedDemoActions(m, customers[0].id, northwindAdmin.id);
    await seedDemoEnps(m, customers[0].id, northwindAdmin, types[0]);
    await seedDemoPeerEnps(m, types[0]);
  });
}

async function seedLibrary(m: EntityManager): Promise<InquiryType[]> {
  const types: InquiryType[] = [];
  for (const t of DEMO_LIBRARY) {
    const type = await m.save(
      InquiryType,
      m.create(InquiryType, { name: t.name, description: t.description, isActive: true }),
    );
    types.push(type);
    await m.save(
      IntakeQuestion,
      t.intake.map((q) =>
        m.create(IntakeQuestion, {
          ...q,
          maxLength: q.type === 'Textbox' ? (q.maxLength ?? 200) : null,
          inquiryTypeId: type.id,
        }),
      ),
    );
    for (const p of t.pathways) {
      const pathway = await m.save(Pathway, m.create(Pathway, { name: p.name, inquiryTypeId: type.id }));
      await m.save(
        DiagnosticQuestion,
        p.questions.map((q) =>
          m.create(DiagnosticQuestion, {
            pathwayId: pathway.id,
            question: {
              title: q.title,
              description: q.description,
              area: q.area,
              type: q.type,
              maxLength: q.type === 'Textbox' ? (q.maxLength ?? 200) : null,
              validationRegex: q.type === 'Textbox' ? (q.validationRegex ?? 'Alphanumeric only') : null,
              ratingOptions: q.type === 'Rating' ? q.ratingOptions! : [],
              checkboxOptions: q.type === 'Checkbox' ? q.checkboxOptions! : [],
            },
          }),
        ),
      );
    }
    for (const [area, details] of Object.entries(t.findings)) {
      await m.save(
        Finding,
        details.map((detail) => m.create(Finding, { inquiryTypeId: type.id, area, detail })),
      );
    }
    await m.save(
      Recommendation,
      t.recommendations.map((detail) => m.create(Recommendation, { inquiryTypeId: type.id, detail })),
    );
    if (t.roadmap.length === 3) {
      const [s1, s2, s3] = t.roadmap;
      await m.save(
        Roadmap,
        m.create(Roadmap, {
          inquiryTypeId: type.id,
          steps: {
            step1Title: s1[0],
            step1Brief: s1[1],
            step1Detail: s1[2],
            step2Title: s2[0],
            step2Brief: s2[1],
            step2Detail: s2[2],
            step3Title: s3[0],
            step3Brief: s3[1],
            step3Detail: s3[2],
          },
        }),
      );
    }
  }
  return types;
}

async function questionsOf(m: EntityManager, type: InquiryType) {
  return m
    .createQueryBuilder(DiagnosticQuestion, 'q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :id', { id: type.id })
    .orderBy('q.id')
    .getMany();
}

async function answerIntake(m: EntityManager, inquiry: Inquiry, type: InquiryType) {
  const intake = await m.find(IntakeQuestion, { where: { inquiryTypeId: type.id }, order: { id: 'ASC' } });
  await m.save(
    IntakeAnswer,
    intake.map((q) =>
      m.create(IntakeAnswer, {
        inquiryId: inquiry.id,
        intakeQuestionId: q.id,
        answer: q.type === 'Checkbox' ? 'yes' : `Demo answer: ${q.title.toLowerCase()}`,
      }),
    ),
  );
}

function answersFor(
  respondent: Respondent,
  questions: DiagnosticQuestion[],
  random: () => number,
  complete: boolean,
): Partial<SurveyAnswer>[] {
  const list = complete ? questions : questions.slice(0, Math.ceil(questions.length / 2));
  return list.map((q) => {
    const base = {
      respondentId: respondent.id,
      inquiryId: respondent.inquiryId,
      questionId: q.id,
      isCustomQuestion: false,
    };
    const { type, area } = q.question;
    if (type === 'Rating') {
      const dk = random() < 0.08;
      const performance = dk ? 0 : 1 + Math.floor(random() * 5);
      return area === 'Other'
        ? { ...base, performance }
        : { ...base, performance, importance: dk ? 0 : Math.min(5, 2 + Math.floor(random() * 4)) };
    }
    if (type === 'Checkbox')
      return { ...base, checkboxAnswer: (q.question.checkboxOptions ?? []).filter(() => random() < 0.5) };
    if (type === 'Textbox')
      return {
        ...base,
        textAnswer: ['Too many meetings', 'NA', 'Unclear priorities', 'Slow approvals'][Math.floor(random() * 4)],
      };
    return { ...base };
  });
}

async function seedFinishedInquiry(
  m: EntityManager,
  customer: Customer,
  admin: User,
  staff: User[],
  type: InquiryType,
) {
  const now = Date.now();
  const inquiry = await m.save(
    Inquiry,
    m.create(Inquiry, {
      customerId: customer.id,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description: 'Annual organisational health check 2026',
      noOfParticipants: staff.length,
      expiryDate: new Date(now + 14 * DAY),
      intakeSubmittedAt: new Date(now - 30 * DAY),
      respondentsAddedAt: new Date(now - 29 * DAY),
      resultsUploadedAt: new Date(now - 2 * DAY),
    }),
  );
  await answerIntake(m, inquiry, type);
  const questions = await questionsOf(m, type);
  const random = prng(2026);
  for (const user of staff) {
    const respondent = await m.save(
      Respondent,
      m.create(Respondent, {
        inquiryId: inquiry.id,
        customerId: customer.id,
        email: user.email,
        userId: user.id,
        status: 'completed',
        submittedAt: new Date(now - 5 * DAY),
        createdAt: new Date(now - 29 * DAY),
      }),
    );
    await m.save(
      SurveyAnswer,
      answersFor(respondent, questions, random, true).map((a) => m.create(SurveyAnswer, a)),
    );
  }

  const library = DEMO_LIBRARY.find((t) => t.name === type.name)!;
  let position = 0;
  await m.save(
    ResultFinding,
    Object.entries(library.findings).flatMap(([area, texts]) =>
      texts.map((text) => m.create(ResultFinding, { inquiryId: inquiry.id, position: position++, area, text })),
    ),
  );
  await m.save(
    ResultRecommendation,
    library.recommendations.map((detail, i) =>
      m.create(ResultRecommendation, { inquiryId: inquiry.id, position: i, detail, levelOfFocus: [5, 4, 3, 2][i % 4] }),
    ),
  );
  await m.save(
    ResultAdvanceInsight,
    [
      ['Culture', 'Teams that rate openness highly also rate decision speed highly.'],
      ['People', 'Development is the largest gap between importance and performance.'],
      ['Process', 'Documentation is rated well where a process owner exists.'],
      ['Structure', 'Responsibility overlaps concentrate in customer-facing units.'],
    ].map(([area, text], i) => m.create(ResultAdvanceInsight, { inquiryId: inquiry.id, position: i, area, text })),
  );
  await m.save(
    ResultRoadmapStep,
    library.roadmap.map(([title, briefDescription, detail], i) =>
      m.create(ResultRoadmapStep, { inquiryId: inquiry.id, step: i + 1, title, briefDescription, detail }),
    ),
  );
}

async function seedCollectingInquiry(
  m: EntityManager,
  customer: Customer,
  admin: User,
  staff: User[],
  type: InquiryType,
) {
  const now = Date.now();
  const inquiry = await m.save(
    Inquiry,
    m.create(Inquiry, {
      customerId: customer.id,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description: 'Digital readiness baseline',
      noOfParticipants: staff.length,
      expiryDate: new Date(now + 21 * DAY),
      intakeSubmittedAt: new Date(now - 3 * DAY),
      respondentsAddedAt: new Date(now - 3 * DAY),
    }),
  );
  await answerIntake(m, inquiry, type);
  const questions = await questionsOf(m, type);
  const random = prng(7);
  for (const [i, user] of staff.entries()) {
    const status = i === 0 ? 'saveasdraft' : i === 1 ? 'completed' : 'pending';
    const respondent = await m.save(
      Respondent,
      m.create(Respondent, {
        inquiryId: inquiry.id,
        customerId: customer.id,
        email: user.email,
        userId: user.id,
        status,
        submittedAt: status === 'completed' ? new Date(now - DAY) : null,
        // Invited with the respondents, three days ago: the first reminder is due (none in the first 24 hours).
        createdAt: new Date(now - 3 * DAY),
      }),
    );
    if (status !== 'pending')
      await m.save(
        SurveyAnswer,
        answersFor(respondent, questions, random, status === 'completed').map((a) => m.create(SurveyAnswer, a)),
      );
  }
}
