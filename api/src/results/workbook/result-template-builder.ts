import ExcelJS from 'exceljs';
import type { InputLine } from '../result-inputs.service';
import { AreaColor, RESULT_SHEETS, SheetName } from './result-workbook-format';
import { neutraliseFormula } from './spreadsheet-text';

export interface TemplateContent {
  findings: { area: string; text: string }[];
  recommendations: { detail: string; levelOfFocus: number }[];
  inputs: InputLine[];
  advanceInsights: { area: string; text: string }[];
  roadmap: { step: number; title: string; briefDescription: string; detail: string }[];
  areaColors: { area: string; color: AreaColor }[];
}

const cell = (v: string | number) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/** Writes the result workbook of decisions.md §5 with one sheet per spec, header row first. */
export async function buildResultWorkbook(content: TemplateContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Diagnostic portal';
  workbook.created = new Date();
  const rows: Record<SheetName, (string | number)[][]> = {
    Findings: content.findings.map((f) => [f.area, f.text]),
    Recommendations: content.recommendations.map((r) => [r.detail, r.levelOfFocus]),
    Inputs: content.inputs.map((i) => [i.area, i.question, i.averageRating, i.averageValue, i.averageDifference]),
    AdvanceInsights: content.advanceInsights.map((a) => [a.area, a.text]),
    Roadmap: content.roadmap.map((s) => [s.step, s.title, s.briefDescription, s.detail]),
    AreaColors: content.areaColors.map((c) => [c.area, c.color]),
  };
  for (const spec of RESULT_SHEETS) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.kind === 'text' || c.kind === 'title' ? 60 : 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const values of rows[spec.name]) sheet.addRow(values.map(cell));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
