import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { Client, personas, Personas } from './support/personas';
import { DEMO, TestApp, createTestApp } from './support/test-app';
import { createRound, libraryIds, publish, RoundAnswers } from './trends-fixture';
import { CULTURE_A, CULTURE_B, northwindSeries, SERIES_TYPE } from './series-fixture';
import { pdfText } from './results-fixtures';

/**
 * Hand-computed fixture (performance, importance; 0 = DK), Culture = Shared values + Openness to feedback.
 *   Round A, 5 forms: Shared values P 3,2,4,3,3 (x̄ 3, s² 0.5, 95% CI 3 ± 2.7764·√(0.5/5) = [2.12, 3.88]) I 4,4,5,4,3 (x̄ 4)
 *                     Openness P 2,3,3,2,DK (x̄ 2.5, n 4) · Leadership visibility P 3,3,3,4,2
 *   Round B, 6 forms: Shared values P 4,5,4,4,3,5 (x̄ 4.1667, s² 0.56667, CI 4.1667 ± 2.5706·√(0.56667/6) = [3.38, 4.96])
 *   Shared values performance A→B: +1.17, Welch t 2.6458, ν 8.826, p 0.0271 → significant; importance 4 → 4, p 1.
 *   Culture performance (the area's figure, the mean of its questions' means, as every read shows it; N = most raters
 *   of one question; SE ≤ (1/k)·Σ sⱼ/√nⱼ): A (3 + 2.5)/2 = 2.75, SE (√(0.5/5) + √(0.3333/4))/2 = 0.30245, N 5,
 *   CI 2.75 ± 2.7764·0.30245 = [1.91, 3.59]; B (4.1667 + 3)/2 = 3.58, SE (√(0.56667/6) + √(0.4/6))/2 = 0.28276, N 6,
 *   CI 3.58 ± 2.5706·0.28276 = [2.86, 4.31]; change +0.83, Welch t 2.013, ν 8.72, p 0.076 → not significant.
 */
const A: RoundAnswers = {
  ...CULTURE_A,
  'Leadership visibility': [
    [3, 4],
    [3, 4],
    [3, 4],
    [4, 5],
    [2, 4],
  ],
};
const B: RoundAnswers = {
  ...CULTURE_B,
  'Leadership visibility': [
    [3, 4],
    [4, 4],
    [3, 4],
    [3, 5],
    [2, 4],
    [3, 4],
  ],
};

type Body = {
  Enough: boolean;
  RoundsWithFigures: number;
  Message: string | null;
  Rounds: { InquiryId: number; N: number | null; HasFigures: boolean }[];
  Areas: { Area: string; Points: Record<string, unknown>[]; Change: Record<string, unknown> | null }[];
  Questions: { Id: number; Title: string; Points: Record<string, unknown>[]; Change: Record<string, unknown> | null }[];
};

describe('Insights/Trend: rounds of a series', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let contoso: Client;
  let staff: Client;
  let a: Inquiry;
  let b: Inquiry;
  let c: Inquiry;
  const trend = (id: number, as: Client) => as.get(`/api/Insights/Trend/${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, admin, contoso, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    // Round C: three forms, never published: below the floor for everyone.
    ({ a, b, c } = await northwindSeries(t, { a: A, b: B, draftsInA: 1 }));
  });
  afterAll(() => t.close());

  const expectHandFigures = (body: Body, customer = false) => {
    expect(body.Rounds.map((r) => [r.InquiryId, r.N, r.HasFigures])).toEqual([
      [a.id, 5, true],
      [b.id, 6, true],
      [c.id, null, false],
    ]);
    expect(body).toMatchObject({ Enough: true, RoundsWithFigures: 2, Message: null });
    const shared = body.Questions.find((q) => q.Title === 'Shared values')!;
    expect(shared.Points[0]).toEqual({
      InquiryId: a.id,
      Performance: 3,
      Importance: 4,
      N: 5,
      NPerformance: 5,
      NImportance: 5,
      Ci95: { Performance: [2.12, 3.88], Importance: [3.12, 4.88] },
    });
    expect(shared.Points[1]).toEqual({
      InquiryId: b.id,
      Performance: 4.17,
      Importance: 4,
      N: 6,
      NPerformance: 6,
      NImportance: 6,
      Ci95: { Performance: [3.38, 4.96], Importance: [3.34, 4.66] },
    });
    expect(shared.Points[2]).toMatchObject({
      InquiryId: c.id,
      Performance: null,
      N: 0,
      Ci95: { Performance: null, Importance: null },
    });
    expect(shared.Change).toEqual({
      Performance: 1.17,
      Importance: 0,
      Significant: true,
      PerformanceSignificant: true,
      ImportanceSignificant: false,
      PerformanceP: 0.0271,
      ImportanceP: 1,
      FromInquiryId: a.id,
      ToInquiryId: b.id,
    });
    const openness = body.Questions.find((q) => q.Title === 'Openness to feedback')!;
    const culture = body.Areas.find((x) => x.Area === 'Culture')!;
    expect(culture.Points[1]).toMatchObject({
      Performance: 3.58,
      NPerformance: 6,
      Ci95: { Performance: [2.86, 4.31], Importance: [3.23, 4.44] },
    });
    if (customer) {
      // Round A's Openness has four performance answers besides Don't Know, below the floor of five: the customer admin
      // gets no figure for it, nor for Culture in that round (which would mix it in), so neither has a change.
      expect(openness.Points[0]).toMatchObject({ Performance: null, Importance: null, N: 0, NPerformance: 0 });
      expect(openness.Change).toBeNull();
      expect(culture.Points[0]).toMatchObject({ Performance: null, Importance: null });
      expect(culture.Change).toBeNull();
      return;
    }
    expect(openness.Points[0]).toMatchObject({
      Performance: 2.5,
      NPerformance: 4,
      NImportance: 5,
      N: 5,
      Ci95: { Performance: [1.58, 3.42] },
    });
    expect(openness.Change).toMatchObject({ Performance: 0.5, PerformanceP: 0.2376, Significant: false });
    expect(culture.Points[0]).toMatchObject({
      Performance: 2.75,
      Importance: 3.8,
      NPerformance: 5,
      Ci95: { Performance: [1.91, 3.59], Importance: [3.02, 4.58] },
    });
    expect(culture.Change).toMatchObject({
      Performance: 0.83,
      Importance: 0.03,
      PerformanceP: 0.076,
      ImportanceP: 0.9295,
      Significant: false,
    });
  };

  it('answers the hand-computed means, intervals and Welch test to the customer admin, from the snapshots', async () => {
    expectHandFigures((await trend(c.id, admin).expect(200)).body, true);
  });

  it('answers the same figures to the super admin (live totals of rounds over the floor)', async () => {
    expectHandFigures((await trend(c.id, operator).expect(200)).body);
  });

  it('leaves custom questions out and reads the series only backwards from the inquiry asked', async () => {
    const body = (await trend(b.id, admin).expect(200)).body as Body;
    expect(body.Rounds.map((r) => r.InquiryId)).toEqual([a.id, b.id]);
    const ids = await libraryIds(t, SERIES_TYPE);
    expect(body.Questions.map((q) => q.Id).every((id) => Object.values(ids).includes(id))).toBe(true);
  });

  it("keeps a customer admin's rounds at their snapshots while live answers change; the super admin sees the change", async () => {
    const r = await t.dataSource.getRepository(Respondent).save(
      t.dataSource.getRepository(Respondent).create({
        inquiryId: b.id,
        customerId: b.customerId,
        email: `late-${b.id}@round.test`,
        userId: null,
        status: 'completed',
        submittedAt: new Date(),
      }),
    );
    const ids = await libraryIds(t, SERIES_TYPE);
    await t.dataSource.getRepository(SurveyAnswer).insert({
      respondentId: r.id,
      inquiryId: b.id,
      questionId: ids['Shared values'],
      isCustomQuestion: false,
      performance: 1,
      importance: 1,
    });
    await rebuildInquiryStatistics(t.dataSource.manager, b.id);
    expectHandFigures((await trend(c.id, admin).expect(200)).body, true);
    const live = (await trend(c.id, operator).expect(200)).body as Body;
    expect(live.Rounds[1].N).toBe(7);
    expect(live.Questions.find((q) => q.Title === 'Shared values')!.Points[1]).toMatchObject({
      Performance: 3.71,
      NPerformance: 7,
    });
    await t.dataSource.getRepository(Respondent).delete({ id: r.id });
    await rebuildInquiryStatistics(t.dataSource.manager, b.id);
  });

  it('says a one-round series is not enough, and gives an unpublished round no figures for a customer admin', async () => {
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const single = await createRound(t, {
      customerId: nw.customerId!,
      createdByUserId: nw.id,
      typeName: SERIES_TYPE,
      description: 'Alone',
      answers: A,
      published: true,
    });
    const body = (await trend(single.id, admin).expect(200)).body as Body;
    expect(body).toMatchObject({ Enough: false, RoundsWithFigures: 1 });
    expect(body.Message).toContain('at least two rounds');
    expect(body.Areas.every((x) => x.Change === null)).toBe(true);
    const unpublished = await createRound(t, {
      customerId: nw.customerId!,
      createdByUserId: nw.id,
      typeName: SERIES_TYPE,
      description: 'Open',
      answers: B,
      previousId: single.id,
    });
    expect((await trend(unpublished.id, admin).expect(200)).body).toMatchObject({
      RoundsWithFigures: 1,
      Enough: false,
    });
    expect((await trend(unpublished.id, operator).expect(200)).body).toMatchObject({
      RoundsWithFigures: 2,
      Enough: true,
    });
    await publish(t, unpublished.id);
    expect((await trend(unpublished.id, admin).expect(200)).body).toMatchObject({ RoundsWithFigures: 2, Enough: true });
  });

  it("puts a Trends and a Benchmark page in the PDF report, with the round's hand-computed figures", async () => {
    const res = await operator.get(`/api/PDFReport/ExportData/${c.id}`).expect(200);
    const pdf = await api
      .anonymous()
      .get(res.body.DocPath)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = pdfText(pdf.body);
    expect(text).toContain('Trends across rounds');
    expect(text).toContain('2.75 [1.91–3.59] (N 5)');
    expect(text).toContain('3.58 [2.86–4.31] (N 6)');
    expect(text).toContain('No significant change');
    expect(text).toContain('Benchmark');
    expect(text).toMatch(/Benchmark of 6 organisations/);
  });

  it('refuses without a token (401), staff (403), another organisation and unknown ids (404)', async () => {
    await trend(c.id, api.anonymous()).expect(401);
    await trend(c.id, staff).expect(403);
    await trend(c.id, contoso).expect(404);
    await trend(999_999, operator).expect(404);
    await operator.get('/api/Insights/Trend/abc').expect(400);
  });

  it("takes the snapshots of a series' rounds that closed unread in one read, also on MariaDB (the rounds' inserts must not deadlock)", async () => {
    // A round closed and never read by a customer admin gets its snapshot on the first read; a trend takes one
    // per round at once. The demo's two Northwind rounds, with their snapshots removed, are read again and again.
    const demo = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    const rounds = [demo.id, demo.recreatedFromId!];
    const expected = (await trend(demo.id, admin).expect(200)).body as Body;
    for (let attempt = 0; attempt < 8; attempt++) {
      const tables = [
        'insight_snapshot_segment_totals',
        'insight_snapshot_withheld',
        'insight_snapshot_groups',
        'insight_snapshot_forms',
        'insight_snapshot_generations',
        'insight_snapshot_totals',
        'insight_snapshots',
      ];
      for (const table of tables) {
        await t.dataSource.query(`DELETE FROM ${table} WHERE inquiry_id IN (?, ?)`, rounds);
      }
      const res = await trend(demo.id, admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
  });

  describe('series: PreviousInquiryId on create, re-create', () => {
    it('continues the series of an inquiry of the same organisation and type', async () => {
      const type = (await t.dataSource.query('SELECT inquiry_type_id AS id FROM inquiries WHERE id = ?', [a.id])) as {
        id: number;
      }[];
      const res = await admin
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'Round D', InquiryTypeId: type[0].id, PreviousInquiryId: c.id })
        .expect(200);
      const body = (await trend(res.body.Id, admin).expect(200)).body as Body;
      expect(body.Rounds.map((r) => r.InquiryId)).toEqual([a.id, b.id, c.id, res.body.Id]);
      const again = await admin
        .post(`/api/Inquiry/RecreateInquiry/${b.id}`)
        .send({ Description: 'B again' })
        .expect(200);
      expect(((await trend(again.body.Id, admin).expect(200)).body as Body).Rounds.map((r) => r.InquiryId)).toEqual([
        a.id,
        b.id,
        again.body.Id,
      ]);
    });

    it('refuses a previous inquiry of another type, of another organisation, or unknown (400), and writes nothing', async () => {
      const before = await t.dataSource.getRepository(Inquiry).count();
      const other = (await t.dataSource.query(
        "SELECT id FROM inquiry_types WHERE name = 'Digital Transformation Readiness'",
      )) as { id: number }[];
      const ohc = (await t.dataSource.query('SELECT inquiry_type_id AS id FROM inquiries WHERE id = ?', [a.id])) as {
        id: number;
      }[];
      const wrongType = await admin
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'X', InquiryTypeId: other[0].id, PreviousInquiryId: a.id })
        .expect(400);
      expect(JSON.stringify(wrongType.body)).toContain(
        'PreviousInquiryId: The previous inquiry must be of the same inquiry type',
      );
      const contosoInquiry = await contoso
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'Contoso', InquiryTypeId: ohc[0].id })
        .expect(200);
      const foreign = await admin
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'X', InquiryTypeId: ohc[0].id, PreviousInquiryId: contosoInquiry.body.Id })
        .expect(400);
      expect(JSON.stringify(foreign.body)).toContain('PreviousInquiryId: No such inquiry of your organisation');
      await admin
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'X', InquiryTypeId: ohc[0].id, PreviousInquiryId: 999_999 })
        .expect(400);
      await admin
        .post('/api/Inquiry/CreateInquiry')
        .send({ Description: 'X', InquiryTypeId: ohc[0].id, PreviousInquiryId: 'abc' })
        .expect(400);
      expect(await t.dataSource.getRepository(Inquiry).count()).toBe(before + 1);
    });
  });
});
