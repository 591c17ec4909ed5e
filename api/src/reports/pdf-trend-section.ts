import { interpolate, type Language, REPORT_CATALOGUES } from '@portal/contracts';
import type { TrendDto, TrendPoint } from '../trends/dto/trend-responses.dto';
import { FONT } from './report-fonts';
import { MARGIN, sectionHeader } from './pdf-section-header';

/** A mean with its 95% interval and N, or the dash when the round shows no figure. */
export const figure = (value: number | null, ci: number[] | null, n: number, dash: string) =>
  value === null ? dash : `${value.toFixed(2)}${ci ? ` [${ci[0].toFixed(2)}–${ci[1].toFixed(2)}]` : ''} (N ${n})`;

/**
 * The Trends page (docs/features/rounds-and-benchmarks.md): the rounds of the inquiry's series, then per area each round's mean performance and
 * importance with its 95% interval and N, and the change between the last two rounds with figures in words
 * (significant or not, Welch's t-test), so the page reads in black and white.
 */
export function trendPage(
  doc: PDFKit.PDFDocument,
  t: TrendDto,
  language: Language,
  areaName: (area: string) => string,
) {
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).trends;
  const width = sectionHeader(doc, L.title, L.method);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor('#000')
    .text(L.rounds, MARGIN, doc.y + 10, { width });
  t.Rounds.forEach((r, i) => {
    const n = r.N === null ? L.noFigures : interpolate(L.forms, { n: r.N });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor('#000')
      .text(`${i + 1}. ${r.Description} – ${n}`, MARGIN, doc.y + 2, { width });
  });
  if (!t.Enough) {
    doc
      .font(FONT.italic)
      .fontSize(10)
      .fillColor('#000')
      .text(interpolate(L.notEnough, { min: t.MinRespondents, count: t.RoundsWithFigures }), MARGIN, doc.y + 12, {
        width,
      });
    return;
  }
  const col = [MARGIN, MARGIN + 150, MARGIN + 150 + (width - 150) / 2];
  const colWidth = (width - 150) / 2 - 6;
  for (const area of t.Areas) {
    if (doc.y + 40 + 16 * area.Points.length > doc.page.height - MARGIN) doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor('#000')
      .text(areaName(area.Area), MARGIN, doc.y + 14, { width });
    let y = doc.y + 4;
    doc.font(FONT.bold).fontSize(8).fillColor('#444');
    doc.text(L.round, col[0], y, { width: 145, lineBreak: false });
    doc.text(L.performance, col[1], y, { width: colWidth, lineBreak: false });
    doc.text(L.importance, col[2], y, { width: colWidth, lineBreak: false });
    y += 12;
    area.Points.forEach((p: TrendPoint, i) => {
      doc.font(FONT.regular).fontSize(8).fillColor('#000');
      // Wrapped, never cut: rounds of one series often differ only at the end of their names.
      const name = `${i + 1}. ${t.Rounds[i]?.Description ?? ''}`;
      const rowHeight = Math.max(12, doc.heightOfString(name, { width: 145 }) + 1);
      if (y + rowHeight > doc.page.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(name, col[0], y, { width: 145 });
      doc.text(figure(p.Performance, p.Ci95.Performance, p.NPerformance, '–'), col[1], y, {
        width: colWidth,
        lineBreak: false,
      });
      doc.text(figure(p.Importance, p.Ci95.Importance, p.NImportance, '–'), col[2], y, {
        width: colWidth,
        lineBreak: false,
      });
      y += rowHeight;
    });
    const c = area.Change;
    const line = c
      ? `${c.Significant ? L.significant : L.notSignificant}: ${interpolate(L.change, { performance: signed(c.Performance), importance: signed(c.Importance) })}`
      : L.noChange;
    // The star marking a significant change is drawn: Noto Sans has no glyph for a star character.
    const indent = c?.Significant ? 12 : 0;
    if (c?.Significant) star(doc, MARGIN + 4.5, y + 8, 4.5);
    doc
      .font(c?.Significant ? FONT.bold : FONT.regular)
      .fontSize(9)
      .fillColor('#000')
      .text(line, MARGIN + indent, y + 2, { width: width - indent });
  }
}

/** A filled five-pointed star centred on (cx, cy) with outer radius r. */
function star(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number) {
  const points: [number, number][] = [];
  for (let k = 0; k < 10; k++) {
    const radius = k % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (k * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  doc
    .save()
    .polygon(...points)
    .fill('#000')
    .restore();
}

export const signed = (v: number | null) => (v === null ? '–' : v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2));
