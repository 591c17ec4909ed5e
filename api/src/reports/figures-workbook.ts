import ExcelJS from 'exceljs';
import type { ImportancePerformanceDto, IpaGroup } from '../insights/dto/insights-responses';
import { neutraliseFormula } from '../spreadsheets/spreadsheet-text';

/** One reported set of respondents as the reader sees it: everyone (attribute null) or one shown group. */
export interface FiguresView {
  attribute: string | null;
  group: string | null;
  /** Completed forms the figures are taken over. */
  forms: number | null;
  ipa: ImportancePerformanceDto;
}

type Cell = string | number | null;

export const AREA_COLUMNS = ['Attribute', 'Group', 'Forms', 'Scope', 'Performance', 'Importance', 'Gap', 'Note'];
export const QUESTION_COLUMNS = [
  'Attribute',
  'Group',
  'Forms',
  'No.',
  'Key',
  'Area',
  'Question',
  'Performance',
  'Importance',
  'Gap',
  'N',
  'Note',
];
const WIDTHS = { Question: 60, Group: 22, Attribute: 18, Scope: 14, Note: 22, Key: 8 } as Record<string, number>;

const text = (v: Cell) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/**
 * The figures a customer reader sees, as a workbook: per set of respondents (everyone, then each shown group), the
 * overall and area means (performance, importance, gap) and each question's means, gap and N. Built only from the
 * reader's own importance-performance reads, so what they withhold is a note here ("Not enough answers"), never a
 * number; a group the reader may not see is not in the views at all. No answer row is read.
 */
export async function figuresWorkbook(views: FiguresView[], notEnoughAnswers: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const areas = book.addWorksheet('Areas');
  const questions = book.addWorksheet('Questions');
  areas.columns = AREA_COLUMNS.map((header) => ({ header, width: WIDTHS[header] ?? 12 }));
  questions.columns = QUESTION_COLUMNS.map((header) => ({ header, width: WIDTHS[header] ?? 12 }));
  for (const v of views) {
    const who: Cell[] = [v.attribute ?? 'Everyone', v.group, v.forms];
    const note = (withheld: boolean) => (withheld ? notEnoughAnswers : null);
    // A gated read (too few forms for any figure) shows one line saying so, not empty figures.
    if (v.ipa.Gated || !v.ipa.Overall) {
      areas.addRow([...who, 'Overall', null, null, null, v.ipa.Message ?? notEnoughAnswers].map(text));
      continue;
    }
    const group = (scope: string, g: IpaGroup) =>
      g.Withheld
        ? [...who, scope, null, null, null, note(true)]
        : [...who, scope, g.MeanCrosshair?.Performance ?? null, g.MeanCrosshair?.Importance ?? null, g.MeanGap, null];
    areas.addRow(group('Overall', v.ipa.Overall).map(text));
    for (const a of v.ipa.Areas) areas.addRow(group(a.Area, a).map(text));
    v.ipa.Items.forEach((i, index) => {
      const figures: Cell[] = i.Withheld
        ? [null, null, null, null, note(true)]
        : [i.MeanPerformance, i.MeanImportance, i.Gap, i.N, null];
      questions.addRow([...who, index + 1, i.Key, i.Area, i.Title, ...figures].map(text));
    });
  }
  for (const sheet of [areas, questions]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
