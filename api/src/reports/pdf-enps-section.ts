import { interpolate, type Language, REPORT_CATALOGUES } from '@portal/contracts';
import type { EnpsDto, EnpsFigureDto } from '../insights/dto/enps-responses.dto';
import { MARGIN, sectionHeader } from './pdf-section-header';
import { FONT } from './report-fonts';

const SPLIT_FILL = { detractors: '#b3261e', passives: '#9e9e9e', promoters: '#1e7a3c' } as const;
const BAR_HEIGHT = 14;

/**
 * The eNPS page (docs/features/enps.md): per eNPS question the score with its 95% interval and N, and the split of
 * detractors, passives and promoters as one bar with each part's count and share in words beneath (the colours
 * repeat the words, never alone). Every figure is the eNPS read's, drawn as it comes; nothing when the inquiry
 * asks no eNPS question.
 */
export function enpsPage(doc: PDFKit.PDFDocument, e: EnpsDto, language: Language) {
  if (!e.Questions.length) return;
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).enps;
  const width = sectionHeader(doc, L.title, interpolate(L.method, { min: e.MinRespondents }));
  for (const q of e.Questions) {
    if (doc.y + 90 > doc.page.height - MARGIN) doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor('#000')
      .text(q.Title, MARGIN, doc.y + 16, { width });
    if (q.Score === null || q.Low === null || q.High === null) {
      doc
        .font(FONT.italic)
        .fontSize(9)
        .fillColor('#000')
        .text(interpolate(L.withheld, { min: e.MinRespondents }), MARGIN, doc.y + 4, { width });
      continue;
    }
    const one = (v: number) => v.toFixed(1);
    doc
      .font(FONT.bold)
      .fontSize(14)
      .fillColor('#000')
      .text(
        interpolate(L.score, { score: one(q.Score), low: one(q.Low), high: one(q.High), n: q.N }),
        MARGIN,
        doc.y + 4,
        {
          width,
        },
      );
    splitBar(doc, q, L, width);
  }
}

function splitBar(
  doc: PDFKit.PDFDocument,
  q: EnpsFigureDto,
  L: (typeof REPORT_CATALOGUES)['en']['enps'],
  width: number,
) {
  const parts = [
    { key: 'detractors', count: q.Detractors ?? 0 },
    { key: 'passives', count: q.Passives ?? 0 },
    { key: 'promoters', count: q.Promoters ?? 0 },
  ] as const;
  const y = doc.y + 6;
  let x = MARGIN;
  for (const p of parts) {
    const w = q.N ? (width * p.count) / q.N : 0;
    if (w > 0) doc.rect(x, y, w, BAR_HEIGHT).fill(SPLIT_FILL[p.key]);
    x += w;
  }
  const words = parts
    .map((p) =>
      interpolate(L.split, { label: L[p.key], count: p.count, percent: q.N ? Math.round((100 * p.count) / q.N) : 0 }),
    )
    .join(' · ');
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor('#000')
    .text(words, MARGIN, y + BAR_HEIGHT + 4, { width });
}
