import { In } from 'typeorm';
import { rebuildSegmentTotals } from '../src/answers/segment-totals';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { LifecycleTimer } from '../src/lifecycle/lifecycle-timer.service';
import { Respondent } from '../src/respondents/respondent.entity';
import { surveyLibrary } from './programme-fixture';
import { Auditing, startAuditing } from './support/confidentiality-harness';

jest.setTimeout(300_000);

const DAY = 86_400_000;
const plus = (iso: string, days: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);
const quarterOf = (iso: string) => `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;

interface Period {
  Period: string;
  InquiryId: number;
  Invited: number;
  Answered: number;
  FiguresReleased: boolean;
  Needed: number;
}

/**
 * A lifecycle survey's answers are reported only per period, under the confidentiality rule: a quarter's joiners fill
 * one inquiry, whose figures appear only through the ordinary snapshot (MIN_RESPONDENTS forms); the auditor makes every
 * customer read of each period's inquiry and finds no one isolated, and a quarter below the floor shows nothing.
 */
describe('confidentiality: lifecycle periods', () => {
  let a: Auditing;
  beforeAll(async () => {
    a = await startAuditing();
  });
  afterAll(() => a.close());

  /** Completes the forms of these invited respondents (one rating for every question) and closes the inquiry. */
  async function answerAndClose(inquiryId: number, emails: string[]): Promise<void> {
    const ds = a.t.dataSource;
    const inquiry = await ds.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
    const questions = await ds
      .getRepository(DiagnosticQuestion)
      .createQueryBuilder('q')
      .innerJoin('q.pathway', 'p')
      .where('p.inquiryTypeId = :id', { id: inquiry.inquiryTypeId })
      .getMany();
    const respondents = await ds
      .getRepository(Respondent)
      .find({ where: { inquiryId, email: In(emails) }, order: { email: 'ASC' } });
    expect(respondents).toHaveLength(emails.length);
    for (const [n, r] of respondents.entries()) {
      await ds
        .getRepository(Respondent)
        .update({ id: r.id }, { status: 'completed', submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)) });
      const rows = questions
        .filter((q) => q.question.type === 'Rating')
        .map((q) => ({
          respondentId: r.id,
          inquiryId,
          questionId: q.id,
          isCustomQuestion: false,
          performance: 1 + ((n + q.id) % 5),
          importance: q.question.area === 'Other' ? null : 1 + (n % 5),
        }));
      await ds.getRepository(SurveyAnswer).insert(rows as SurveyAnswer[]);
    }
    await rebuildInquiryStatistics(ds.manager, inquiryId);
    await rebuildSegmentTotals(ds.manager, inquiryId);
    await ds.getRepository(Inquiry).update({ id: inquiryId }, { resultsUploadedAt: new Date() });
  }

  it("rolls a quarter's joiners into one inquiry; a quarter below MIN_RESPONDENTS shows no figure on any read", async () => {
    const admin = a.readers.admin;
    const start = plus(new Date().toISOString().slice(0, 10), 1);
    const later = plus(start, 100);
    const few = ['ada', 'ben', 'cy'].map((n) => `${n}@northwind-joiners.test`);
    const many = ['dee', 'eli', 'fox', 'gil', 'hob', 'ida', 'jo'].map((n) => `${n}@northwind-joiners.test`);
    const csv =
      'Email,StartDate,Department\n' +
      few.map((e) => `${e},${start},Sales`).join('\n') +
      '\n' +
      many.map((e, i) => `${e},${later},${i < 5 ? 'Sales' : 'Legal'}`).join('\n') +
      '\n';
    await admin.post('/api/People/Import').attach('File', Buffer.from(csv), 'joiners.csv').expect(200);
    const { typeId, intakeAnswers } = await surveyLibrary(a.t, 'Joiners');
    const survey = (
      await admin
        .post('/api/Lifecycle')
        .send({
          Name: 'Joiners',
          Trigger: 'Onboarding',
          InquiryTypeId: typeId,
          DaysAfter: 0,
          DaysOpen: 14,
          IntakeAnswers: intakeAnswers,
        })
        .expect(200)
    ).body;
    expect(await a.t.app.get(LifecycleTimer).tick(new Date(`${later}T09:00:00Z`))).toBe(few.length + many.length);

    const periods = async () =>
      new Map(
        ((await admin.get(`/api/Lifecycle/${survey.Id}/Periods`).expect(200)).body as Period[]).map((p) => [
          p.Period,
          p,
        ]),
      );
    const before = await periods();
    const small = before.get(quarterOf(start))!;
    const large = before.get(quarterOf(later))!;
    expect(small).toMatchObject({ Invited: 3, Answered: 0, FiguresReleased: false });
    expect(large).toMatchObject({ Invited: 7, Answered: 0, FiguresReleased: false });
    expect(small.InquiryId).not.toBe(large.InquiryId);

    await answerAndClose(small.InquiryId, few);
    await answerAndClose(large.InquiryId, many.slice(0, 6));
    const after = await periods();
    expect(after.get(quarterOf(start))).toMatchObject({
      Answered: 3,
      FiguresReleased: false,
      Needed: a.min - 3,
    });
    expect(after.get(quarterOf(later))).toMatchObject({ Answered: 6, FiguresReleased: true, Needed: 0 });

    // Every customer read of the quarter below the floor shows nothing; the other's figures pass the auditor.
    const below = await a.audit(small.InquiryId);
    // A read that refuses outright for anonymity (403: no snapshot yet) shows nothing either.
    const refusedForAnonymity = (l: string) => /^read: .* answered 403: .*anonymity/.test(l);
    expect(below.lines.filter((l) => !refusedForAnonymity(l))).toEqual([]);
    // No figure and no comment; a read may name Overall, over the snapshot's 0 forms.
    const shownBelow = below.gathered.facts.get(small.InquiryId) ?? [];
    expect(shownBelow.filter((f) => f.kind !== 'group' || f.group.forms !== 0)).toEqual([]);
    const above = await a.audit(large.InquiryId);
    expect(above.lines).toEqual([]);
    expect((above.gathered.facts.get(large.InquiryId) ?? []).length).toBeGreaterThan(0);
  });
});
