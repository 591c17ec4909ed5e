import type { ActionEffectsDto } from '../src/actions/dto/action-effect-responses.dto';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { buildPdfReport, type ReportContent } from '../src/reports/pdf-report-builder';
import { binaryBody } from './support/binary-body';
import { extractPdfText } from './support/pdf-text';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

const flat = (s: string) => s.replace(/\s+/g, ' ');
const figure = (p: { Performance: number | null; Ci95: { Performance: number[] | null }; NPerformance: number }) =>
  p.Performance === null
    ? '–'
    : `${p.Performance.toFixed(2)} [${p.Ci95.Performance![0].toFixed(2)}–${p.Ci95.Performance![1].toFixed(2)}] (N ${p.NPerformance})`;

const minimal = (language: ReportContent['language'], actions?: ReportContent['actions']): ReportContent => ({
  inquiryName: 'Round two',
  inquiryType: 'Organisational Health Check',
  customerName: 'Northwind Traders',
  generatedAt: new Date('2026-11-28T09:00:00Z'),
  areaColors: [],
  findings: [],
  recommendations: [],
  inputs: [],
  advanceInsights: [],
  roadmap: [],
  language,
  actions,
});

/** The report's Actions page on the demo: Northwind's 2025 actions judged by its 2026 round. */
describe('PDF report: the Actions page', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let effects: ActionEffectsDto;
  let earlier: Inquiry;
  let finished: Inquiry;
  const pdfText = async (client: Client, path: string, lang = 'en') => {
    const res = await client.get(path).set('Accept-Language', lang).expect(200);
    const file = await api.anonymous().get(res.body.DocPath).buffer(true).parse(binaryBody).expect(200);
    return flat(extractPdfText(file.body));
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('northwindAdmin');
    const inquiries = t.dataSource.getRepository(Inquiry);
    earlier = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2025' });
    finished = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2026' });
    effects = (await admin.get(`/api/Insights/ActionEffects/${finished.id}`).expect(200)).body;
  });
  afterAll(() => t.close());

  // Two reports drawn in the worker pool and read back: a minute on a loaded machine.
  it("prints each action of the previous round with its verdict and the ActionEffects read's own figures; none in a round without one", async () => {
    expect(effects.Actions.length).toBe(4);
    const text = await pdfText(admin, `/api/CustomerReport/Pdf/${finished.id}`);
    expect(text).toContain('Actions of the previous round');
    expect(text).toContain('Planned on: Annual organisational health check 2025');
    expect(text).toContain('1. Monthly open forum with the leadership team Done · due ');
    expect(text).toContain('Done · due ');
    expect(text).toContain('Did it work? Improved');
    expect(text).toContain('Write down the ten core processes In progress · due ');
    expect(text).toContain('Did it work? No clear change');
    expect(text).toContain('Dropped · due ');
    expect(text).toContain('Did it work? Worse');
    for (const a of effects.Actions) {
      expect(text).toContain(`${a.Title} `);
      for (const i of a.Items) {
        const title = i.QuestionId === null ? i.Area : `${i.Title} (${i.Area})`;
        expect(text).toContain(`${title} ${figure(i.Before)} ${figure(i.After)}`);
      }
    }
    const operator = await pdfText(api.as('operator'), `/api/PDFReport/ExportData/${finished.id}`);
    expect(operator).toContain('Actions of the previous round');
    expect(operator).toContain('Merge the regional sales desks');
    const first = await pdfText(admin, `/api/CustomerReport/Pdf/${earlier.id}`);
    expect(first).not.toContain('Actions of the previous round');
    expect(first).not.toContain('Monthly open forum');
  }, 300_000);

  it("names the targeted questions in the reader's language, and gives an API key (which cannot read ActionEffects) no page", async () => {
    const de = await pdfText(admin, `/api/CustomerReport/Pdf/${finished.id}`, 'de');
    expect(de).toContain('Maßnahmen der vorigen Runde');
    expect(de).toContain('Klare Zuständigkeiten (Struktur)');
    expect(de).toContain('Entwicklungsmöglichkeiten (Menschen)');
    const key = (
      await admin
        .post('/api/ApiKeys')
        .send({ Name: 'Reports', Scopes: ['results:read'] })
        .expect(200)
    ).body.Key as string;
    await api.withToken(key).get(`/api/Insights/ActionEffects/${finished.id}`).expect(403);
    const viaKey = await pdfText(api.withToken(key), `/api/CustomerReport/Pdf/${finished.id}`);
    expect(viaKey).toContain('Trends across rounds');
    expect(viaKey).not.toContain('Actions of the previous round');
    expect(viaKey).not.toContain('Monthly open forum');
  }, 300_000);

  it('reads in German, French and Spanish, and draws nothing without actions', async () => {
    const section = { previous: 'Annual organisational health check 2025', effects };
    const page = async (language: ReportContent['language']) =>
      flat(extractPdfText(await buildPdfReport(minimal(language, section))));
    const de = await page('de');
    expect(de).toContain('Maßnahmen der vorigen Runde');
    expect(de).toContain('Erledigt · fällig am ');
    expect(de).toContain('Hat es gewirkt? Verbessert');
    expect(de).toContain('Hat es gewirkt? Keine klare Veränderung');
    expect(de).toContain('Menschen');
    const fr = await page('fr');
    expect(fr).toContain('Actions du cycle précédent');
    expect(fr).toContain('Cela a-t-il marché ? Dégradé');
    expect(fr).toContain('Abandonnée · échéance le ');
    const es = await page('es');
    expect(es).toContain('Acciones de la ronda anterior');
    expect(es).toContain('¿Funcionó? Mejoró');
    expect(es).toContain('En curso · vence el ');
    // A round without figures for the reader: the read's own dashes and "No figures", and why.
    const unpublished = {
      ...effects,
      AfterN: null,
      Actions: effects.Actions.map((a) => ({
        ...a,
        Verdict: 'NoFigures' as const,
        Items: a.Items.map((i) => ({
          ...i,
          After: { ...i.After, Performance: null },
          Change: null,
          Verdict: 'NoFigures' as const,
        })),
      })),
    };
    const withheld = flat(
      extractPdfText(await buildPdfReport(minimal('en', { previous: section.previous, effects: unpublished }))),
    );
    expect(withheld).toContain('Both rounds need published figures (at least 5 completed forms each)');
    expect(withheld).toContain('Did it work? No figures');
    const openness = effects.Actions[0].Items[0];
    expect(withheld).toContain(`Openness to feedback (Culture) ${figure(openness.Before)} – No figures`);
    const none = flat(extractPdfText(await buildPdfReport(minimal('en'))));
    expect(none).not.toContain('Actions of the previous round');
    expect(none).toContain('Round two');
  });
});
