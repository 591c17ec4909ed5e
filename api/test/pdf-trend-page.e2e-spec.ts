import PDFDocument from 'pdfkit';
import { trendPage } from '../src/reports/pdf-trend-section';
import { REPORT_FONTS, registerReportFonts } from '../src/reports/report-fonts';
import type { TrendDto } from '../src/trends/dto/trend-responses.dto';
import { extractPdfText } from './support/pdf-text';

const SALES = 'Spring pulse 2026 – Organisational health check of the whole company – Sales';
const OPS = 'Spring pulse 2026 – Organisational health check of the whole company – Operations';

const point = (id: number, performance: number) => ({
  InquiryId: id,
  Performance: performance,
  Importance: 4,
  N: 6,
  NPerformance: 6,
  NImportance: 6,
  Ci95: { Performance: [performance - 0.5, performance + 0.5], Importance: [3.5, 4.5] },
});

const trend = {
  InquiryId: 2,
  Enough: true,
  RoundsWithFigures: 2,
  MinRespondents: 5,
  Message: null,
  Rounds: [
    { InquiryId: 1, Description: SALES, ClosedAt: '2026-04-01T00:00:00.000Z', N: 6, HasFigures: true },
    { InquiryId: 2, Description: OPS, ClosedAt: '2026-05-01T00:00:00.000Z', N: 6, HasFigures: true },
  ],
  Areas: [
    {
      Area: 'Culture',
      Points: [point(1, 2.5), point(2, 4)],
      Change: {
        Performance: 1.5,
        Importance: 0,
        Significant: true,
        PerformanceSignificant: true,
        ImportanceSignificant: false,
        PerformanceP: 0.01,
        ImportanceP: 1,
        FromInquiryId: 1,
        ToInquiryId: 2,
      },
    },
  ],
  Questions: [],
} as unknown as TrendDto;

// pdfkit's own font reader (a dependency of pdfkit, without types of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- fontkit ships no ES module types
const fontkit = require('fontkit') as { openSync(path: string): { hasGlyphForCodePoint(c: number): boolean } };

/** Every string the page draws: pdf.js reads a glyph the font lacks back as nothing, so the text alone cannot show it. */
const drawn: string[] = [];

function render(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: REPORT_FONTS.regular });
  registerReportFonts(doc);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((...args: unknown[]) => {
    drawn.push(String(args[0]));
    return text(...args);
  }) as typeof doc.text;
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  trendPage(doc, trend, 'en', (a) => a);
  doc.end();
  return done;
}

describe('PDF report: the Trends page', () => {
  let text: string;
  beforeAll(async () => {
    text = extractPdfText(await render()).replace(/\s+/g, ' ');
  });

  it('draws only characters the embedded font has (no missing-glyph box before "Significant change")', () => {
    expect(text).toContain('Significant change: performance');
    const fonts = [REPORT_FONTS.regular, REPORT_FONTS.bold].map((f) => fontkit.openSync(f));
    const missing = [...new Set(drawn.join(''))].filter(
      (ch) => !fonts.every((f) => f.hasGlyphForCodePoint(ch.codePointAt(0)!)),
    );
    expect(missing).toEqual([]);
  });

  it('prints each round name whole in every area table, so rounds that differ at the end stay distinguishable', () => {
    // Once in the list of rounds, once in the Culture table.
    expect(text.split(`1. ${SALES}`).length - 1).toBe(2);
    expect(text.split(`2. ${OPS}`).length - 1).toBe(2);
  });
});
