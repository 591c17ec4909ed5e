import { areaColorOf, interpolate, type Language, REPORT_CATALOGUES, RESULT_AREAS } from '@portal/contracts';
import { FONT } from './report-fonts';

/** A heatmap by one attribute as the report shows it: the customer admin's view (hidden groups without figures). */
export interface HeatmapSection {
  by: string;
  minRespondents: number;
  overall: { n: number; areas: { area: string; performance: number | null }[] };
  groups: {
    value: string;
    noValue: boolean;
    n: number | null;
    hidden: boolean;
    areas: { area: string; performance: number | null }[];
    rolledUp?: boolean;
    members?: string[];
  }[];
}

const FILL: Record<string, string> = { green: '#2e7d32', blue: '#1565c0', yellow: '#f9a825', red: '#c62828' };
const MARGIN = 50;
/** Group columns per table; more groups continue in a second table below. */
const PER_TABLE = 6;

/**
 * The heatmap page (docs/features/segments.md): rows are the areas, columns Everyone and the groups, each cell the
 * area's mean performance coloured as the area colours are; a hidden group's column says so, with no figure.
 */
export function heatmapPage(
  doc: PDFKit.PDFDocument,
  h: HeatmapSection,
  language: Language,
  areaName: (area: string) => string,
) {
  const L = (REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en).heatmap;
  const width = doc.page.width - 2 * MARGIN;
  doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('#000')
    .text(interpolate(L.title, { by: h.by }), MARGIN, MARGIN, { width });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#444')
    .text(interpolate(L.method, { by: h.by, min: h.minRespondents }), MARGIN, doc.y + 4, { width });
  const columns = [
    { label: L.overall, n: h.overall.n as number | null, hidden: false, areas: h.overall.areas },
    ...h.groups.map((g) => ({ label: g.noValue ? L.noValue : g.value, n: g.n, hidden: g.hidden, areas: g.areas })),
  ];
  const labelWidth = 90;
  for (let start = 0; start < columns.length; start += PER_TABLE) {
    const part = columns.slice(start, start + PER_TABLE);
    const cell = (width - labelWidth) / PER_TABLE;
    if (doc.y + 40 + 26 * (RESULT_AREAS.length + 1) > doc.page.height - MARGIN) doc.addPage();
    let top = doc.y + 14;
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor('#000')
      .text(L.area, MARGIN, top + 8, { width: labelWidth - 6 });
    part.forEach((c, i) => {
      const x = MARGIN + labelWidth + i * cell;
      doc
        .font(FONT.bold)
        .fontSize(8)
        .fillColor('#000')
        .text(c.label, x + 2, top, { width: cell - 4, height: 20, ellipsis: true });
      doc
        .font(FONT.regular)
        .fontSize(7)
        .fillColor('#444')
        .text(c.hidden || c.n === null ? L.hidden : `${L.forms} ${c.n}`, x + 2, top + 11, {
          width: cell - 4,
          lineBreak: false,
        });
    });
    top += 26;
    for (const area of RESULT_AREAS) {
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor('#000')
        .text(areaName(area), MARGIN, top + 7, { width: labelWidth - 6 });
      part.forEach((c, i) => {
        const x = MARGIN + labelWidth + i * cell;
        const value = c.hidden ? null : (c.areas.find((a) => a.area === area)?.performance ?? null);
        const color = areaColorOf(value);
        doc.rect(x + 1, top + 1, cell - 2, 22).fill(color === null ? '#e0e0e0' : FILL[color]);
        const text = c.hidden ? L.hidden : value === null ? '–' : value.toFixed(2);
        doc
          .font(c.hidden ? FONT.italic : FONT.bold)
          .fontSize(9)
          .fillColor(value === null ? '#424242' : '#fff')
          .text(text, x + 2, top + 7, { width: cell - 4, align: 'center', lineBreak: false });
      });
      top += 24;
    }
    doc.y = top + 6;
  }
  // A rolled-up group's column is named Other: which values it counts together.
  for (const g of h.groups.filter((x) => x.rolledUp && x.members?.length)) {
    const members = g.members!.map((m) => (m === '' ? L.noValue : m)).join(' + ');
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#444')
      .text(`${g.value} = ${members}`, MARGIN, doc.y + 2, { width });
  }
}
