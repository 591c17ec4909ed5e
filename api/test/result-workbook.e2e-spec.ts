import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Finding } from '../src/findings/finding.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Recommendation } from '../src/recommendations/recommendation.entity';
import { ResultFinding } from '../src/results/result-finding.entity';
import { ResultInput } from '../src/results/result-input.entity';
import { ResultRecommendation } from '../src/results/result-recommendation.entity';
import { goodSheets, HEADERS, Sheets, uncolouredSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('result workbook: validate, upload, template', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let northwindAdmin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let finished: Inquiry;
  let collecting: Inquiry;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, northwindAdmin, contosoAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    const inquiries = t.dataSource.getRepository(Inquiry);
    finished = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2026' });
    collecting = await inquiries.findOneByOrFail({ description: 'Digital readiness baseline' });
  });
  afterAll(() => t.close());

  const validate = (file: Buffer, name = 'results.xlsx', as = operator) =>
    as.post('/api/UploadResultDocument/DocumentValidate').attach('File', file, name);
  const upload = (inquiryId: number, file: Buffer, name = 'results.xlsx', as = operator) =>
    as.post(`/api/UploadResultDocument/UploadDocumentResults/${inquiryId}`).attach('File', file, name);
  const get = (path: string, as = operator) => as.get(`/api/UploadResultDocument/${path}`);
  const counts = async () => ({
    findings: await t.dataSource.getRepository(ResultFinding).count(),
    recommendations: await t.dataSource.getRepository(ResultRecommendation).count(),
    files: await t.dataSource.getRepository(StoredFile).count(),
  });
  const binary = (req: ReturnType<typeof get>) =>
    req.buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

  it('validates a good workbook, answers a summary and stores nothing', async () => {
    const before = await counts();
    const res = await validate(await xlsx(goodSheets())).expect(200);
    expect(res.body).toEqual({
      IsValid: true,
      Message: 'The result workbook is valid',
      Summary: { Findings: 4, Recommendations: 3, Inputs: 2, AdvanceInsights: 2, RoadmapSteps: 3, AreaColors: 2 },
    });
    expect(await counts()).toEqual(before);
  });

  it('accepts a workbook without the optional Inputs and AreaColors sheets', async () => {
    const { Inputs, AreaColors, ...rest } = goodSheets();
    const res = await validate(await xlsx(rest)).expect(200);
    expect(res.body.Summary).toMatchObject({ Inputs: null, AreaColors: null });
  });

  it('answers every problem at once with sheet, row, column and reason, storing nothing', async () => {
    const before = await counts();
    const sheets: Sheets = {
      ...goodSheets(),
      Findings: [HEADERS.Findings, ['Culture', 'fine'], ['Finance', 'unknown area'], ['People', '']],
      Recommendations: [
        HEADERS.Recommendations,
        ['Too much focus', 7],
        ['Negative focus', -1],
        ['Fraction', 2.5],
        ['Text', 'high'],
      ],
      Roadmap: [HEADERS.Roadmap, [1, 'One', 'b', 'd'], [2, 'Two', 'b', 'd'], [4, 'Four', 'b', 'd']],
      AreaColors: [HEADERS.AreaColors, ['Culture', 'purple'], ['People', 'red'], ['People', 'blue']],
      Inputs: [HEADERS.Inputs, ['Process', 'Q', 6, 3, 1]],
    };
    delete sheets.AdvanceInsights;
    const res = await validate(await xlsx(sheets)).expect(400);
    expect(res.body.status).toBe(400);
    expect(res.body.title).toBe('Invalid result workbook');
    expect(res.body.errorMessage).toEqual([
      'Sheet Findings, row 3, column A (Area): unknown area "Finance" (expected Culture, People, Process or Structure)',
      'Sheet Findings, row 4, column B (Finding): this field is mandatory',
      'Sheet Recommendations, row 2, column B (LevelOfFocus): level of focus "7" must be a whole number from 0 to 5',
      'Sheet Recommendations, row 3, column B (LevelOfFocus): level of focus "-1" must be a whole number from 0 to 5',
      'Sheet Recommendations, row 4, column B (LevelOfFocus): level of focus "2.5" must be a whole number from 0 to 5',
      'Sheet Recommendations, row 5, column B (LevelOfFocus): level of focus "high" must be a whole number from 0 to 5',
      'Sheet Inputs, row 2, column C (AverageRating): "6" must be a number from 0 to 5',
      'Sheet AdvanceInsights: the sheet is missing',
      'Sheet Roadmap, row 4, column A (Step): roadmap step "4" must be 1, 2 or 3',
      'Sheet Roadmap: step 3 is missing (the roadmap has exactly three steps, 1 to 3)',
      'Sheet AreaColors, row 2, column B (Color): wrong colour "purple" (expected green, blue, yellow or red)',
      'Sheet AreaColors, row 4, column Area: the area People appears more than once',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('reports a missing header and a missing step 1', async () => {
    const sheets = goodSheets();
    sheets.Findings = [
      ['Area', 'Text'],
      ['Culture', 'x'],
    ];
    sheets.Roadmap = [HEADERS.Roadmap, [2, 'Two', 'b', 'd'], [2, 'Again', 'b', 'd'], [3, 'Three', 'b', 'd']];
    const res = await validate(await xlsx(sheets)).expect(400);
    expect(res.body.errorMessage).toEqual([
      'Sheet Findings, row 1: the header Finding is missing (expected headers: Area, Finding)',
      'Sheet Roadmap: step 1 is missing (the roadmap has exactly three steps, 1 to 3)',
      'Sheet Roadmap, row 3, column Step: step 2 appears more than once',
    ]);
  });

  it('refuses a file that is not an xlsx by content (415), and a missing file (400)', async () => {
    const text = await validate(Buffer.from('Area,Finding\nCulture,x\n'), 'results.xlsx').expect(415);
    expect(text.body).toEqual({
      status: 415,
      title: 'Unsupported Media Type',
      errorMessage: ['Please upload the correct file.', 'The result file must be an Excel workbook (.xlsx)'],
    });
    await validate(Buffer.from('%PDF-1.4\n%%EOF'), 'results.xlsx').expect(415);
    // A real workbook under another name is refused too: the name and the content must agree.
    await validate(await xlsx(goodSheets()), 'results.pdf').expect(415);
    const none = await operator.post('/api/UploadResultDocument/DocumentValidate').field('Other', 'x').expect(400);
    expect(none.body.errorMessage).toEqual(['File: Please upload a document, first.']);
  });

  it('refuses a zip that is no workbook (400)', async () => {
    // A zip whose first entry is named like a workbook part but holds no workbook.
    const zip = storedZip('xl/nothing.txt', Buffer.from('hello'));
    const res = await validate(zip).expect(400);
    expect(res.body.errorMessage).toEqual(['The file is not a readable Excel workbook (.xlsx)']);
  });

  it('refuses an oversized sheet fast (413) without loading it', async () => {
    const sheets = goodSheets();
    sheets.Findings = [HEADERS.Findings, ...Array.from({ length: 5200 }, (_, i) => ['Culture', `Finding ${i}`])];
    const started = Date.now();
    const res = await validate(await xlsx(sheets)).expect(413);
    // Counted from the package's parts by the guard, not by loading the workbook (the reader names no such limit).
    expect(res.body.errorMessage).toEqual(['Sheet Findings: too many rows (5201; at most 5000)']);
    // A generous bound: the worker that checks it runs at a lower priority than the rest of a busy test machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses a zip bomb by its real inflated size (413) and a file over 10 MB (413)', async () => {
    // 64 MB of zeros inflating from ~64 KB, declared as 1 KB in the central directory.
    const zeros = deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const bomb = zip('xl/worksheets/sheet1.xml', zeros, 8, 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await validate(bomb).expect(413);
    expect(res.body.errorMessage[0]).toMatch(/larger than it declares/);
    expect(Date.now() - started).toBeLessThan(15_000);

    const honest = zip('xl/worksheets/sheet1.xml', zeros, 8, 64 * 1024 * 1024);
    const res2 = await validate(honest).expect(413);
    expect(res2.body.errorMessage[0]).toMatch(/too large once uncompressed/);

    const big = Buffer.concat([await xlsx(goodSheets()), Buffer.alloc(10 * 1024 * 1024)]);
    const res3 = await validate(big).expect(413);
    expect(res3.body.errorMessage).toEqual(['The result workbook must not be larger than 10 MB']);
  });

  it('uploads a workbook: replaces results in one go, publishes, keeps the file and audits', async () => {
    expect(collecting.resultsUploadedAt).toBeNull();
    // One completed form: the customer admin sees no figures, so no area colour may be set (result-template-floor spec).
    await upload(collecting.id, await xlsx(goodSheets())).expect(409);
    const res = await upload(collecting.id, await xlsx(uncolouredSheets()), 'Digital readiness results.xlsx').expect(
      200,
    );
    expect(res.body).toMatchObject({
      IsValid: true,
      InquiryId: collecting.id,
      Progress: 100,
      Summary: { Findings: 4, Recommendations: 3 },
    });
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: collecting.id });
    expect(inquiry.resultsUploadedAt).not.toBeNull();
    const file = await t.dataSource.getRepository(StoredFile).findOneByOrFail({ id: res.body.DocumentId });
    expect(file).toMatchObject({
      kind: 'result-workbook',
      inquiryId: collecting.id,
      customerId: collecting.customerId,
      originalName: 'Digital readiness results.xlsx',
    });
    const audit = await t.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'results.upload', target: `inquiry:${collecting.id}` });
    expect(audit.detail).toContain('Digital readiness results.xlsx');

    // Read back through every endpoint, as the customer admin who owns it.
    const findings = await get(`FindingsResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(findings.body).toEqual({
      CultureArray: [{ FindingsDesc: 'Upload culture finding' }],
      PeopleArray: [{ FindingsDesc: 'Upload people finding' }],
      ProcessArray: [{ FindingsDesc: 'Upload process finding' }],
      StructureArray: [{ FindingsDesc: 'Upload structure finding' }],
    });
    const recs = await get(`RecommendationResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(recs.body).toEqual({
      data: [
        { RecommendationDetails: 'Upload scenario A', LevelOfFocus: 5 },
        { RecommendationDetails: 'Upload scenario B', LevelOfFocus: 0 },
        { RecommendationDetails: '=cmd|calc', LevelOfFocus: 3 },
      ],
    });
    const inputs = await get(`InputResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(inputs.body).toEqual({
      CultureArray: [{ Questiondescription: 'Uploaded culture question', AverageRating: 4.5, AverageValue: 3.25 }],
      PeopleArray: [{ Questiondescription: 'Uploaded people question', AverageRating: 2, AverageValue: 4 }],
      ProcessArray: [],
      StructureArray: [],
    });
    const admin = await get(`InputResultForPortalAdmin/${collecting.id}`).expect(200);
    expect(admin.body.CultureArray[0].AverageDifference).toBe(-1.25);
    // A blank difference is computed from the two averages.
    expect(admin.body.PeopleArray[0].AverageDifference).toBe(2);
    const insights = await get(`AdvanceInsightsResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(insights.body).toEqual({
      CultureArray: [{ AdvanceInsights: 'Upload insight culture' }],
      PeopleArray: [],
      ProcessArray: [],
      StructureArray: [{ AdvanceInsights: 'Upload insight structure' }],
    });
    const roadmap = await get(`RoadmapResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(roadmap.body).toEqual({
      data: [
        {
          Step1_RoadmapTitle: 'First step',
          Step1_BriefDescription: 'Brief one',
          Step1_RoadmapDetail: 'Line A\nLine B',
          Step2_RoadmapTitle: 'Second step',
          Step2_BriefDescription: 'Brief two',
          Step2_RoadmapDetail: 'Detail two',
          Step3_RoadmapTitle: 'Third step',
          Step3_BriefDescription: 'Brief three',
          Step3_RoadmapDetail: 'Detail three',
        },
      ],
    });
    // Derived from the uploaded inputs (Culture 4.5, People 2); Process/Structure have none there: no colour.
    const colors = await get(`AreaColorResult/${collecting.id}`, northwindAdmin).expect(200);
    expect(colors.body).toEqual([
      { Area: 'Culture', Color: 'green' },
      { Area: 'People', Color: 'red' },
    ]);
  });

  it('a second upload replaces the first; an invalid one changes nothing', async () => {
    const { Inputs, AreaColors, ...rest } = goodSheets();
    rest.Findings = [HEADERS.Findings, ['Process', 'Replacement finding']];
    await upload(collecting.id, await xlsx(rest)).expect(200);
    const findings = await get(`FindingsResult/${collecting.id}`).expect(200);
    expect(findings.body).toEqual({
      CultureArray: [],
      PeopleArray: [],
      ProcessArray: [{ FindingsDesc: 'Replacement finding' }],
      StructureArray: [],
    });
    // No Inputs sheet any more: inputs are computed from the completed answers again.
    expect(await t.dataSource.getRepository(ResultInput).countBy({ inquiryId: collecting.id })).toBe(0);
    const computed = await get(`InputResult/${collecting.id}`).expect(200);
    expect(computed.body.CultureArray.length).toBeGreaterThan(0);

    const before = await counts();
    const bad = goodSheets();
    bad.Recommendations = [HEADERS.Recommendations, ['x', 9]];
    await upload(collecting.id, await xlsx(bad)).expect(400);
    expect(await counts()).toEqual(before);
    const still = await get(`FindingsResult/${collecting.id}`).expect(200);
    expect(still.body.ProcessArray).toEqual([{ FindingsDesc: 'Replacement finding' }]);
  });

  it('two uploads at once leave exactly one complete set of results', async () => {
    const a = goodSheets();
    a.Findings = [HEADERS.Findings, ['Culture', 'Set A 1'], ['Culture', 'Set A 2']];
    const b = goodSheets();
    b.Findings = [HEADERS.Findings, ['Culture', 'Set B 1'], ['Culture', 'Set B 2'], ['Culture', 'Set B 3']];
    delete a.AreaColors;
    delete b.AreaColors;
    const [fa, fb] = await Promise.all([xlsx(a), xlsx(b)]);
    await Promise.all([upload(collecting.id, fa).expect(200), upload(collecting.id, fb).expect(200)]);
    const res = await get(`FindingsResult/${collecting.id}`).expect(200);
    const texts = res.body.CultureArray.map((f: { FindingsDesc: string }) => f.FindingsDesc);
    expect([
      ['Set A 1', 'Set A 2'],
      ['Set B 1', 'Set B 2', 'Set B 3'],
    ]).toContainEqual(texts);
    expect(await t.dataSource.getRepository(ResultRecommendation).countBy({ inquiryId: collecting.id })).toBe(3);
  });

  it('downloads the template pre-filled from the library and uploads it back unchanged', async () => {
    const res = await binary(get(`ResultTemplate/${finished.id}`)).expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`result-template-inquiry-${finished.id}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Findings',
      'Recommendations',
      'Inputs',
      'AdvanceInsights',
      'Roadmap',
      'AreaColors',
      'About',
    ]);
    // The About sheet says what the computed inputs were made from; uploads compare it with the forms completed then.
    const about = wb.getWorksheet('About')!;
    expect([about.getRow(1).values, about.getRow(2).values]).toEqual([
      [undefined, 'Inquiry', finished.id],
      [undefined, 'Inputs computed from completed forms', finished.completedCount],
    ]);
    const library = await t.dataSource
      .getRepository(Finding)
      .find({ where: { inquiryTypeId: finished.inquiryTypeId }, order: { id: 'ASC' } });
    const findingsSheet = wb.getWorksheet('Findings')!;
    expect(findingsSheet.getRow(1).values).toEqual([undefined, 'Area', 'Finding']);
    expect(findingsSheet.rowCount).toBe(library.length + 1);
    expect(findingsSheet.getRow(2).getCell(2).value).toBe(library[0].detail);
    const recs = await t.dataSource.getRepository(Recommendation).countBy({ inquiryTypeId: finished.inquiryTypeId });
    expect(wb.getWorksheet('Recommendations')!.rowCount).toBe(recs + 1);
    expect(wb.getWorksheet('Roadmap')!.rowCount).toBe(4);
    const computed = await get(`InputResultForPortalAdmin/${finished.id}`).expect(200);
    expect(wb.getWorksheet('Inputs')!.rowCount - 1).toBe(Object.values(computed.body).flat().length);

    await validate(res.body, 'template.xlsx').expect(200);
    await upload(finished.id, res.body, 'template.xlsx').expect(200);
    const findings = await get(`FindingsResult/${finished.id}`, northwindAdmin).expect(200);
    expect(Object.values(findings.body).flat().length).toBe(library.length);
    expect(findings.body[`${library[0].area}Array`][0]).toEqual({ FindingsDesc: library[0].detail });
    // The uploaded inputs are the computed ones the customer admin may see, frozen; a question the group rule
    // withholds for everyone is left blank (result-template-floor spec), never its live figures.
    const after = await get(`InputResultForPortalAdmin/${finished.id}`).expect(200);
    const blank = { AverageRating: null, AverageValue: null, AverageDifference: null };
    for (const [area, lines] of Object.entries(computed.body as Record<string, { Questiondescription: string }[]>)) {
      (after.body[area] as { Questiondescription: string }[]).forEach((line, i) => {
        expect([
          computed.body[area][i],
          { Questiondescription: lines[i].Questiondescription, ...blank },
        ]).toContainEqual(line);
      });
    }
    // Every question of the demo's finished inquiry has enough answers for everyone: nothing is left blank.
    expect(after.body).toEqual(computed.body);
  });

  it('keeps formulas out: text starting with = + - @ round-trips through the template', async () => {
    await t.dataSource
      .getRepository(Finding)
      .insert({ inquiryTypeId: finished.inquiryTypeId, area: 'People', detail: '=HYPERLINK("http://evil")' });
    const res = await binary(get(`ResultTemplate/${finished.id}`)).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    const values = wb.getWorksheet('Findings')!.getColumn(2).values;
    expect(values).toContain('\'=HYPERLINK("http://evil")');
    await upload(finished.id, res.body).expect(200);
    const findings = await get(`FindingsResult/${finished.id}`).expect(200);
    expect(findings.body.PeopleArray).toContainEqual({ FindingsDesc: '=HYPERLINK("http://evil")' });
  });

  it('guards roles and tenants', async () => {
    const file = await xlsx(goodSheets());
    await api.anonymous().post('/api/UploadResultDocument/DocumentValidate').attach('File', file, 'r.xlsx').expect(401);
    for (const as of [northwindAdmin, contosoAdmin, staff]) {
      await validate(file, 'r.xlsx', as).expect(403);
      await upload(finished.id, file, 'r.xlsx', as).expect(403);
      await get(`ResultTemplate/${finished.id}`, as).expect(403);
    }
    const missing = await upload(999999, file).expect(404);
    expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Inquiry not found'] });
    await get('ResultTemplate/999999').expect(404);
  });

  it("publishes two inquiries' results at once, both whole (their replacements must not deadlock on MariaDB)", async () => {
    const file = await xlsx(uncolouredSheets());
    for (let attempt = 0; attempt < 4; attempt++) {
      const answers = await Promise.all([upload(finished.id, file), upload(collecting.id, file)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    }
    for (const inquiryId of [finished.id, collecting.id]) {
      expect(await t.dataSource.getRepository(ResultFinding).countBy({ inquiryId })).toBe(4);
      expect(await t.dataSource.getRepository(ResultRecommendation).countBy({ inquiryId })).toBe(3);
    }
  });
});

/** A one-entry zip, stored (no compression). */
function storedZip(name: string, data: Buffer): Buffer {
  return zip(name, data, 0, data.length);
}

/** A one-entry zip of an already compressed body; size is what the headers declare (a test may lie). */
function zip(name: string, body: Buffer, method: number, size: number): Buffer {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(n.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = local.length + n.length + body.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + n.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, body, central, n, end]);
}
