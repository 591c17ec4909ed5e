import PDFDocument from 'pdfkit';
import { type Language, RESULT_AREAS, SCALE_MAX, SCALE_MIN } from '@portal/contracts';
import type { AreaColorLine, InputLine } from '../results/result-inputs.service';
import { FONT, REPORT_FONTS, registerReportFonts } from './report-fonts';
import { ReportLabels, reportLabels } from './report-labels';
import { HeatmapSection, heatmapPage } from './pdf-heatmap-section';
import { trendPage } from './pdf-trend-section';
import { ActionsSection, actionsPage } from './pdf-actions-section';
import { benchmarkPage } from './pdf-benchmark-section';
import { enpsPage } from './pdf-enps-section';
import type { EnpsDto } from '../insights/dto/enps-responses.dto';
import type { TrendDto } from '../trends/dto/trend-responses.dto';
import type { BenchmarkDto } from '../benchmarks/dto/benchmark-responses.dto';
import { CommentsSection, commentsPage } from './pdf-comments-section';
import { CustomerCommentsSection, customerCommentsPage } from './pdf-customer-comments-section';

export interface ReportContent {
  inquiryName: string;
  inquiryType: string;
  customerName: string;
  generatedAt: Date;
  areaColors: AreaColorLine[];
  findings: { area: string; text: string }[];
  recommendations: { detail: string; levelOfFocus: number }[];
  inputs: InputLine[];
  advanceInsights: { area: string; text: string }[];
  roadmap: { step: number; title: string; briefDescription: string; detail: string }[];
  /** Importance-performance analysis of the whole inquiry; omitted = no chart page. */
  ipa?: IpaChart;
  /** The heatmap by one attribute of the respondents; omitted = no heatmap page. */
  heatmap?: HeatmapSection;
  /** The top themes of the open questions' comments; omitted = no comments page. */
  comments?: CommentsSection;
  /** The comments a customer reader may read (themes and the comments themselves); omitted = no such page. */
  customerComments?: CustomerCommentsSection;
  /** The eNPS read of the inquiry; omitted (or no eNPS question) = no page. */
  enps?: EnpsDto;
  /** Trends across the series' rounds and the benchmark; omitted = no page. */
  trend?: TrendDto;
  benchmark?: BenchmarkDto;
  /** The previous round's actions and whether they worked; omitted = no page (no actions, or a reader who may not see them). */
  actions?: ActionsSection;
  /** The reader's language: the content above comes in it already; the fixed labels follow it. */
  language?: Language;
}

export interface IpaChart {
  convention: 'mean' | 'midpoint';
  /** The crosshair in use; null when no item has both means. */
  crosshair: { performance: number; importance: number } | null;
  items: {
    title: string;
    area: string;
    performance: number | null;
    importance: number | null;
    gap: number | null;
    n: number;
    dkShare: number | null;
    dkFlagged: boolean;
    quadrant: string | null;
    /** Withheld from the reader: printed as "Not enough answers", never a figure. */
    withheld?: boolean;
  }[];
  /** Titles of the "Concentrate here" items, ranked by gap. */
  concentrateHere: { title: string; area: string; gap: number | null }[];
}

const AREA_DOT: Record<string, string> = {
  Culture: '#6a1b9a',
  People: '#00838f',
  Process: '#ef6c00',
  Structure: '#2e7d32',
};
const QUADRANT_FILL = { concentrate: '#fdecea', keep: '#e8f5e9', low: '#f5f5f5', overkill: '#fff8e1' };
const fmt = (v: number | null, digits = 2) => (v === null ? '-' : v.toFixed(digits));

const FILL: Record<string, string> = { green: '#2e7d32', blue: '#1565c0', yellow: '#f9a825', red: '#c62828' };
const STEP_COLORS = ['#00695c', '#6a1b9a', '#ef6c00'];
/** The rating scale's span: bars and ticks run from SCALE_MIN to SCALE_MAX. */
const SPAN = SCALE_MAX - SCALE_MIN;
const RATING_BAR = '#37474f';
const VALUE_BAR = '#90a4ae';
const MARGIN = 50;

/**
 * The insights report of one inquiry as a PDF (decisions.md §5): overview colours,
 * findings, scenarios, input charts drawn as vector bars, advance insights and roadmap.
 */
export function buildPdfReport(c: ReportContent): Promise<Buffer> {
  const L: ReportLabels = reportLabels(c.language ?? 'en');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REPORT_FONTS.regular,
    info: { Title: L.documentTitle(c.inquiryName), Author: 'Diagnostic portal', Subject: c.inquiryType },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    // Room for the heading and the first lines under it: a heading never ends a page alone.
    ensure(110);
    doc.moveDown(0.8).font(FONT.bold).fontSize(16).fillColor('#000').text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const subheading = (text: string) => {
    ensure(40);
    doc.moveDown(0.4).font(FONT.bold).fontSize(12).fillColor('#333').text(text, MARGIN, doc.y, { width });
  };
  const paragraph = (text: string, indent = 0) => {
    ensure(20);
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor('#000')
      .text(text, MARGIN + indent, doc.y, { width: width - indent });
  };
  const none = () => paragraph(L.noData);

  // Title block
  doc.font(FONT.regular).fontSize(10).fillColor('#666').text(L.reportTitle, MARGIN, MARGIN, { width });
  doc.font(FONT.bold).fontSize(22).fillColor('#000').text(c.inquiryName, { width });
  doc.font(FONT.regular).fontSize(12).fillColor('#333').text(L.inquiryType(c.inquiryType), { width });
  doc.text(L.organisation(c.customerName), { width });
  doc
    .fontSize(9)
    .fillColor('#666')
    .text(L.generated(c.generatedAt.toISOString().slice(0, 16).replace('T', ' ')), { width });

  // Overview: one coloured tile per area
  heading(L.overview);
  const tileWidth = (width - 3 * 10) / 4;
  const tileTop = doc.y;
  RESULT_AREAS.forEach((area, i) => {
    const color = c.areaColors.find((a) => a.Area === area)?.Color;
    const x = MARGIN + i * (tileWidth + 10);
    doc.rect(x, tileTop, tileWidth, 50).fill(color ? FILL[color] : '#bdbdbd');
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor('#fff')
      .text(L.area(area), x + 8, tileTop + 10, { width: tileWidth - 16 });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(color ? L.colorLegend[color as keyof ReportLabels['colorLegend']] : L.noColor, x + 8, tileTop + 28, {
        width: tileWidth - 16,
      });
  });
  doc.y = tileTop + 60;
  doc.font(FONT.regular).fontSize(8).fillColor('#444').text(L.colorKey, MARGIN, doc.y, { width });

  heading(L.findings);
  if (!c.findings.length) none();
  for (const area of RESULT_AREAS) {
    const items = c.findings.filter((f) => f.area === area);
    if (!items.length) continue;
    subheading(L.area(area));
    for (const f of items) paragraph(`• ${f.text}`, 10);
  }

  heading(L.scenarios);
  if (!c.recommendations.length) none();
  for (const r of c.recommendations) {
    ensure(40);
    paragraph(r.detail);
    const y = doc.y + 3;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#444')
      .text(L.levelOfFocus(r.levelOfFocus), MARGIN, y, { width: 100 });
    for (let i = 0; i < 5; i++)
      doc.rect(MARGIN + 105 + i * 22, y, 20, 8).fill(i < r.levelOfFocus ? '#1565c0' : '#e0e0e0');
    doc.y = y + 16;
  }

  heading(L.inputs);
  doc.font(FONT.regular).fontSize(8).fillColor('#444').text(L.inputsKey, MARGIN, doc.y, { width });
  if (!c.inputs.length) none();
  const labelWidth = 200;
  const barMax = width - labelWidth - 40;
  for (const area of RESULT_AREAS) {
    const items = c.inputs.filter((l) => l.area === area);
    if (!items.length) continue;
    subheading(L.area(area));
    for (const l of items) {
      doc.font(FONT.regular).fontSize(8);
      const labelHeight = doc.heightOfString(l.question, { width: labelWidth - 8 });
      const rowHeight = Math.max(labelHeight, 22) + 6;
      ensure(rowHeight);
      const y = doc.y;
      doc.fillColor('#000').text(l.question, MARGIN, y, { width: labelWidth - 8 });
      const x = MARGIN + labelWidth;
      // Bars start at the scale's 1, not at 0. A mean of only Don't Know answers does not exist: no bar and a dash, never 0.00.
      const bar = (mean: number | null, top: number, color: string) => {
        const length =
          mean === null ? 0 : (barMax * (Math.min(SCALE_MAX, Math.max(SCALE_MIN, mean)) - SCALE_MIN)) / SPAN;
        if (mean !== null) doc.rect(x, top, Math.max(length, 0.8), 9).fill(color);
        doc
          .fillColor('#000')
          .fontSize(7)
          .text(mean === null ? '–' : mean.toFixed(2), x + length + 3, top + 1, { lineBreak: false });
      };
      if (l.withheld) {
        doc
          .fillColor('#757575')
          .fontSize(8)
          .text(L.notEnoughAnswers, x, y + 5, { lineBreak: false });
      } else {
        bar(l.averageRating, y, RATING_BAR);
        bar(l.averageValue, y + 11, VALUE_BAR);
      }
      // Scale ticks 1..5 under the bars, numbered under the area's last row.
      const last = l === items[items.length - 1];
      for (let t = SCALE_MIN; t <= SCALE_MAX; t++) {
        const tx = x + (barMax * (t - SCALE_MIN)) / SPAN;
        doc
          .moveTo(tx, y + 21)
          .lineTo(tx, y + 23)
          .lineWidth(0.5)
          .stroke('#9e9e9e');
        if (last)
          doc
            .fillColor('#757575')
            .fontSize(6)
            .text(String(t), tx - 1.5, y + 24, { lineBreak: false });
      }
      doc.y = y + rowHeight + (last ? 6 : 0);
    }
  }

  if (c.ipa) ipaPage(doc, c.ipa, width, L);
  if (c.heatmap) heatmapPage(doc, c.heatmap, c.language ?? 'en', L.area);
  if (c.comments) commentsPage(doc, c.comments, c.language ?? 'en');
  if (c.customerComments) customerCommentsPage(doc, c.customerComments, c.language ?? 'en');
  if (c.enps) enpsPage(doc, c.enps, c.language ?? 'en');
  if (c.trend) trendPage(doc, c.trend, c.language ?? 'en', L.area);
  if (c.actions) actionsPage(doc, c.actions, c.language ?? 'en', L.area);
  if (c.benchmark) benchmarkPage(doc, c.benchmark, c.language ?? 'en', L.area);

  heading(L.advanceInsights);
  if (!c.advanceInsights.length) none();
  for (const area of RESULT_AREAS) {
    const items = c.advanceInsights.filter((a) => a.area === area);
    if (!items.length) continue;
    subheading(L.area(area));
    for (const a of items) paragraph(`• ${a.text}`, 10);
  }

  heading(L.roadmap);
  if (!c.roadmap.length) none();
  for (const s of c.roadmap) {
    ensure(80);
    const top = doc.y;
    doc.rect(MARGIN, top, 6, 14).fill(STEP_COLORS[(s.step - 1) % 3]);
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(STEP_COLORS[(s.step - 1) % 3])
      .text(L.step(s.step, s.title), MARGIN + 12, top, { width: width - 12 });
    doc
      .font(FONT.italic)
      .fontSize(10)
      .fillColor('#000')
      .text(s.briefDescription, MARGIN + 12, doc.y + 2, { width: width - 12 });
    for (const line of s.detail.split(/\r?\n/).filter((x) => x.trim())) paragraph(`• ${line.trim()}`, 20);
    doc.moveDown(0.6);
  }

  doc.end();
  return done;
}

/**
 * The importance-performance chart on its own page: a vector scatter (performance on x, importance
 * on y, both 1-5) with the four quadrants split at the crosshair, the midpoint 3 as a dashed
 * reference line, numbered dots coloured by area, and the numbered item table below.
 */
function ipaPage(doc: PDFKit.PDFDocument, ipa: IpaChart, width: number, labels: ReportLabels) {
  const { ipa: L, area, noData } = labels;
  doc.addPage();
  doc.font(FONT.bold).fontSize(16).fillColor('#000').text(L.title, MARGIN, MARGIN, { width });
  const crosshair = ipa.crosshair
    ? { performance: ipa.crosshair.performance.toFixed(2), importance: ipa.crosshair.importance.toFixed(2) }
    : null;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#444')
    .text(L.method(ipa.convention, crosshair), MARGIN, doc.y + 4, { width });
  const plotted = ipa.items.filter((i) => i.performance !== null && i.importance !== null);
  // Without a crosshair (no item with both means, or a reader to whom Overall is withheld) there is no chart; the
  // items shown still get their table.
  if (!plotted.length || !ipa.crosshair) {
    doc.moveDown(0.5).font(FONT.regular).fontSize(10).fillColor('#000').text(noData, MARGIN, doc.y, { width });
    if (ipa.items.length) {
      doc.y += 10;
      itemTable(doc, ipa, width, labels);
    }
    return;
  }
  const size = 300;
  const left = MARGIN + 40;
  const top = doc.y + 16;
  const x = (v: number) => left + ((v - 1) / 4) * size;
  const y = (v: number) => top + size - ((v - 1) / 4) * size;
  const cx = x(Math.min(5, Math.max(1, ipa.crosshair.performance)));
  const cy = y(Math.min(5, Math.max(1, ipa.crosshair.importance)));
  // Quadrants: high importance is up, high performance is right.
  doc.rect(left, top, cx - left, cy - top).fill(QUADRANT_FILL.concentrate);
  doc.rect(cx, top, left + size - cx, cy - top).fill(QUADRANT_FILL.keep);
  doc.rect(left, cy, cx - left, top + size - cy).fill(QUADRANT_FILL.low);
  doc.rect(cx, cy, left + size - cx, top + size - cy).fill(QUADRANT_FILL.overkill);
  doc.font(FONT.bold).fontSize(7).fillColor('#8e2b22');
  const Q = L.quadrants;
  doc.text(Q.concentrate, left + 4, top + 4, { lineBreak: false });
  doc.fillColor('#1b5e20').text(Q.keep, left + size - 4 - doc.widthOfString(Q.keep), top + 4, { lineBreak: false });
  doc.fillColor('#555').text(Q.low, left + 4, top + size - 12, { lineBreak: false });
  doc
    .fillColor('#8d6e00')
    .text(Q.overkill, left + size - 4 - doc.widthOfString(Q.overkill), top + size - 12, { lineBreak: false });
  // Frame, grid ticks and axis labels.
  doc.lineWidth(0.7).rect(left, top, size, size).stroke('#616161');
  doc.font(FONT.regular).fontSize(7).fillColor('#444');
  for (let t = 1; t <= 5; t++) {
    doc
      .moveTo(x(t), top + size)
      .lineTo(x(t), top + size + 3)
      .lineWidth(0.5)
      .stroke('#616161');
    doc
      .moveTo(left - 3, y(t))
      .lineTo(left, y(t))
      .lineWidth(0.5)
      .stroke('#616161');
    doc.fillColor('#444').text(String(t), x(t) - 2, top + size + 5, { lineBreak: false });
    doc.text(String(t), left - 10, y(t) - 3, { lineBreak: false });
  }
  doc.fontSize(8).text(L.performanceAxis, left, top + size + 16, { width: size, align: 'center' });
  doc
    .save()
    .rotate(-90, { origin: [left - 26, top + size / 2] })
    .text(L.importanceAxis, left - 26 - size / 2, top + size / 2 - 4, { width: size, align: 'center' })
    .restore();
  // Midpoint reference lines (dashed) and the crosshair (solid).
  doc.save().dash(3, { space: 3 }).lineWidth(0.6).strokeColor('#9e9e9e');
  doc
    .moveTo(x(3), top)
    .lineTo(x(3), top + size)
    .stroke();
  doc
    .moveTo(left, y(3))
    .lineTo(left + size, y(3))
    .stroke();
  doc.undash().restore();
  doc.lineWidth(1).strokeColor('#212121');
  doc
    .moveTo(cx, top)
    .lineTo(cx, top + size)
    .stroke();
  doc
    .moveTo(left, cy)
    .lineTo(left + size, cy)
    .stroke();
  // Numbered dots.
  const numbered = ipa.items.map((item, i) => ({ item, no: i + 1 }));
  for (const { item, no } of numbered) {
    if (item.performance === null || item.importance === null) continue;
    const px = x(Math.min(5, Math.max(1, item.performance)));
    const py = y(Math.min(5, Math.max(1, item.importance)));
    doc.circle(px, py, 3.2).fill(AREA_DOT[item.area] ?? '#000');
    doc
      .font(FONT.regular)
      .fontSize(6.5)
      .fillColor('#000')
      .text(String(no), px + 4, py - 3, { lineBreak: false });
  }
  // Area legend beside the plot.
  let ly = top;
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor('#000')
    .text(L.areas, left + size + 20, ly, { lineBreak: false });
  for (const [name, color] of Object.entries(AREA_DOT)) {
    ly += 13;
    doc.circle(left + size + 24, ly + 3, 3).fill(color);
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#000')
      .text(area(name), left + size + 32, ly, { lineBreak: false });
  }
  if (ipa.concentrateHere.length) {
    ly += 24;
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor('#8e2b22')
      .text(L.concentrateByGap, left + size + 20, ly, { width: width - size - 60 });
    ipa.concentrateHere.forEach((c, i) => {
      doc
        .font(FONT.regular)
        .fontSize(7.5)
        .fillColor('#000')
        .text(L.concentrateItem(i + 1, c.title, c.area, fmt(c.gap)), left + size + 20, doc.y + 2, {
          width: width - size - 60,
        });
    });
  }
  doc.y = top + size + 34;
  itemTable(doc, ipa, width, labels);
}

/** The numbered item table under the chart: one row per item, its figures or "Not enough answers". */
function itemTable(doc: PDFKit.PDFDocument, ipa: IpaChart, width: number, labels: ReportLabels) {
  const { ipa: L, area, notEnoughAnswers } = labels;
  const numbered = ipa.items.map((item, i) => ({ item, no: i + 1 }));
  const cols = [18, 170, 56, 40, 40, 36, 24, 36, 95];
  const headers = L.columns;
  const row = (values: string[], bold: boolean, color = '#000') => {
    if (doc.y + 14 > doc.page.height - MARGIN) doc.addPage();
    const rowTop = doc.y;
    let cxx = MARGIN;
    let h = 0;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(7.5);
    values.forEach((v, i) => {
      doc.fillColor(i === 7 && color !== '#000' ? color : '#000').text(v, cxx, rowTop, { width: cols[i] - 4 });
      h = Math.max(h, doc.y - rowTop);
      cxx += cols[i];
    });
    doc.y = rowTop + h + 2;
  };
  row(headers, true);
  for (const { item, no } of numbered) {
    if (item.withheld) {
      row([String(no), item.title, area(item.area), '-', '-', '-', '-', '-', notEnoughAnswers], false);
      continue;
    }
    row(
      [
        String(no),
        item.title,
        area(item.area),
        fmt(item.performance),
        fmt(item.importance),
        fmt(item.gap),
        String(item.n),
        item.dkShare === null ? '-' : `${Math.round(item.dkShare * 100)}%${item.dkFlagged ? ' !' : ''}`,
        item.quadrant ? L.quadrant(item.quadrant) : '-',
      ],
      false,
      item.dkFlagged ? '#c62828' : '#000',
    );
  }
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor('#444')
    .text(L.dkKey, MARGIN, doc.y + 4, { width });
}
