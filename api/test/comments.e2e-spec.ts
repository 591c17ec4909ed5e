import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { RespondentAttribute } from '../src/inquiries/respondent-attribute.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { rebuildInquiryStatistics } from '../src/inquiries/inquiry-statistics';
import { rebuildSegmentTotals } from '../src/answers/segment-totals';
import { Respondent } from '../src/inquiries/respondent.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import ExcelJS from 'exceljs';
import { pdfText } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface Theme {
  Theme: string;
  Count: number;
  Sentiment: number | null;
  Examples: string[];
}
interface Question {
  Key: string;
  Title: string;
  Count: number;
  Themes: Theme[];
}
interface ThemesBody {
  Released: boolean;
  Gated: boolean;
  N: number;
  Message: string | null;
  Questions: Question[];
}

/** Comments of the first ten forms: meetings (negative), the team (positive), one French, one HTML/script, one empty, one NA. */
const FIRST_TEN = [
  'Too many meetings, most are a waste of time.',
  'The weekly meetings are long and badly prepared.',
  'My team is great and everyone helps 😀',
  'I love my team, excellent colleagues.',
  'Pointless meetings every day, it is exhausting.',
  'Les réunions sont trop longues et la communication est mauvaise.',
  '<script>alert("x")</script> our team is great',
  '   ',
  'NA',
  'Meetings again, terrible.',
];

/**
 * Comments (docs/features/comments.md) against the anonymity rules: a customer admin sees themes only from the insight
 * snapshot's forms (never live, so counts move by MIN_RESPONDENTS forms at least), verbatim text only
 * while released, no group the suppression rule hides; the super admin sees everything live.
 */
describe('Comments', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let inquiry: Inquiry;
  let questionId: number;
  const respondents: Respondent[] = [];

  const themes = async (who: Client, query = '', status = 200) =>
    (await who.get(`/api/Insights/CommentThemes/${inquiry.id}${query}`).expect(status)).body as ThemesBody;
  const list = (who: Client, query = '') => who.get(`/api/Insights/Comments/${inquiry.id}?pageSize=-1${query}`);
  const countOf = (body: ThemesBody, theme: string) =>
    body.Questions[0]?.Themes.find((x) => x.Theme === theme)?.Count ?? 0;

  /** Completes forms with the given comments (one form each), written around the services as the insights fixture does. */
  async function complete(texts: string[], attributes: Record<string, string>[] = []) {
    const ds = t.dataSource;
    const base = respondents.length;
    for (const [n, text] of texts.entries()) {
      const r = await ds.getRepository(Respondent).save(
        ds.getRepository(Respondent).create({
          inquiryId: inquiry.id,
          customerId: inquiry.customerId,
          email: `writer${base + n}@northwind.demo.test`,
          userId: null,
          position: base + n + 1,
          status: 'completed',
          submittedAt: new Date(Date.UTC(2026, 0, 1, 0, base + n)),
        }),
      );
      respondents.push(r);
      await ds.getRepository(SurveyAnswer).insert({
        respondentId: r.id,
        inquiryId: inquiry.id,
        questionId,
        isCustomQuestion: false,
        textAnswer: text,
      } as SurveyAnswer);
      for (const [name, value] of Object.entries(attributes[n] ?? {}))
        await ds.getRepository(RespondentAttribute).insert({ respondentId: r.id, inquiryId: inquiry.id, name, value });
    }
    await rebuildInquiryStatistics(ds.manager, inquiry.id);
    await rebuildSegmentTotals(ds.manager, inquiry.id);
    // Twenty invited in all: the inquiry is not closed by everyone completing.
    await ds.getRepository(Inquiry).update({ id: inquiry.id }, { respondentCount: 20 });
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, operator] = [api.as('northwindAdmin'), api.as('operator')];
    const ds = t.dataSource;
    const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: 'Organisational Health Check' });
    questionId = (
      await ds
        .getRepository(DiagnosticQuestion)
        .createQueryBuilder('q')
        .innerJoin('q.pathway', 'p')
        .where('p.inquiryTypeId = :id', { id: type.id })
        .getMany()
    ).find((q) => q.question.title === 'Biggest obstacle')!.id;
    const northwindAdmin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    inquiry = await ds.getRepository(Inquiry).save(
      ds.getRepository(Inquiry).create({
        customerId: northwindAdmin.customerId!,
        inquiryTypeId: type.id,
        createdByUserId: northwindAdmin.id,
        description: 'Comments fixture',
        intakeSubmittedAt: new Date(),
        respondentsAddedAt: new Date(),
        noOfParticipants: 20,
        expiryDate: new Date(Date.now() + 10 * 86_400_000),
      }),
    );
    const dept = (n: number) => ({ Department: n < 5 ? 'Sales' : 'Finance' });
    await complete(FIRST_TEN.slice(0, 4), [0, 1, 2, 3].map(dept));
  });
  afterAll(() => t.close());

  it('refuses without a token, to staff, another tenant and for a missing inquiry; validates the query and body', async () => {
    await api.anonymous().get(`/api/Insights/CommentThemes/${inquiry.id}`).expect(401);
    await api.as('northwindStaff').get(`/api/Insights/Comments/${inquiry.id}`).expect(403);
    await api.as('contosoAdmin').get(`/api/Insights/CommentThemes/${inquiry.id}`).expect(404);
    await operator.get('/api/Insights/CommentThemes/999999').expect(404);
    await admin.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: true }).expect(403);
    const bad = await operator.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: 'yes' }).expect(400);
    expect(bad.body.errorMessage).toEqual(['Released: Must be true or false']);
    expect((await list(operator, '&sentiment=happy').expect(400)).body.errorMessage).toEqual([
      'sentiment: Must be one of positive, neutral, negative, unscored',
    ]);
    await list(operator, '&question=12').expect(400);
    expect((await list(operator, '&question=d:999999').expect(400)).body.errorMessage).toEqual([
      'question: d:999999 is not an open question of this inquiry',
    ]);
    await list(operator, '&segment=NoColon').expect(400);
  });

  it('withholds everything from a customer admin while the inquiry collects answers; the super admin reads live', async () => {
    await complete(
      FIRST_TEN.slice(4),
      [4, 5, 6, 7, 8, 9].map((n) => ({ Department: n < 5 ? 'Sales' : 'Finance' })),
    );
    const gated = await themes(admin);
    expect(gated).toMatchObject({ Gated: true, N: 0, Questions: [] });
    expect((await list(admin).expect(403)).body.errorMessage).toHaveLength(1);
    const live = await themes(operator);
    expect(live.Gated).toBe(false);
    expect(live.N).toBe(10);
    // Ten forms, eight comments: the whitespace-only and the NA answers are not comments.
    expect(live.Questions[0]).toMatchObject({ Title: 'Biggest obstacle', Count: 8 });
    expect(countOf(live, 'meetings')).toBe(4);
    expect(countOf(live, 'team')).toBe(3);
    expect(live.Questions[0].Themes.find((x) => x.Theme === 'meetings')!.Sentiment).toBeLessThan(0);
    expect(live.Questions[0].Themes.find((x) => x.Theme === 'team')!.Sentiment).toBeGreaterThan(0);
    expect(live.Questions[0].Themes.find((x) => x.Theme === 'meetings')!.Examples.length).toBeGreaterThan(0);
  });

  it("shows a customer admin the snapshot's figures once the inquiry closed, unchanged until MIN_RESPONDENTS more forms complete", async () => {
    await t.dataSource
      .getRepository(Inquiry)
      .update({ id: inquiry.id }, { expiryDate: new Date(Date.now() - 86_400_000) });
    const first = await themes(admin);
    expect(first).toMatchObject({ Gated: false, N: 10, Released: false });
    expect(countOf(first, 'meetings')).toBe(4);
    // Not released: no example, no list.
    expect(first.Questions[0].Themes.every((x) => x.Examples.length === 0)).toBe(true);
    expect((await list(admin).expect(403)).body.errorMessage).toEqual([
      'The comments of this inquiry are not released yet.',
    ]);

    // One more form (a late completion): the super admin sees it, the customer admin's counts do not move.
    await complete(['Meetings meetings meetings, a unique zebra complaint.']);
    expect(countOf(await themes(operator), 'meetings')).toBe(5);
    const same = await themes(admin);
    expect(same.N).toBe(10);
    expect(countOf(same, 'meetings')).toBe(4);

    // Four more (five since the snapshot): a new snapshot, new counts.
    await complete(['meetings are long', 'the meetings are boring', 'great team', 'our team is friendly']);
    const next = await themes(admin);
    expect(next.N).toBe(15);
    expect(countOf(next, 'meetings')).toBe(7);
  });

  it('releases the verbatim comments both ways; the list carries no identity, date or id and shows HTML as text', async () => {
    expect(
      (await operator.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: true }).expect(200)).body,
    ).toMatchObject({ InquiryId: inquiry.id, Released: true });
    const released = await themes(admin);
    expect(released.Released).toBe(true);
    expect(released.Questions[0].Themes.find((x) => x.Theme === 'meetings')!.Examples.length).toBeGreaterThan(0);
    const page = (await list(admin).expect(200)).body;
    expect(page.totalItem).toBe(13);
    for (const row of page.data)
      expect(Object.keys(row).sort()).toEqual(['Area', 'Question', 'QuestionKey', 'Sentiment', 'Text', 'Themes']);
    expect(page.data.map((r: { Text: string }) => r.Text)).toContain('<script>alert("x")</script> our team is great');
    // Ordered by theme: every comment of the first theme before any of the next.
    const firsts = page.data.map((r: { Themes: string[] }) => r.Themes[0] ?? '~');
    expect(firsts.filter((x: string, i: number) => i > 0 && x !== firsts[i - 1]).length).toBeLessThanOrEqual(
      new Set(firsts).size - 1,
    );

    expect(
      (await operator.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: false }).expect(200)).body
        .Released,
    ).toBe(false);
    await list(admin).expect(403);
    expect((await themes(admin)).Questions[0].Themes.every((x) => x.Examples.length === 0)).toBe(true);
    await operator.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: true }).expect(200);
  });

  it('filters by theme, sentiment and search; a search cannot reach a comment outside the snapshot', async () => {
    const meetings = (await list(admin, '&theme=meetings').expect(200)).body;
    expect(meetings.totalItem).toBe(7);
    expect(meetings.data.every((r: { Themes: string[] }) => r.Themes.includes('meetings'))).toBe(true);
    const unscored = (await list(admin, '&sentiment=unscored').expect(200)).body;
    expect(unscored.data.map((r: { Text: string }) => r.Text)).toEqual([
      'Les réunions sont trop longues et la communication est mauvaise.',
    ]);
    expect(
      (await list(admin, '&sentiment=negative').expect(200)).body.data.every(
        (r: { Sentiment: number }) => r.Sentiment < -0.05,
      ),
    ).toBe(true);
    expect((await list(admin, '&search=EXCELLENT').expect(200)).body.data.map((r: { Text: string }) => r.Text)).toEqual(
      ['I love my team, excellent colleagues.'],
    );
    // "%" and "_" are searched as themselves, not as wildcards.
    expect((await list(admin, '&search=%25').expect(200)).body.totalItem).toBe(0);
    // The eleventh form is in the snapshot now; the comment count of the list equals the snapshot's.
    expect((await list(admin, '&search=zebra').expect(200)).body.totalItem).toBe(1);
    await complete(['a quokka wrote this']);
    expect((await list(admin, '&search=quokka').expect(200)).body.totalItem).toBe(0);
    expect((await list(operator, '&search=quokka').expect(200)).body.totalItem).toBe(1);
  });

  it('shows a group only as the snapshot reports it, and its comments on a question only where enough of it commented; the super admin sees every group', async () => {
    // The snapshot holds 15 forms: Sales 5 and Finance 5 (fewer than five comments each: a blank and an "NA" answer are
    // not comments), and 5 without a department (five comments). Below the floor, Sales' and Finance's comments on the
    // question are withheld (no count, no themes); the groups themselves are shown.
    const sales = await themes(admin, '?segment=Department:Sales');
    expect(sales).toMatchObject({ Gated: false, N: 5, WithheldQuestions: 1 });
    expect(sales.Questions[0]).toMatchObject({ Count: 0, Themes: [], Withheld: true });
    const none = await themes(admin, '?segment=Department:');
    expect(none).toMatchObject({ Gated: false, N: 5, WithheldQuestions: 0 });
    expect(none.Questions[0]).toMatchObject({ Count: 5, Withheld: false });
    const nowhere = await themes(admin, '?segment=Department:Nowhere');
    expect(nowhere).toMatchObject({ Gated: true, Questions: [] });
    expect(nowhere.Message).toMatch(
      /^The figures of Department: Nowhere are not shown to protect respondents' anonymity\./,
    );
    // The same groups as the heatmap shows (both read the groups the snapshot stored; a customer admin's heatmap needs published results).
    await t.dataSource.getRepository(Inquiry).update({ id: inquiry.id }, { resultsUploadedAt: new Date() });
    const heatmap = (await admin.get(`/api/Insights/Heatmap/${inquiry.id}?by=Department`).expect(200)).body as {
      Segments: { Value: string; Hidden: boolean }[];
    };
    expect(heatmap.Segments.map((g) => [g.Value, g.Hidden])).toEqual([
      ['Finance', false],
      ['Sales', false],
      ['', false],
    ]);
    // The verbatim list leaves the withheld question's comments out and says so.
    expect((await list(admin, '&segment=Department:Sales').expect(200)).body).toMatchObject({
      totalItem: 0,
      data: [],
      WithheldQuestions: 1,
    });
    await list(admin, '&segment=Department:Nowhere').expect(403);
    // The super admin reads live, every group and every comment.
    expect((await themes(operator, '?segment=Department:Finance')).Questions[0]).toMatchObject({
      Count: 3,
      Withheld: false,
    });
    expect((await themes(operator, '?segment=Department:Nowhere')).N).toBe(0);
    const noneMeetings = (await list(admin, '&segment=Department:&theme=meetings').expect(200)).body;
    expect(noneMeetings.totalItem).toBe(countOf(none, 'meetings'));
  });

  it('lets the super admin preview what the customer admin sees', async () => {
    const preview = await themes(operator, '?view=customer');
    const customer = await themes(admin);
    expect(preview).toEqual(customer);
    await admin.get(`/api/Insights/CommentThemes/${inquiry.id}?view=customer`).expect(200);
  });

  it('adds Themes and Sentiment to the answers export and a top-themes page to the PDF report', async () => {
    const download = (link: string) =>
      api
        .anonymous()
        .get(link)
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
    const exported = await operator.get(`/api/PDFReport/ExportAnswers/${inquiry.id}`).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download(exported.body.DocPath).expect(200)).body);
    const sheet = wb.getWorksheet('Answers')!;
    const header = sheet.getRow(1).values as unknown[];
    const [themesAt, sentimentAt, answerAt] = ['Themes', 'Sentiment', 'Answer'].map((h) => header.indexOf(h));
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const meeting = rows.find((r) => r[answerAt] === 'Too many meetings, most are a waste of time.')!;
    expect(String(meeting[themesAt])).toContain('meetings');
    expect(Number(meeting[sentimentAt])).toBeLessThan(0);
    const french = rows.find((r) => String(r[answerAt]).startsWith('Les réunions'))!;
    expect(french[sentimentAt] ?? null).toBeNull();
    const empty = rows.find((r) => r[answerAt] === 'NA')!;
    expect([empty[themesAt] ?? null, empty[sentimentAt] ?? null]).toEqual([null, null]);

    const report = await operator.get(`/api/PDFReport/ExportData/${inquiry.id}`).expect(200);
    const text = pdfText((await download(report.body.DocPath).expect(200)).body);
    expect(text).toContain('Comments: top themes');
    expect(text).toContain('Biggest obstacle');
    expect(text).toMatch(/meetings\s*\d+ · − negative/);
  });

  it("shows the demo's finished inquiry with themes, sentiment and released comments to its customer admin", async () => {
    const demo = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const body = (await admin.get(`/api/Insights/CommentThemes/${demo.id}`).expect(200)).body as ThemesBody;
    expect(body).toMatchObject({ Released: true, Gated: false });
    const labels = body.Questions[0].Themes.map((x) => x.Theme);
    expect(labels).toEqual(expect.arrayContaining(['meetings', 'approval process', 'team']));
    expect(body.Questions[0].Themes.find((x) => x.Theme === 'meetings')!.Sentiment).toBeLessThan(0);
    expect(body.Questions[0].Themes.find((x) => x.Theme === 'team')!.Sentiment).toBeGreaterThan(0);
    const list = (await admin.get(`/api/Insights/Comments/${demo.id}?sentiment=unscored&pageSize=-1`).expect(200)).body;
    expect(list.totalItem).toBe(3);
  });

  it("analyses two inquiries' comments at once, both whole (their replacements must not deadlock on MariaDB)", async () => {
    const demo = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const ids = [inquiry.id, demo.id];
    const read = (id: number) => operator.get(`/api/Insights/CommentThemes/${id}`);
    // The examples follow a fresh random order per analysis: the themes and counts are what must not change.
    const figures = (body: ThemesBody) => ({
      N: body.N,
      Questions: body.Questions.map((q) => ({
        Key: q.Key,
        Count: q.Count,
        Themes: q.Themes.map((x) => [x.Theme, x.Count]),
      })),
    });
    const expected = [];
    for (const id of ids) expected.push(figures((await read(id).expect(200)).body as ThemesBody));
    for (let attempt = 0; attempt < 20; attempt++) {
      for (const table of ['comment_items', 'comment_themes', 'comment_analyses'])
        await t.dataSource.query(`DELETE FROM ${table} WHERE inquiry_id IN (?, ?)`, ids);
      const answers = await Promise.all(ids.map(read));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.map((r) => figures(r.body as ThemesBody))).toEqual(expected);
    }
  });
});
