import { interpolate, type Language, REPORT_CATALOGUES } from '@portal/contracts';
import type { BenchmarkDto } from '../benchmarks/dto/benchmark-responses.dto';
import { FONT } from './report-fonts';
import { MARGIN, sectionHeader } from './pdf-section-header';

const mean = (v: number | null, ci: number[] | null) =>
  v === null ? '–' : `${v.toFixed(2)}${ci ? ` [${ci[0].toFixed(2)}–${ci[1].toFixed(2)}]` : ''}`;

/**
 * The Benchmark page (docs/features/rounds-and-benchmarks.md): per area and per question this organisation's mean performance, the benchmark
 * (mean of organisation means) with their 95% intervals, and the percentile; or why no benchmark is shown.
 */
export function benchmarkPage(
  doc: PDFKit.PDFDocument,
  b: BenchmarkDto,
  language: Language,
  areaName: (area: string) => string,
) {
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).benchmark;
  const width = sectionHeader(doc, L.title, L.method);
  if (!b.Shown) {
    const why = b.State === 'renewing' ? L.renewing : interpolate(L.notEnough, { min: b.MinOrgs, needed: b.Needed });
    doc
      .font(FONT.italic)
      .fontSize(10)
      .fillColor('#000')
      .text(why, MARGIN, doc.y + 12, { width });
    return;
  }
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor('#000')
    .text(interpolate(L.orgCount, { count: b.OrgCount }), MARGIN, doc.y + 10, { width });
  const labelWidth = 170;
  const cell = (width - labelWidth) / 3;
  const rows = [
    ...b.Areas.map((a) => ({ label: areaName(a.Area), item: a, bold: true })),
    ...b.Questions.map((q) => ({ label: q.Title, item: q, bold: false })),
  ];
  let y = doc.y + 10;
  const header = () => {
    doc.font(FONT.bold).fontSize(8).fillColor('#444');
    [L.ours, L.benchmark, L.percentile].forEach((h, i) =>
      doc.text(h, MARGIN + labelWidth + i * cell, y, { width: cell - 6, lineBreak: false }),
    );
    y += 12;
  };
  header();
  for (const r of rows) {
    if (y + 14 > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc
      .font(r.bold ? FONT.bold : FONT.regular)
      .fontSize(8)
      .fillColor('#000')
      .text(r.label, MARGIN, y, { width: labelWidth - 6, height: 11, ellipsis: true });
    doc.font(FONT.regular).fontSize(8);
    doc.text(mean(r.item.Value, r.item.Ci95), MARGIN + labelWidth, y, { width: cell - 6, lineBreak: false });
    doc.text(
      r.item.Benchmark === null ? L.tooFew : mean(r.item.Benchmark, r.item.BenchmarkCi95),
      MARGIN + labelWidth + cell,
      y,
      { width: cell - 6, lineBreak: false },
    );
    doc.text(
      r.item.Percentile === null ? '–' : String(Math.round(r.item.Percentile)),
      MARGIN + labelWidth + 2 * cell,
      y,
      { width: cell - 6, lineBreak: false },
    );
    y += 13;
  }
  doc.y = y;
}
