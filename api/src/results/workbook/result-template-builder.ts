import ExcelJS from 'exceljs';
import type { InputLine } from '../result-inputs.service';
import {
  ABOUT_COMPLETED_FORMS,
  ABOUT_INQUIRY,
  ABOUT_SHEET,
  AreaColor,
  ComputedFrom,
  RESULT_SHEETS,
  SheetName,
} from './result-workbook-format';
import { neutraliseFormula } from '../../spreadsheets/spreadsheet-text';

export interface TemplateContent {
  findings: { area: string; text: string }[];
  /** levelOfFocus is a starting value; note (optional) explains it in an extra column the reader ignores. */
  recommendations: { detail: string; levelOfFocus: number; note?: string }[];
  inputs: InputLine[];
  advanceInsights: { area: string; text: string }[];
  roadmap: { step: number; title: string; briefDescription: string; detail: string }[];
  areaColors: { area: string; color: AreaColor }[];
  computedFrom: ComputedFrom;
  /** Forms of the figures the customer admin will see once published (what Inputs, colours and focus come from); null below the floor. */
  customerForms: number | null;
  minRespondents: number;
}

/** Header of the Recommendations sheet's note column (suggested level of focus). */
const NOTE_HEADER = 'SuggestedFocusNote';

const cell = (v: string | number | null) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/** Writes the result workbook of decisions.md §5 with one sheet per spec, header row first. */
export async function buildResultWorkbook(content: TemplateContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Diagnostic portal';
  workbook.created = new Date();
  const rows: Record<SheetName, (string | number | null)[][]> = {
    Findings: content.findings.map((f) => [f.area, f.text]),
    Recommendations: content.recommendations.map((r) => [r.detail, r.levelOfFocus]),
    Inputs: content.inputs.map((i) => [i.area, i.question, i.averageRating, i.averageValue, i.averageDifference]),
    AdvanceInsights: content.advanceInsights.map((a) => [a.area, a.text]),
    Roadmap: content.roadmap.map((s) => [s.step, s.title, s.briefDescription, s.detail]),
    AreaColors: content.areaColors.map((c) => [c.area, c.color]),
  };
  for (const spec of RESULT_SHEETS) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.kind === 'text' || c.kind === 'title' ? 60 : 18,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const values of rows[spec.name]) sheet.addRow(values.map(cell));
    if (spec.name === 'Recommendations' && content.recommendations.some((r) => r.note)) {
      // An explanatory column beside LevelOfFocus; not a column of the format, so uploads ignore it.
      const col = spec.columns.length + 1;
      sheet.getColumn(col).width = 90;
      sheet.getRow(1).getCell(col).value = NOTE_HEADER;
      content.recommendations.forEach((r, i) => (sheet.getRow(i + 2).getCell(col).value = cell(r.note ?? '')));
    }
  }
  // Uploads compare this with the forms completed by then: inputs of fewer forms beside figures of
  // more would let the difference of the two reveal one respondent's ratings.
  const about = workbook.addWorksheet(ABOUT_SHEET);
  about.columns = [{ width: 40 }, { width: 18 }];
  about.addRow([ABOUT_INQUIRY, content.computedFrom.inquiryId]);
  about.addRow([ABOUT_COMPLETED_FORMS, content.computedFrom.completedForms]);
  about.addRow([
    'Download the template again when more forms are completed: an upload whose Inputs were computed from another number of forms is refused.',
  ]);
  // Why Inputs, AreaColors and the suggested focus may be empty: they hold only what the customer admin may see.
  about.addRow([
    content.customerForms === null
      ? `Inputs, area colours and suggested levels of focus are left empty: the customer admin sees no figures below ${content.minRespondents} completed forms, and an area colour cannot be uploaded for them.`
      : `Inputs, area colours and suggested levels of focus come from the ${content.customerForms} completed forms the customer admin will see; a question with fewer than ${content.minRespondents} answers other than Don't Know is left blank, and its area gets no colour (an upload refuses one).`,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
