import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { RespondentAttribute } from '../src/respondents/respondent-attribute.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { rebuildSegmentTotals } from '../src/answers/segment-totals';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { DEMO, TestApp } from './support/test-app';

/** One completed form: invited attributes, [performance, importance] per rating question title (0 = Don't Know; default `rating`), a comment. */
export interface ConfPerson {
  attributes: Record<string, string>;
  rating?: [number, number];
  ratings?: Record<string, [number, number]>;
  comment?: string;
}

export interface ConfFixture {
  inquiry: Inquiry;
  questions: DiagnosticQuestion[];
  added: number;
}

export const SMALL_TYPE = 'Digital Transformation Readiness';
export const WIDE_TYPE = 'Organisational Health Check';

/**
 * A published Northwind inquiry whose respondents completed with the given answers (rating questions per title,
 * the open question's comment), written around the services as the segments fixture does; completion times
 * follow the list, so a snapshot of N forms holds the first N. `previousId` makes it the next round of a series.
 */
export async function createConfFixture(
  t: TestApp,
  typeName: string,
  people: ConfPerson[],
  description: string,
  previousId: number | null = null,
): Promise<ConfFixture> {
  const ds = t.dataSource;
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: typeName });
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: admin.customerId!,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description,
      recreatedFromId: previousId,
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
    .where('p.inquiryTypeId = :id', { id: type.id })
    .orderBy('q.id')
    .getMany();
  const f = { inquiry, questions, added: 0 };
  await addConfPeople(t, f, people);
  return f;
}

/** Completes more forms of a fixture inquiry (after the earlier ones), recounting and retotalling it. */
export async function addConfPeople(t: TestApp, f: ConfFixture, people: ConfPerson[]): Promise<void> {
  const ds = t.dataSource;
  for (const p of people) {
    const n = f.added++;
    const r = await ds.getRepository(Respondent).save(
      ds.getRepository(Respondent).create({
        inquiryId: f.inquiry.id,
        customerId: f.inquiry.customerId,
        email: `conf${n}-${f.inquiry.id}@example.test`,
        userId: null,
        status: 'completed',
        submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      }),
    );
    const attrs = Object.entries(p.attributes).map(([name, value]) => ({
      respondentId: r.id,
      inquiryId: f.inquiry.id,
      name,
      value,
    }));
    if (attrs.length) await ds.getRepository(RespondentAttribute).insert(attrs);
    const rows = f.questions.flatMap((q): Partial<SurveyAnswer>[] => {
      const base = { respondentId: r.id, inquiryId: f.inquiry.id, questionId: q.id, isCustomQuestion: false };
      if (q.question.type === 'Textbox') return p.comment === undefined ? [] : [{ ...base, textAnswer: p.comment }];
      if (q.question.type !== 'Rating') return [];
      const [performance, importance] = p.ratings?.[q.question.title] ?? p.rating ?? [3, 4];
      return [{ ...base, performance, importance: q.question.area === 'Other' ? null : importance }];
    });
    await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
  }
  await rebuildInquiryStatistics(ds.manager, f.inquiry.id);
  await rebuildSegmentTotals(ds.manager, f.inquiry.id);
}

/** n forms alike. */
export const many = (
  n: number,
  attributes: Record<string, string>,
  rating: [number, number] = [3, 4],
  comment?: (i: number) => string,
): ConfPerson[] => Array.from({ length: n }, (_, i) => ({ attributes, rating, comment: comment?.(i) }));

/** A seeded generator (mulberry32): the same hostile directory on every run and engine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
