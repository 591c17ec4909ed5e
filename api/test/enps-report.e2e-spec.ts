import { Inquiry } from '../src/inquiries/inquiry.entity';
import { createEnpsFixture, EnpsFixture } from './enps-fixture';
import { createInsightsFixture } from './insights-fixture';
import { binaryBody } from './support/binary-body';
import { extractPdfText } from './support/pdf-text';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** The eNPS page of the PDF reports draws the eNPS read's figures (enps-fixture.ts: score 0, interval ±78.4, N 5). */
describe('eNPS in the PDF reports', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let f: EnpsFixture;
  const download = (link: string) => api.anonymous().get(link).buffer(true).parse(binaryBody).expect(200);
  const text = async (res: { body: { DocPath: string } }) =>
    extractPdfText((await download(res.body.DocPath)).body).replace(/\s+/g, ' ');

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    admin = api.as('northwindAdmin');
    f = await createEnpsFixture(t, 'eNPS report');
  });
  afterAll(() => t.close());

  it("the operator's report shows the score, its interval, N and the split in words", async () => {
    const pdf = await text(await operator.get(`/api/PDFReport/ExportData/${f.inquiry.id}`).expect(200));
    expect(pdf).toContain('Employee Net Promoter Score (eNPS)');
    expect(pdf).toContain('eNPS 0.0 [-78.4 – 78.4] (N 5)');
    expect(pdf).toContain('Detractors: 2 (40%) · Passives: 1 (20%) · Promoters: 2 (40%)');
  });

  it("the customer's report, in their language, shows the same figure from the snapshot", async () => {
    await t.dataSource.getRepository(Inquiry).update({ id: f.inquiry.id }, { resultsUploadedAt: new Date() });
    const res = await admin.get(`/api/CustomerReport/Pdf/${f.inquiry.id}`).set('Accept-Language', 'de').expect(200);
    const pdf = await text(res);
    expect(pdf).toContain('Weiterempfehlungsbereitschaft (eNPS)');
    expect(pdf).toContain('eNPS 0.0 [-78.4 bis 78.4] (N 5)');
    expect(pdf).toContain('Kritiker: 2 (40 %) · Passive: 1 (20 %) · Promotoren: 2 (40 %)');
  });

  it('has no eNPS page when the inquiry asks no eNPS question', async () => {
    const plain = await createInsightsFixture(t, 'Plain report');
    const pdf = await text(await operator.get(`/api/PDFReport/ExportData/${plain.inquiry.id}`).expect(200));
    expect(pdf).not.toContain('Net Promoter');
    expect(pdf).not.toContain('eNPS');
    expect(pdf).toContain('Trends across rounds');
  });
});
