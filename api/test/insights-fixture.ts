import { Role } from '../src/common/domain/roles';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { User } from '../src/users/user.entity';
import { DEMO, TestApp } from './support/test-app';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';

/**
 * The hand-computed importance-performance fixture (the same numbers as src/insights/ipa.spec.ts), inserted
 * with the entities into a fresh inquiry of the demo type "Digital Transformation Readiness":
 * five completed forms R1-R5 (answers per item as [performance, importance], 0 = DK), one draft R6
 * whose answers must not count, an approved custom question and a pending one that must not count.
 *
 *   item                         R1     R2     R3     R4     R5    meanP  meanI  gap   N  DK
 *   Appetite for change (Cult.)  3,5    2,4    0,4    3,0    3,5   2.75   4.50  2.00  3  0.4 flagged
 *   Team spirit (Culture, c)     4,3    4,2    5,3    4,3    3,4   4.00   3.00 -1.00  5  0
 *   Digital skills (People)      2,5    2,4    3,5    1,4    2,0   2.00   4.50  2.50  4  0.2
 *   Automation (Process)         3,2    4,3    0,0    0,2    3,2   3.33   2.25 -1.00  3  0.4 flagged
 *   Data ownership (Structure)   2,3    3,2    3,3    2,2    0,0   2.50   2.50  0.00  4  0.2
 *
 * Overall crosshair (grand means of the item means): performance 14.5833/5 = 2.92, importance 16.75/5 = 3.35.
 */
export const FIXTURE_ANSWERS: Record<string, [number, number][]> = {
  'Appetite for change': [
    [3, 5],
    [2, 4],
    [0, 4],
    [3, 0],
    [3, 5],
  ],
  'Team spirit': [
    [4, 3],
    [4, 2],
    [5, 3],
    [4, 3],
    [3, 4],
  ],
  'Digital skills': [
    [2, 5],
    [2, 4],
    [3, 5],
    [1, 4],
    [2, 0],
  ],
  Automation: [
    [3, 2],
    [4, 3],
    [0, 0],
    [0, 2],
    [3, 2],
  ],
  'Data ownership': [
    [2, 3],
    [3, 2],
    [3, 3],
    [2, 2],
    [0, 0],
  ],
};

export interface InsightsFixture {
  inquiry: Inquiry;
  respondents: Respondent[];
  ids: Record<string, number>;
  customId: number;
  pendingCustomId: number;
}

export async function createInsightsFixture(t: TestApp, description = 'Insights fixture'): Promise<InsightsFixture> {
  const ds = t.dataSource;
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: 'Digital Transformation Readiness' });
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: admin.customerId!,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description,
      intakeSubmittedAt: new Date(),
      respondentsAddedAt: new Date(),
      noOfParticipants: 6,
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
    }),
  );
  const diagnostic = await ds
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :typeId', { typeId: type.id })
    .getMany();
  const ids: Record<string, number> = {};
  for (const q of diagnostic) ids[q.question.title] = q.id;
  const customRepo = ds.getRepository(CustomQuestion);
  const fields = (title: string) => ({
    title,
    type: 'Rating',
    description: `${title} question`,
    area: 'Culture',
    maxLength: null,
    validationRegex: null,
    ratingOptions: ['1', '2', '3', '4', '5'],
    checkboxOptions: null,
  });
  const custom = await customRepo.save(
    customRepo.create({
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      createdByUserId: admin.id,
      question: fields('Team spirit'),
      status: 'Approved',
    }),
  );
  const pending = await customRepo.save(
    customRepo.create({
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      createdByUserId: admin.id,
      question: fields('Pending idea'),
      status: null,
    }),
  );
  ids['Team spirit'] = custom.id;

  const staff = await ds
    .getRepository(User)
    .find({ where: { customerId: admin.customerId!, role: Role.CustomerUser }, order: { id: 'ASC' }, take: 6 });
  if (staff.length < 6) throw new Error('the demo needs six Northwind staff users');
  const respondents: Respondent[] = [];
  for (const [n, u] of staff.entries()) {
    respondents.push(
      await ds.getRepository(Respondent).save(
        ds.getRepository(Respondent).create({
          inquiryId: inquiry.id,
          customerId: inquiry.customerId,
          email: u.email,
          userId: u.id,
          status: n < 5 ? 'completed' : 'saveasdraft',
          submittedAt: n < 5 ? new Date() : null,
        }),
      ),
    );
  }
  const rows: Partial<SurveyAnswer>[] = [];
  for (const [title, answers] of Object.entries(FIXTURE_ANSWERS)) {
    answers.forEach(([p, i], n) =>
      rows.push({
        respondentId: respondents[n].id,
        inquiryId: inquiry.id,
        questionId: ids[title],
        isCustomQuestion: title === 'Team spirit',
        performance: p,
        importance: i,
      }),
    );
    // The draft R6 rates everything 1/5: it would move every figure if it counted.
    rows.push({
      respondentId: respondents[5].id,
      inquiryId: inquiry.id,
      questionId: ids[title],
      isCustomQuestion: title === 'Team spirit',
      performance: 1,
      importance: 5,
    });
  }
  // Answers to the pending custom question (not part of the question set) must not count either.
  for (const r of respondents.slice(0, 5))
    rows.push({
      respondentId: r.id,
      inquiryId: inquiry.id,
      questionId: pending.id,
      isCustomQuestion: true,
      performance: 1,
      importance: 5,
    });
  await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
  // Written around the services: count the forms and total the completed ones as a completing save would.
  await rebuildInquiryStatistics(ds.manager, inquiry.id);
  return { inquiry, respondents, ids, customId: custom.id, pendingCustomId: pending.id };
}
