import { loadExcelJs } from '../spreadsheets/load-exceljs';
import { type Language, REPORT_CATALOGUES } from '@portal/contracts';
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
type Column = keyof (typeof REPORT_CATALOGUES)['en']['figures']['columns'];

export const AREA_COLUMNS: Column[] = [
  'attribute',
  'group',
  'forms',
  'scope',
  'performance',
  'importance',
  'gap',
  'note',
];
export const QUESTION_COLUMNS: Column[] = [
  'attribute',
  'group',
  'forms',
  'no',
  'key',
  'area',
  'question',
  'performance',
  'importance',
  'gap',
  'n',
  'note',
];
const WIDTHS: Partial<Record<Column, number>> = { question: 60, group: 22, attribute: 18, scope: 14, note: 22, key: 8 };

const text = (v: Cell) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/**
 * The figures a customer reader sees, as a workbook in the reader's language (sheet names, headers, areas and notes
 * from the report catalogue; attributes, groups and question titles as the reader's reads give them): per set of
 * respondents (everyone, then each shown group), the overall and area means (performance, importance, gap) and each
 * question's means, gap and N. Built only from the reader's own importance-performance reads, so what they withhold
 * is a note here ("Not enough answers"), never a number; a group the reader may not see is not in the views at all.
 * No answer row is read.
 */
export async function figuresWorkbook(views: FiguresView[], language: Language): Promise<Buffer> {
  const catalogue = REPORT_CATALOGUES[language] ?? REPORT_CATALOGUES.en;
  const L = catalogue.figures;
  const notEnoughAnswers = catalogue.notEnoughAnswers;
  const area = (name: string) => (catalogue.areas as Record<string, string>)[name] ?? name;
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const areas = book.addWorksheet(L.sheets.areas);
  const questions = book.addWorksheet(L.sheets.questions);
  const columns = (list: Column[]) => list.map((c) => ({ header: L.columns[c], width: WIDTHS[c] ?? 12 }));
  areas.columns = columns(AREA_COLUMNS);
  questions.columns = columns(QUESTION_COLUMNS);
  for (const v of views) {
    const group = v.group === '' ? L.noValue : v.group;
    const who: Cell[] = [v.attribute ?? L.everyone, group, v.forms];
    const note = (withheld: boolean) => (withheld ? notEnoughAnswers : null);
    // A gated read (too few forms for any figure) shows one line saying so, not empty figures.
    if (v.ipa.Gated || !v.ipa.Overall) {
      areas.addRow([...who, L.overall, null, null, null, v.ipa.Message ?? notEnoughAnswers].map(text));
      continue;
    }
    const scope = (name: string, g: IpaGroup) =>
      g.Withheld
        ? [...who, name, null, null, null, note(true)]
        : [...who, name, g.MeanCrosshair?.Performance ?? null, g.MeanCrosshair?.Importance ?? null, g.MeanGap, null];
    areas.addRow(scope(L.overall, v.ipa.Overall).map(text));
    for (const a of v.ipa.Areas) areas.addRow(scope(area(a.Area), a).map(text));
    v.ipa.Items.forEach((i, index) => {
      const figures: Cell[] = i.Withheld
        ? [null, null, null, null, note(true)]
        : [i.MeanPerformance, i.MeanImportance, i.Gap, i.N, null];
      questions.addRow([...who, index + 1, i.Key, area(i.Area), i.Title, ...figures].map(text));
    });
  }
  for (const sheet of [areas, questions]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
