import { loadExcelJs } from '../spreadsheets/load-exceljs';
import { LANGUAGES } from '@portal/contracts';
import { cellText, neutraliseFormula } from '../spreadsheets/spreadsheet-text';
import { guardXlsxPackage, XlsxLimits } from '../spreadsheets/xlsx-package-guard';

export const SHEET = 'Translations';
export const COLUMNS = ['Kind', 'Id', 'Field', ...LANGUAGES] as const;

/** One text of the workbook: its address and its text in each language ('' = not translated). */
export interface WorkbookRow {
  row: number;
  kind: string;
  id: string;
  field: string;
  texts: Record<(typeof LANGUAGES)[number], string>;
}

export const TRANSLATION_WORKBOOK_LIMITS: XlsxLimits = {
  maxEntries: 100,
  maxEntryBytes: 20 * 1024 * 1024,
  maxTotalBytes: 40 * 1024 * 1024,
  maxRowsPerSheet: 20_000,
  maxCellsPerSheet: 200_000,
};

/** The workbook for translators: one row per text, one column per language; en is the source, for reading only. */
export async function writeTranslationWorkbook(rows: Omit<WorkbookRow, 'row'>[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }] });
  ws.columns = COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: (LANGUAGES as readonly string[]).includes(c) ? 50 : 18,
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow([r.kind, Number(r.id), r.field, ...LANGUAGES.map((l) => neutraliseFormula(r.texts[l]))]).alignment = {
      wrapText: true,
      vertical: 'top',
    };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The rows of an uploaded workbook, or the problems that refuse it ("Translations, row 4, Kind: reason"). */
export async function readTranslationWorkbook(buf: Buffer): Promise<{ rows: WorkbookRow[]; problems: string[] }> {
  guardXlsxPackage(buf, TRANSLATION_WORKBOOK_LIMITS);
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.getWorksheet(SHEET);
  if (!ws) return { rows: [], problems: [`${SHEET}: the workbook has no sheet named ${SHEET}`] };
  const header = COLUMNS.map((_, n) => cellText(ws.getRow(1).getCell(n + 1).value));
  const wrong = COLUMNS.filter((c, n) => header[n].toLowerCase() !== c.toLowerCase());
  if (wrong.length) return { rows: [], problems: [`${SHEET}, row 1: the columns must be ${COLUMNS.join(', ')}`] };
  const rows: WorkbookRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const cells = COLUMNS.map((_, c) => cellText(row.getCell(c + 1).value));
    if (cells.every((c) => c === '')) return;
    const [kind, id, field, ...texts] = cells;
    rows.push({
      row: n,
      kind,
      id,
      field,
      texts: Object.fromEntries(LANGUAGES.map((l, i) => [l, texts[i]])) as WorkbookRow['texts'],
    });
  });
  return { rows, problems: [] };
}
