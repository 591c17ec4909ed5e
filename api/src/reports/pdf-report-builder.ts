import PDFDocument from 'pdfkit';
import { RESULT_AREAS } from '../common/domain/areas';
import type { AreaColorLine, InputLine } from '../results/result-inputs.service';

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
}

const FILL: Record<string, string> = { green: '#2e7d32', blue: '#1565c0', yellow: '#f9a825', red: '#c62828' };
const LEGEND: Record<string, string> = { green: 'Strength', blue: 'Progressing', yellow: 'Needs attention', red: 'Vulnerability' };
const STEP_COLORS = ['#00695c', '#6a1b9a', '#ef6c00'];
const RATING_BAR = '#37474f';
const VALUE_BAR = '#90a4ae';
const MARGIN = 50;

/**
 * The insights report of one inquiry as a PDF (decisions.md §5): overview colours,
 * findings, scenarios, input charts drawn as vector bars, advance insights and roadmap.
 */
export function buildPdfReport(c: ReportContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Insights report: ${c.inquiryName}`, Author: 'Diagnostic portal', Subject: c.inquiryType } });
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
    ensure(60);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(16).fillColor('#000').text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const subheading = (text: string) => {
    ensure(40);
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#333').text(text, MARGIN, doc.y, { width });
  };
  const paragraph = (text: string, indent = 0) => {
    ensure(20);
    doc.font('Helvetica').fontSize(10).fillColor('#000').text(text, MARGIN + indent, doc.y, { width: width - indent });
  };
  const none = () => paragraph('No data available currently.');

  // Title block
  doc.font('Helvetica').fontSize(10).fillColor('#666').text('Insights report', MARGIN, MARGIN, { width });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#000').text(c.inquiryName, { width });
  doc.font('Helvetica').fontSize(12).fillColor('#333').text(`Inquiry type: ${c.inquiryType}`, { width });
  doc.text(`Organisation: ${c.customerName}`, { width });
  doc.fontSize(9).fillColor('#666').text(`Generated ${c.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, { width });

  // Overview: one coloured tile per area
  heading('Overview');
  const tileWidth = (width - 3 * 10) / 4;
  const tileTop = doc.y;
  RESULT_AREAS.forEach((area, i) => {
    const color = c.areaColors.find((a) => a.Area === area)?.Color;
    const x = MARGIN + i * (tileWidth + 10);
    doc.rect(x, tileTop, tileWidth, 50).fill(color ? FILL[color] : '#bdbdbd');
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#fff').text(area, x + 8, tileTop + 10, { width: tileWidth - 16 });
    doc.font('Helvetica').fontSize(9).text(color ? LEGEND[color] : 'No data', x + 8, tileTop + 28, { width: tileWidth - 16 });
  });
  doc.y = tileTop + 60;
  doc.font('Helvetica').fontSize(8).fillColor('#444').text('Green = Strength · Blue = Progressing · Yellow = Needs attention · Red = Vulnerability', MARGIN, doc.y, { width });

  heading('Findings');
  if (!c.findings.length) none();
  for (const area of RESULT_AREAS) {
    const items = c.findings.filter((f) => f.area === area);
    if (!items.length) continue;
    subheading(area);
    for (const f of items) paragraph(`• ${f.text}`, 10);
  }

  heading('Scenarios');
  if (!c.recommendations.length) none();
  for (const r of c.recommendations) {
    ensure(40);
    paragraph(r.detail);
    const y = doc.y + 3;
    doc.font('Helvetica').fontSize(8).fillColor('#444').text(`Level of focus ${r.levelOfFocus} of 5`, MARGIN, y, { width: 100 });
    for (let i = 0; i < 5; i++) doc.rect(MARGIN + 105 + i * 22, y, 20, 8).fill(i < r.levelOfFocus ? '#1565c0' : '#e0e0e0');
    doc.y = y + 16;
  }

  heading('Inputs');
  doc.font('Helvetica').fontSize(8).fillColor('#444').text('Dark bar: average rating (performance). Light bar: average value (importance). Scale 0 to 5; Don\'t Know answers excluded.', MARGIN, doc.y, { width });
  if (!c.inputs.length) none();
  const labelWidth = 200;
  const barMax = width - labelWidth - 40;
  for (const area of RESULT_AREAS) {
    const items = c.inputs.filter((l) => l.area === area);
    if (!items.length) continue;
    subheading(area);
    for (const l of items) {
      doc.font('Helvetica').fontSize(8);
      const labelHeight = doc.heightOfString(l.question, { width: labelWidth - 8 });
      const rowHeight = Math.max(labelHeight, 22) + 6;
      ensure(rowHeight);
      const y = doc.y;
      doc.fillColor('#000').text(l.question, MARGIN, y, { width: labelWidth - 8 });
      const x = MARGIN + labelWidth;
      doc.rect(x, y, (barMax * l.averageRating) / 5, 9).fill(RATING_BAR);
      doc.rect(x, y + 11, (barMax * l.averageValue) / 5, 9).fill(VALUE_BAR);
      doc.fillColor('#000').fontSize(7);
      doc.text(l.averageRating.toFixed(2), x + (barMax * l.averageRating) / 5 + 3, y + 1, { lineBreak: false });
      doc.text(l.averageValue.toFixed(2), x + (barMax * l.averageValue) / 5 + 3, y + 12, { lineBreak: false });
      // Scale ticks 0..5 behind the bars
      for (let t = 0; t <= 5; t++) doc.moveTo(x + (barMax * t) / 5, y + 21).lineTo(x + (barMax * t) / 5, y + 23).lineWidth(0.5).stroke('#9e9e9e');
      doc.y = y + rowHeight;
    }
  }

  heading('Advance insights');
  if (!c.advanceInsights.length) none();
  for (const area of RESULT_AREAS) {
    const items = c.advanceInsights.filter((a) => a.area === area);
    if (!items.length) continue;
    subheading(area);
    for (const a of items) paragraph(`• ${a.text}`, 10);
  }

  heading('Roadmap');
  if (!c.roadmap.length) none();
  for (const s of c.roadmap) {
    ensure(80);
    const top = doc.y;
    doc.rect(MARGIN, top, 6, 14).fill(STEP_COLORS[(s.step - 1) % 3]);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(STEP_COLORS[(s.step - 1) % 3]).text(`Step ${s.step}: ${s.title}`, MARGIN + 12, top, { width: width - 12 });
    doc.font('Helvetica-Oblique').fontSize(10).fillColor('#000').text(s.briefDescription, MARGIN + 12, doc.y + 2, { width: width - 12 });
    for (const line of s.detail.split(/\r?\n/).filter((x) => x.trim())) paragraph(`• ${line.trim()}`, 20);
    doc.moveDown(0.6);
  }

  doc.end();
  return done;
}
