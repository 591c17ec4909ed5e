import ExcelJS from 'exceljs';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { pdfText } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('segments in the exports: the PDF heatmap page (?by=) and the answers export attribute columns', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let finished: Inquiry;
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

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  it('adds a heatmap page by the chosen attribute as a customer admin sees it, in the reader language', async () => {
    const res = await operator.get(`/api/PDFReport/ExportData/${finished.id}?by=Department`).expect(200);
    const text = pdfText((await download(res.body.DocPath).expect(200)).body);
    expect(text).toContain('Heatmap by Department');
    for (const word of ['Everyone', 'Sales', 'Operations', 'Finance', 'Other', 'Forms 8', 'Forms 5'])
      expect(text).toContain(word);
    // HR (2) and the people without a department (3) are counted together in Other, and the page says so.
    expect(text).toContain('Other = HR + (no value)');
    const fr = await operator
      .get(`/api/PDFReport/ExportData/${finished.id}?by=Location`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(pdfText((await download(fr.body.DocPath).expect(200)).body)).toContain('Carte de chaleur par Location');
    const without = await operator.get(`/api/PDFReport/ExportData/${finished.id}`).expect(200);
    expect(pdfText((await download(without.body.DocPath).expect(200)).body)).not.toContain('Heatmap by');
    expect(
      (await operator.get(`/api/PDFReport/ExportData/${finished.id}?by=Shoe`).expect(400)).body.errorMessage,
    ).toEqual(['by: No respondent of this inquiry was invited with the attribute Shoe']);
    // The PDF is drawn in a worker at a lower priority: on the loaded CI machine it took over a minute.
  }, 300_000);

  it("writes each respondent's invited attributes as the last columns of the answers export", async () => {
    const res = await operator.get(`/api/PDFReport/ExportAnswers/${finished.id}`).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download(res.body.DocPath).expect(200)).body);
    const sheet = wb.getWorksheet('Answers')!;
    const header = sheet.getRow(1).values as unknown[];
    // The attribute columns come last, after every fixed column.
    expect(header.slice(-2)).toEqual(['Department', 'Location']);
    const [d, l] = [header.length - 2, header.length - 1];
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const ava = rows.find((r) => r[2] === 'ava.lewis@northwind.demo.test')!;
    expect([ava[d], ava[l]]).toEqual(['Finance', 'Berlin']);
    const noDepartment = rows.find((r) => r[2] === 'oscar.reid@northwind.demo.test')!;
    expect([noDepartment[d] ?? null, noDepartment[l]]).toEqual([null, 'London']);
  });
});
