import ExcelJS from 'exceljs';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/inquiries/respondent.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { ResultFinding } from '../src/results/result-finding.entity';
import { ResultRoadmapStep } from '../src/results/result-roadmap-step.entity';
import { SurveyAnswer } from '../src/surveys/survey-answer.entity';
import { pdfText } from './results-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('PDFReport exports', () => {
  let t: TestApp;
  let operator: string;
  let northwindAdmin: string;
  let contosoAdmin: string;
  let staff: string;
  let finished: Inquiry;

  beforeAll(async () => {
    t = await createTestApp();
    [operator, northwindAdmin, contosoAdmin, staff] = await Promise.all([DEMO.operator, DEMO.northwindAdmin, DEMO.contosoAdmin, DEMO.northwindStaff].map((e) => t.tokenFor(e)));
    finished = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  const get = (path: string, token = operator) => t.http().get(`/api/PDFReport/${path}`).set('Authorization', `Bearer ${token}`);
  const download = (link: string) =>
    t
      .http()
      .get(link)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });

  it('ExportData answers a signed link to a real PDF with the inquiry, colours, findings, scenarios, inputs, insights and roadmap', async () => {
    const res = await get(`ExportData/${finished.id}`).expect(200);
    expect(Object.keys(res.body)).toEqual(['DocPath']);
    expect(res.body.DocPath).toMatch(/^\/api\/files\/\d+\?expires=\d+&sig=[\w-]+$/);

    const file = await download(res.body.DocPath).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf: Buffer = file.body;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);

    const text = pdfText(pdf);
    const type = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ id: finished.inquiryTypeId });
    const finding = await t.dataSource.getRepository(ResultFinding).findOneOrFail({ where: { inquiryId: finished.id }, order: { position: 'ASC' } });
    const steps = await t.dataSource.getRepository(ResultRoadmapStep).find({ where: { inquiryId: finished.id }, order: { step: 'ASC' } });
    for (const expected of [
      'Annual organisational health check 2026',
      `Inquiry type: ${type.name}`,
      'Organisation: Northwind Traders',
      'Overview', 'Findings', 'Scenarios', 'Inputs', 'Advance insights', 'Roadmap',
      'Level of focus 5 of 5',
      'Development is the largest gap',
      'Step 1:', 'Step 2:', 'Step 3:',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(finding.text.slice(0, 30));
    for (const s of steps) expect(text).toContain(s.title);
    // The input bars are vector rectangles filled in the chart colours.
    expect(text.length).toBeGreaterThan(500);

    const stored = await t.dataSource.getRepository(StoredFile).findOneByOrFail({ id: Number(/files\/(\d+)/.exec(res.body.DocPath)![1]) });
    expect(stored).toMatchObject({ kind: 'report', inquiryId: finished.id, contentType: 'application/pdf' });
    expect(await t.dataSource.getRepository(AuditEvent).countBy({ action: 'report.export' })).toBe(1);

    // The link is short-lived and bound to its file.
    await t.http().get(res.body.DocPath.replace(/sig=[\w-]{6}/, 'sig=abcdef')).expect(403);
    await t.http().get(res.body.DocPath.replace(/expires=\d+/, (m: string) => `expires=${Number(m.split('=')[1]) + 60}`)).expect(403);
  });

  it('ExportData works for an inquiry without results yet (empty sections)', async () => {
    const collecting = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ description: 'Digital readiness baseline' });
    const res = await get(`ExportData/${collecting.id}`).expect(200);
    const text = pdfText((await download(res.body.DocPath).expect(200)).body);
    expect(text).toContain('Digital readiness baseline');
    expect(text).toContain('No data available currently.');
  });

  it('ExportAnswers streams one row per answer with formulas neutralised', async () => {
    const respondent = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: finished.id, email: DEMO.northwindStaff });
    await t.dataSource.getRepository(SurveyAnswer).update({ respondentId: respondent.id, textAnswer: 'NA' }, { textAnswer: '=HYPERLINK("http://evil","x")' });
    await t.dataSource.getRepository(SurveyAnswer).update({ respondentId: respondent.id, textAnswer: 'Too many meetings' }, { textAnswer: '=HYPERLINK("http://evil","x")' });
    await t.dataSource.getRepository(SurveyAnswer).update({ respondentId: respondent.id, textAnswer: 'Slow approvals' }, { textAnswer: '=HYPERLINK("http://evil","x")' });
    await t.dataSource.getRepository(SurveyAnswer).update({ respondentId: respondent.id, textAnswer: 'Unclear priorities' }, { textAnswer: '=HYPERLINK("http://evil","x")' });
    const total = await t.dataSource.getRepository(SurveyAnswer).countBy({ inquiryId: finished.id });

    const res = await get(`ExportAnswers/${finished.id}`).expect(200);
    expect(res.body).toEqual({ DocPath: expect.stringMatching(/^\/api\/files\/\d+\?expires=/), Rows: total });
    const file = await download(res.body.DocPath).expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body);
    const sheet = wb.getWorksheet('Answers')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Respondent', 'Email', 'FormStatus', 'Area', 'Question', 'QuestionType', 'CustomQuestion', 'Answer', 'Importance', 'Document']);
    expect(sheet.rowCount).toBe(total + 1);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const injected = rows.filter((r) => typeof r[8] === 'string' && (r[8] as string).includes('HYPERLINK'));
    expect(injected.length).toBeGreaterThan(0);
    for (const r of injected) expect(r[8]).toBe('\'=HYPERLINK("http://evil","x")');
    // No cell anywhere is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    // Ratings: DK written as DK, others as numbers 1-5.
    const ratings = rows.filter((r) => r[6] === 'Rating').map((r) => r[8]);
    expect(ratings).toContain('DK');
    for (const v of ratings) expect(v === 'DK' || (typeof v === 'number' && v >= 1 && v <= 5)).toBe(true);
    expect(await t.dataSource.getRepository(StoredFile).countBy({ kind: 'export', inquiryId: finished.id })).toBe(1);
  });

  it('is for the super admin only; unknown inquiries are 404', async () => {
    for (const path of [`ExportData/${finished.id}`, `ExportAnswers/${finished.id}`]) {
      await t.http().get(`/api/PDFReport/${path}`).expect(401);
      for (const token of [northwindAdmin, contosoAdmin, staff]) await get(path, token).expect(403);
    }
    await get('ExportData/999999').expect(404);
    await get('ExportAnswers/999999').expect(404);
    await get('ExportData/x').expect(400);
  });
});
