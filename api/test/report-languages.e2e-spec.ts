import { interpolate, REPORT_CATALOGUES } from '@portal/contracts';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { extractPdfText } from './support/pdf-text';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const { en, de, fr } = REPORT_CATALOGUES;

describe("PDF report labels in the reader's language", () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let inquiryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    inquiryId = (
      await t.dataSource
        .getRepository(Inquiry)
        .findOneByOrFail({ description: 'Annual organisational health check 2026' })
    ).id;
  });
  afterAll(() => t.close());

  const reportText = async (query = '', headers: Record<string, string> = {}) => {
    const res = await operator.get(`/api/PDFReport/ExportData/${inquiryId}${query}`).set(headers).expect(200);
    const pdf: Buffer = (
      await api
        .anonymous()
        .get(res.body.DocPath)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body;
    return extractPdfText(pdf).replace(/\s+/g, ' ');
  };

  it("a German super admin's report: German labels, areas and importance-performance page, no English label left", async () => {
    await t.users.update({ email: DEMO.operator }, { language: 'de' });
    const text = await reportText();
    for (const label of [
      de.reportTitle,
      de.overview,
      de.findings,
      de.scenarios,
      de.roadmap,
      de.areas.Culture,
      de.areas.People,
      de.ipa.title,
      de.ipa.performanceAxis,
    ])
      expect(text).toContain(label);
    expect(text).toContain(interpolate(de.organisation, { name: 'Northwind Traders' }));
    for (const label of [
      en.reportTitle,
      en.overview,
      en.findings,
      en.roadmap,
      en.ipa.title,
      en.ipa.performanceAxis,
      en.colorKey,
    ])
      expect(text).not.toContain(label);
    await t.users.update({ email: DEMO.operator }, { language: null });
  });

  it('?lang beats Accept-Language; without either the labels stay English as before', async () => {
    const french = await reportText('?lang=fr', { 'Accept-Language': 'de' });
    for (const label of [fr.reportTitle, fr.overview, fr.findings, fr.ipa.title, fr.ipa.quadrants.concentrate])
      expect(french).toContain(label);
    expect(french).not.toContain(de.reportTitle);
    const german = await reportText('', { 'Accept-Language': 'de-AT' });
    expect(german).toContain(de.reportTitle);
    const english = await reportText();
    for (const label of [
      'Insights report',
      'Overview',
      'Findings',
      'Importance-performance analysis',
      'Performance (mean rating)',
      'Culture',
    ])
      expect(english).toContain(label);
  });
});
