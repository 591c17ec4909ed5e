import { areaColorOf, RESULT_AREAS } from '@portal/contracts';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { pdfText } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

type Pair = { Performance: number | null; Importance: number | null };
type Ipa = {
  Areas: { Area: string; MeanCrosshair: Pair | null; Crosshair: Pair | null; ConcentrateHere: { Key: string }[] }[];
  Overall: { Crosshair: Pair | null; ConcentrateHere: { Key: string }[] };
  Items: { Key: string; Title: string; Area: string; Quadrant: string | null; AreaQuadrant: string | null }[];
};
type HeatmapColumn = { Areas: ({ Area: string } & Pair)[] };
type Trend = { Areas: { Area: string; Points: ({ InquiryId: number } & Pair)[] }[] };
type Benchmark = { Areas: { Area: string; Value: number | null }[] };

/**
 * One figure, one value (docs/features/figures.md): the mean of an area for one group and round is the same number on
 * every read that shows it — the overview (the importance-performance read's area figure and its colour), the heatmap,
 * the trend's point of that round and the benchmark's own value — and an item has one quadrant everywhere.
 * The demo's finished inquiry has two questions per area with Don't Know answers, so an area mean pooled over its
 * answers differs from the mean of its questions' means.
 */
describe('one figure, one value across the insight reads', () => {
  let t: TestApp;
  let api: Personas;
  let finished: Inquiry;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  const read = async <T>(as: Client, path: string): Promise<T> => (await as.get(path).expect(200)).body as T;

  const areaOf = <T extends { Area: string }>(list: T[], area: string): T => {
    const found = list.find((x) => x.Area === area);
    if (!found) throw new Error(`no ${area} in ${JSON.stringify(list)}`);
    return found;
  };

  for (const persona of ['northwindAdmin', 'operator'] as const) {
    it(`shows each area's mean with one value on the overview, heatmap, trend and benchmark (${persona})`, async () => {
      const as = api.as(persona);
      const id = finished.id;
      const [ipa, heatmap, trend, benchmark, colours] = await Promise.all([
        read<Ipa>(as, `/api/Insights/ImportancePerformance/${id}`),
        read<{ Overall: HeatmapColumn }>(as, `/api/Insights/Heatmap/${id}?by=Department`),
        read<Trend>(as, `/api/Insights/Trend/${id}`),
        read<Benchmark>(as, `/api/Insights/Benchmark/${id}`),
        read<{ Area: string; Color: string }[]>(as, `/api/UploadResultDocument/AreaColorResult/${id}`),
      ]);
      for (const area of RESULT_AREAS) {
        const overview = areaOf(ipa.Areas, area).MeanCrosshair!;
        expect(overview.Performance).not.toBeNull();
        const point = areaOf(trend.Areas, area).Points.find((p) => p.InquiryId === id)!;
        const cell = areaOf(heatmap.Overall.Areas, area);
        const seen = {
          heatmap: { Performance: cell.Performance, Importance: cell.Importance },
          trend: { Performance: point.Performance, Importance: point.Importance },
        };
        for (const [from, value] of Object.entries(seen))
          expect({ from, area, ...value }).toEqual({ from, area, ...overview });
        expect({ area, benchmark: areaOf(benchmark.Areas, area).Value }).toEqual({
          area,
          benchmark: overview.Performance,
        });
        // The tile's colour is the band of the figure printed on it.
        expect({ area, color: areaOf(colours, area).Color }).toEqual({
          area,
          color: areaColorOf(overview.Performance),
        });
      }
    });
  }

  it("shows a group's area means with one value on the overview, heatmap and trend", async () => {
    const as = api.as('northwindAdmin');
    const id = finished.id;
    const segment = encodeURIComponent('Department:Sales');
    const [ipa, heatmap, trend] = await Promise.all([
      read<Ipa>(as, `/api/Insights/ImportancePerformance/${id}?segment=${segment}`),
      read<{ Segments: ({ Value: string } & HeatmapColumn)[] }>(as, `/api/Insights/Heatmap/${id}?by=Department`),
      read<Trend>(as, `/api/Insights/Trend/${id}?segment=${segment}`),
    ]);
    const sales = heatmap.Segments.find((s) => s.Value === 'Sales')!;
    for (const area of RESULT_AREAS) {
      // An area withheld for the group (too few answers besides Don't Know) has no figure on either read.
      const mean = areaOf(ipa.Areas, area).MeanCrosshair;
      const overview = { Performance: mean?.Performance ?? null, Importance: mean?.Importance ?? null };
      const cell = areaOf(sales.Areas, area);
      expect({ area, Performance: cell.Performance, Importance: cell.Importance }).toEqual({ area, ...overview });
      const point = areaOf(trend.Areas, area).Points.find((p) => p.InquiryId === id);
      if (point?.Performance !== undefined && point.Performance !== null)
        expect({ area, Performance: point.Performance, Importance: point.Importance }).toEqual({ area, ...overview });
    }
  });

  it('gives every item one quadrant: in its area, overall and in the PDF report', async () => {
    const ipa = await read<Ipa>(api.as('operator'), `/api/Insights/ImportancePerformance/${finished.id}`);
    expect(ipa.Items.length).toBeGreaterThan(0);
    for (const item of ipa.Items) {
      expect(item.Quadrant).not.toBeNull();
      expect({ item: item.Title, area: item.AreaQuadrant }).toEqual({ item: item.Title, area: item.Quadrant });
    }
    // An area's chart is drawn against the crosshair that decides the labels, and lists its own items of that list.
    for (const area of ipa.Areas) {
      expect(area.Crosshair).toEqual(ipa.Overall.Crosshair);
      const own = new Set(ipa.Items.filter((i) => i.Area === area.Area).map((i) => i.Key));
      expect(area.ConcentrateHere.map((c) => c.Key)).toEqual(
        ipa.Overall.ConcentrateHere.map((c) => c.Key).filter((k) => own.has(k)),
      );
    }

    const res = await api.as('operator').get(`/api/PDFReport/ExportData/${finished.id}`).expect(200);
    const pdf = await api
      .anonymous()
      .get(res.body.DocPath)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const lines = pdfText(pdf.body as Buffer).split('\n');
    // The report's item table: number, title, area, figures, N, Don't Know share and quadrant on one row.
    for (const [n, item] of ipa.Items.entries()) {
      const row = lines.find((l) => l.startsWith(`${n + 1}${item.Title}`) || l.startsWith(`${n + 1} ${item.Title}`));
      expect({ item: item.Title, row: row !== undefined }).toEqual({ item: item.Title, row: true });
      expect(row!.trimEnd().endsWith(item.Quadrant!)).toBe(true);
    }
  });
});
