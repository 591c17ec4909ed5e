import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { RespondentAttribute } from '../src/inquiries/respondent-attribute.entity';
import { Respondent } from '../src/inquiries/respondent.entity';
import { rebuildInquiryStatistics } from '../src/inquiries/inquiry-statistics';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { DEMO, TestApp } from './support/test-app';

/** One respondent of a segments fixture: their invited attributes and the rating they give every question. */
export interface FixturePerson {
  attributes: Record<string, string>;
  performance: number;
  importance: number;
}

export interface SegmentsFixture {
  inquiry: Inquiry;
  /** Respondent id → attributes, for the ground truth of the attacks. */
  people: { id: number; attributes: Record<string, string> }[];
  questions: DiagnosticQuestion[];
}

/**
 * A published Northwind inquiry of "Digital Transformation Readiness" whose respondents all completed,
 * each with the given invited attributes and one rating per question, written around the services
 * (respondents, their attributes and answers), then counted and totalled as completing saves would.
 */
export async function createSegmentsFixture(
  t: TestApp,
  people: FixturePerson[],
  description = 'Segments fixture',
): Promise<SegmentsFixture> {
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
      noOfParticipants: people.length,
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
      resultsUploadedAt: new Date(),
    }),
  );
  const questions = await ds
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :typeId', { typeId: type.id })
    .getMany();
  const out = await addFixturePeople(t, inquiry, questions, people, 0);
  return { inquiry, people: out, questions };
}

/** Adds completed respondents to a fixture inquiry (numbered from `from`), recounting and retotalling it. */
export async function addFixturePeople(
  t: TestApp,
  inquiry: Inquiry,
  questions: DiagnosticQuestion[],
  people: FixturePerson[],
  from: number,
) {
  const ds = t.dataSource;
  const out: { id: number; attributes: Record<string, string> }[] = [];
  for (const [n, p] of people.entries()) {
    const r = await ds.getRepository(Respondent).save(
      ds.getRepository(Respondent).create({
        inquiryId: inquiry.id,
        customerId: inquiry.customerId,
        email: `seg${from + n}-${inquiry.id}@example.test`,
        userId: null,
        status: 'completed',
        submittedAt: new Date(),
      }),
    );
    const attrs = Object.entries(p.attributes).map(([name, value]) => ({
      respondentId: r.id,
      inquiryId: inquiry.id,
      name,
      value,
    }));
    if (attrs.length) await ds.getRepository(RespondentAttribute).insert(attrs);
    await ds.getRepository(SurveyAnswer).insert(
      questions.map((q) => ({
        respondentId: r.id,
        inquiryId: inquiry.id,
        questionId: q.id,
        isCustomQuestion: false,
        performance: p.performance,
        importance: p.importance,
      })) as SurveyAnswer[],
    );
    out.push({ id: r.id, attributes: p.attributes });
  }
  await rebuildInquiryStatistics(ds.manager, inquiry.id);
  return out;
}

/** n people with the same attributes and ratings. */
export const times = (
  n: number,
  attributes: Record<string, string>,
  performance = 3,
  importance = 4,
): FixturePerson[] => Array.from({ length: n }, () => ({ attributes, performance, importance }));
