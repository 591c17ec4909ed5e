import ExcelJS from 'exceljs';
import { ANONYMITY_TEXTS } from '@portal/contracts';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { pdfText } from './results-fixtures';
import { createInsightsFixture, InsightsFixture } from './insights-fixture';
import { binaryBody } from './support/binary-body';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';

const byTitle = (body: { Items: { Title: string }[] }, title: string) =>
  body.Items.find((i) => i.Title === title) as Record<string, unknown>;

describe('insights: importance-performance analysis, DK shares, anonymity floor', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let northwindAdmin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let f: InsightsFixture;
  const ipa = (id: number, as = api.anonymous()) => as.get(`/api/Insights/ImportancePerformance/${id}`);
  const get = (path: string, as: Client) => as.get(`/api${path}`);
  const setStatus = async (r: Respondent, status: Respondent['status']) => {
    await t.dataSource.getRepository(Respondent).update({ id: r.id }, { status });
    await rebuildInquiryStatistics(t.dataSource.manager, r.inquiryId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, northwindAdmin, contosoAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    f = await createInsightsFixture(t);
  });
  afterAll(() => t.close());

  it('answers the hand-computed figures to the super admin (completed forms only, DK excluded from each mean)', async () => {
    const res = await ipa(f.inquiry.id, operator).expect(200);
    const body = res.body;
    expect(body).toMatchObject({
      InquiryId: f.inquiry.id,
      Published: false,
      Gated: false,
      MinRespondents: 5,
      CompletedForms: 5,
      Needed: 0,
      Message: null,
      Settings: { CrosshairConvention: 'mean', ScaleMin: 1, ScaleMax: 5, Midpoint: 3, DkFlagThreshold: 0.3 },
    });
    // Every rating item of the four areas, in form group order; the pending custom question is not one.
    expect(body.Items.map((i: { Title: string }) => i.Title)).toEqual([
      'Data ownership',
      'Digital skills',
      'Automation',
      'Appetite for change',
      'Team spirit',
    ]);
    expect(byTitle(body, 'Appetite for change')).toEqual({
      Key: `d:${f.ids['Appetite for change']}`,
      Id: f.ids['Appetite for change'],
      IsCustomQuestion: false,
      Title: 'Appetite for change',
      Description: 'People are willing to try new ways of working.',
      Area: 'Culture',
      MeanPerformance: 2.75,
      MeanImportance: 4.5,
      Gap: 2,
      N: 3,
      NPerformance: 4,
      NImportance: 4,
      Answers: 5,
      DkShare: 0.4,
      DkPerformanceShare: 0.2,
      DkImportanceShare: 0.2,
      DkFlagged: true,
      Quadrant: 'Concentrate here',
      AreaQuadrant: 'Concentrate here',
      // Four performance answers besides Don't Know, below the floor of five: a customer admin would not get it (the operator sees it marked).
      Withheld: true,
    });
    expect(body.Items.map((i: { Title: string; Withheld: boolean }) => [i.Title, i.Withheld])).toEqual([
      ['Data ownership', true],
      ['Digital skills', true],
      ['Automation', true],
      ['Appetite for change', true],
      ['Team spirit', false],
    ]);
    expect(byTitle(body, 'Team spirit')).toMatchObject({
      Key: `c:${f.customId}`,
      IsCustomQuestion: true,
      MeanPerformance: 4,
      MeanImportance: 3,
      Gap: -1,
      N: 5,
      DkShare: 0,
      DkFlagged: false,
      Quadrant: 'Possible overkill',
    });
    expect(byTitle(body, 'Digital skills')).toMatchObject({
      MeanPerformance: 2,
      MeanImportance: 4.5,
      Gap: 2.5,
      N: 4,
      DkShare: 0.2,
      DkFlagged: false,
      Quadrant: 'Concentrate here',
      // One label in every view (docs/features/figures.md): against its own area's mean, as the only question of
      // People, it used to read "Keep up the good work" there.
      AreaQuadrant: 'Concentrate here',
    });
    expect(byTitle(body, 'Automation')).toMatchObject({
      MeanPerformance: 3.33,
      MeanImportance: 2.25,
      Gap: -1,
      N: 3,
      DkShare: 0.4,
      DkPerformanceShare: 0.4,
      DkImportanceShare: 0.2,
      DkFlagged: true,
      Quadrant: 'Possible overkill',
    });
    expect(byTitle(body, 'Data ownership')).toMatchObject({
      MeanPerformance: 2.5,
      MeanImportance: 2.5,
      Gap: 0,
      N: 4,
      DkShare: 0.2,
      Quadrant: 'Low priority',
    });

    expect(body.Overall).toMatchObject({
      Crosshair: { Performance: 2.92, Importance: 3.35 },
      MeanCrosshair: { Performance: 2.92, Importance: 3.35 },
      Midpoint: { Performance: 3, Importance: 3 },
      Items: 5,
      Answers: 25,
      DkAnswers: 6,
      DkShare: 0.24,
      DkFlagged: false,
      MeanGap: 0.5,
      MeanPositiveGap: 0.9,
    });
    expect(body.Overall.ConcentrateHere).toEqual([
      {
        Rank: 1,
        Key: `d:${f.ids['Digital skills']}`,
        Id: f.ids['Digital skills'],
        IsCustomQuestion: false,
        Title: 'Digital skills',
        Area: 'People',
        Gap: 2.5,
        MeanPerformance: 2,
        MeanImportance: 4.5,
      },
      {
        Rank: 2,
        Key: `d:${f.ids['Appetite for change']}`,
        Id: f.ids['Appetite for change'],
        IsCustomQuestion: false,
        Title: 'Appetite for change',
        Area: 'Culture',
        Gap: 2,
        MeanPerformance: 2.75,
        MeanImportance: 4.5,
      },
    ]);
    expect(body.Areas.map((a: { Area: string }) => a.Area)).toEqual(['Culture', 'People', 'Process', 'Structure']);
    const culture = body.Areas[0];
    expect(culture).toMatchObject({
      Area: 'Culture',
      // The inquiry's crosshair, which decides the labels; the area's own figure is its library questions' means
      // (Team spirit is a custom question).
      Crosshair: { Performance: 2.92, Importance: 3.35 },
      MeanCrosshair: { Performance: 2.75, Importance: 4.5 },
      Items: 2,
      Answers: 10,
      DkAnswers: 2,
      DkShare: 0.2,
      DkFlagged: false,
      MeanGap: 0.5,
      MeanPositiveGap: 1,
    });
    expect(culture.ConcentrateHere.map((c: { Title: string }) => c.Title)).toEqual(['Appetite for change']);
    expect(body.Areas[2]).toMatchObject({ Area: 'Process', DkShare: 0.4, DkFlagged: true });
  });

  it('shows a customer admin nothing before publication, then the same figures, from the snapshot publication takes', async () => {
    const before = await ipa(f.inquiry.id, northwindAdmin).expect(200);
    // Still collecting (one form is a draft): no figures, and the reason.
    expect(before.body).toMatchObject({
      Published: false,
      Gated: true,
      Needed: 0,
      Overall: null,
      Areas: [],
      Items: [],
      Message: ANONYMITY_TEXTS.awaitingPublication(5, 0),
    });
    await t.dataSource.getRepository(Inquiry).update({ id: f.inquiry.id }, { resultsUploadedAt: new Date() });
    const after = await ipa(f.inquiry.id, northwindAdmin).expect(200);
    const operatorView = await ipa(f.inquiry.id, operator).expect(200);
    const { Message, Items, Overall, Areas, ...figures } = after.body;
    const { Items: opItems, Overall: _o, Areas: _a, ...opFigures } = operatorView.body;
    expect(figures).toEqual({ ...opFigures, Published: true, Message: undefined });
    expect(after.body).toMatchObject({ Gated: false, SnapshotForms: 5, CompletedForms: 5 });
    expect(Message).toBe(ANONYMITY_TEXTS.snapshot(after.body.SnapshotTakenAt, 5));
    // The same figures where they rest on five answers besides Don't Know (Team spirit); the other items say "not enough
    // answers" (null), and so do the areas and Overall that include them, with no crosshair to place the shown item against.
    type Item = { Key: string; Withheld: boolean; MeanPerformance: number | null };
    for (const item of Items as Item[]) {
      const op = (opItems as Item[]).find((i) => i.Key === item.Key)!;
      if (!op.Withheld) expect(item).toEqual({ ...op, Quadrant: null, AreaQuadrant: null });
      else
        expect(item).toMatchObject({
          Withheld: true,
          MeanPerformance: null,
          MeanImportance: null,
          Gap: null,
          N: 0,
          DkShare: null,
          Quadrant: null,
          AreaQuadrant: null,
        });
    }
    expect(Overall).toMatchObject({
      Withheld: true,
      Crosshair: null,
      MeanCrosshair: null,
      DkShare: null,
      MeanGap: null,
      ConcentrateHere: [],
    });
    expect((Areas as { Withheld: boolean }[]).every((a) => a.Withheld)).toBe(true);
  });

  it('withholds computed aggregates from the customer admin of an inquiry closed with 4 completed forms, shows the snapshot at 5 and keeps it', async () => {
    const g = await createInsightsFixture(t, 'Below the floor');
    await setStatus(g.respondents[4], 'saveasdraft');
    await t.dataSource.getRepository(Inquiry).update({ id: g.inquiry.id }, { resultsUploadedAt: new Date() });
    const message = ANONYMITY_TEXTS.closedBelowFloor(5, 4);
    const gated = await ipa(g.inquiry.id, northwindAdmin).expect(200);
    expect(gated.body).toMatchObject({
      Gated: true,
      MinRespondents: 5,
      CompletedForms: 4,
      Needed: 1,
      Overall: null,
      Areas: [],
      Items: [],
      Message: message,
    });
    await get(`/Insights/Anonymity/${g.inquiry.id}`, northwindAdmin).expect(200, {
      Gated: true,
      MinRespondents: 5,
      CompletedForms: 4,
      Needed: 1,
      Message: message,
      SnapshotTakenAt: null,
      SnapshotForms: null,
    });
    // The computed inputs and the colours derived from them are withheld too.
    const inputs = await get(`/UploadResultDocument/InputResult/${g.inquiry.id}`, northwindAdmin).expect(200);
    expect(inputs.body).toMatchObject({
      CultureArray: [],
      PeopleArray: [],
      ProcessArray: [],
      StructureArray: [],
      Gated: true,
      Needed: 1,
      CompletedForms: 4,
      MinRespondents: 5,
    });
    await get(`/UploadResultDocument/AreaColorResult/${g.inquiry.id}`, northwindAdmin).expect(200, []);
    // Operator-authored content is not gated (here: empty, but answered normally).
    await get(`/UploadResultDocument/FindingsResult/${g.inquiry.id}`, northwindAdmin).expect(200, {
      CultureArray: [],
      PeopleArray: [],
      ProcessArray: [],
      StructureArray: [],
    });
    // The super admin is never gated: the live figures of the four completed forms.
    const op = await ipa(g.inquiry.id, operator).expect(200);
    expect(op.body).toMatchObject({ Gated: false, CompletedForms: 4, Needed: 0 });
    expect(byTitle(op.body, 'Team spirit')).toMatchObject({
      MeanPerformance: 4.25,
      MeanImportance: 2.75,
      Gap: -1.5,
      N: 4,
    });
    const opInputs = await get(`/UploadResultDocument/InputResult/${g.inquiry.id}`, operator).expect(200);
    expect(opInputs.body).not.toHaveProperty('Gated');
    expect(opInputs.body.CultureArray.length).toBe(2);

    // Five completed forms: the first read takes the snapshot, and the customer admin gets its figures.
    await setStatus(g.respondents[4], 'completed');
    const open = await ipa(g.inquiry.id, northwindAdmin).expect(200);
    expect(open.body).toMatchObject({ Gated: false, CompletedForms: 5, Needed: 0, SnapshotForms: 5 });
    expect(open.body.Items).toHaveLength(5);
    const shown = await get(`/UploadResultDocument/InputResult/${g.inquiry.id}`, northwindAdmin).expect(200);
    expect(shown.body).toMatchObject({ SnapshotForms: 5, SnapshotTakenAt: open.body.SnapshotTakenAt });
    expect(shown.body).not.toHaveProperty('Gated');
    // Digital skills has 4 performance answers besides Don't Know, below the floor: no figure, and no colour for People
    // (nor for the other areas, each with such a question).
    expect(shown.body.PeopleArray).toEqual([
      {
        Questiondescription: 'Staff have the digital skills their work requires.',
        AverageRating: null,
        AverageValue: null,
        Withheld: true,
      },
    ]);
    expect(shown.body.CultureArray.find((i: { Withheld?: boolean }) => !i.Withheld)).toMatchObject({
      AverageRating: 4,
      AverageValue: 3,
    });
    await get(`/UploadResultDocument/AreaColorResult/${g.inquiry.id}`, northwindAdmin).expect(200, []);
    await get(`/Insights/Anonymity/${g.inquiry.id}`, northwindAdmin).expect(200, {
      Gated: false,
      MinRespondents: 5,
      CompletedForms: 5,
      Needed: 0,
      SnapshotTakenAt: open.body.SnapshotTakenAt,
      SnapshotForms: 5,
      Message: ANONYMITY_TEXTS.snapshot(open.body.SnapshotTakenAt, 5),
    });

    // The live totals change again (one form fewer): the customer admin's figures stay those of the snapshot.
    await setStatus(g.respondents[4], 'saveasdraft');
    const kept = await ipa(g.inquiry.id, northwindAdmin).expect(200);
    expect(kept.body.Items).toEqual(open.body.Items);
    expect(byTitle((await ipa(g.inquiry.id, operator).expect(200)).body, 'Team spirit')).toMatchObject({ N: 4 });
  });

  it('keeps individual answers to the super admin and the respondent', async () => {
    const other = f.respondents[1];
    await get(`/SurveyAnswer/${f.inquiry.id}/ViewSurveyAnswers/${other.userId}`, northwindAdmin).expect(403);
    await get(`/SurveyAnswer/${f.inquiry.id}/ViewOpenEndedSurveyAnswers/${other.userId}`, northwindAdmin).expect(403);
    await get(`/SurveyAnswer/${f.inquiry.id}/ViewSurveyAnswers/${other.userId}`, operator).expect(200);
  });

  it('guards role and tenant', async () => {
    for (const path of [`/Insights/ImportancePerformance/${f.inquiry.id}`, `/Insights/Anonymity/${f.inquiry.id}`]) {
      await api.anonymous().get(`/api${path}`).expect(401);
      await get(path, staff).expect(403);
      await get(path, contosoAdmin).expect(404);
    }
    await get('/Insights/ImportancePerformance/999999', operator).expect(404);
    const bad = await get('/Insights/ImportancePerformance/x', operator).expect(400);
    expect(bad.body).toMatchObject({ status: 400, errorMessage: expect.any(Array) });
  });

  it('suggests a level of focus per recommendation in the result template, with a note, and the template still uploads', async () => {
    const res = await get(`/UploadResultDocument/ResultTemplate/${f.inquiry.id}`, operator)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    const sheet = wb.getWorksheet('Recommendations')!;
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1, 4));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Recommendation', 'LevelOfFocus', 'SuggestedFocusNote']);
    expect(rows).toEqual([
      // Both areas' only items have fewer than 5 answers besides Don't Know: the customer will not see them, so they suggest nothing.
      [
        'Appoint data owners for the five most used data sets.',
        0,
        'Suggested 0 from Structure (no rated pairs yet; matched: data, owner). Overwrite as needed.',
      ],
      [
        'Run a digital skills baseline assessment.',
        0,
        'Suggested 0 from People (no rated pairs yet; matched: digit, skill). Overwrite as needed.',
      ],
    ]);
    const check = await operator
      .post('/api/UploadResultDocument/DocumentValidate')
      .attach('File', res.body, 'template.xlsx');
    // The library's roadmap and findings make a complete workbook; the note column is ignored.
    expect(check.status).toBe(200);
    expect(check.body.Summary.Recommendations).toBe(2);
  });

  it('draws the IPA chart page in the PDF report', async () => {
    const res = await get(`/PDFReport/ExportData/${f.inquiry.id}`, operator).expect(200);
    const pdf = await api.anonymous().get(res.body.DocPath).buffer(true).parse(binaryBody).expect(200);
    const text = pdfText(pdf.body);
    for (const expected of [
      'Importance-performance analysis',
      'Concentrate here',
      'Keep up the good work',
      'Low priority',
      'Possible overkill',
      'Digital skills',
      'Appetite for change',
      '(performance 2.92, importance 3.35)',
      'Concentrate here, by gap',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('1. Digital skills (People, gap 2.50)');
  });

  it('documents the contract in OpenAPI', async () => {
    const doc = await api.anonymous().get('/api/docs-json').expect(200);
    expect(doc.body.paths).toHaveProperty(['/api/Insights/ImportancePerformance/{inquiryId}']);
    expect(doc.body.paths).toHaveProperty(['/api/Insights/Anonymity/{inquiryId}']);
    expect(doc.body.components.schemas.ImportancePerformanceDto.properties).toHaveProperty('Needed');
    expect(doc.body.components.schemas.IpaItem.properties).toHaveProperty('AreaQuadrant');
  });
});

describe('insights with other settings (IPA_CROSSHAIR=midpoint, DK_FLAG_THRESHOLD=0.45, MIN_RESPONDENTS=6)', () => {
  let t: TestApp;
  let api: Personas;
  let f: InsightsFixture;
  beforeAll(async () => {
    t = await createTestApp({ env: { IPA_CROSSHAIR: 'midpoint', DK_FLAG_THRESHOLD: '0.45', MIN_RESPONDENTS: '6' } });
    api = await personas(t);
    f = await createInsightsFixture(t);
    await t.dataSource.getRepository(Inquiry).update({ id: f.inquiry.id }, { resultsUploadedAt: new Date() });
  });
  afterAll(() => t.close());

  it('splits the quadrants at 3 and still reports the mean crosshair; flags only above 45 %; gates below 6', async () => {
    const operator = api.as('operator');
    const res = await operator.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200);
    expect(res.body.Settings).toEqual({
      CrosshairConvention: 'midpoint',
      ScaleMin: 1,
      ScaleMax: 5,
      Midpoint: 3,
      DkFlagThreshold: 0.45,
    });
    expect(res.body.Overall).toMatchObject({
      Crosshair: { Performance: 3, Importance: 3 },
      MeanCrosshair: { Performance: 2.92, Importance: 3.35 },
    });
    expect(byTitle(res.body, 'Team spirit')).toMatchObject({ Quadrant: 'Keep up the good work', DkFlagged: false });
    expect(byTitle(res.body, 'Appetite for change')).toMatchObject({
      Quadrant: 'Concentrate here',
      DkShare: 0.4,
      DkFlagged: false,
    });
    expect(res.body.Items.filter((i: { DkFlagged: boolean }) => i.DkFlagged)).toEqual([]);
    const admin = api.as('northwindAdmin');
    const gated = await admin.get(`/api/Insights/ImportancePerformance/${f.inquiry.id}`).expect(200);
    expect(gated.body).toMatchObject({ Gated: true, MinRespondents: 6, CompletedForms: 5, Needed: 1, Items: [] });
  });
});
