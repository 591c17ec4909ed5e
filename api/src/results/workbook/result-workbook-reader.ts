import ExcelJS from 'exceljs';
import { RESULT_AREAS } from '@portal/contracts';
import {
  ABOUT_COMPLETED_FORMS,
  ABOUT_INQUIRY,
  ABOUT_SHEET,
  AREA_COLORS,
  AreaColor,
  canonicalArea,
  ColumnSpec,
  columnLetter,
  ComputedFrom,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  normaliseName,
  ParsedResults,
  RESULT_SHEETS,
  SheetSpec,
} from './result-workbook-format';
import { cellNumber, cellText } from '../../spreadsheets/spreadsheet-text';
import {
  guardXlsxPackage,
  RESULT_WORKBOOK_LIMITS,
  XlsxLimits,
  XlsxPackageError,
} from '../../spreadsheets/xlsx-package-guard';

const MAX_REPORTED_PROBLEMS = 200;

export type WorkbookReadResult = { ok: true; results: ParsedResults } | { ok: false; problems: string[] };

type Row = Record<string, unknown>;

const AREA_LIST = `${RESULT_AREAS.slice(0, -1).join(', ')} or ${RESULT_AREAS[RESULT_AREAS.length - 1]}`;

/** Checks one cell against its column's rule; returns the stored value or a problem. */
function readCell(spec: ColumnSpec, value: ExcelJS.CellValue): { value?: unknown; problem?: string } {
  const text = cellText(value);
  if (!text) return spec.optional ? { value: null } : { problem: 'this field is mandatory' };
  switch (spec.kind) {
    case 'area': {
      const area = canonicalArea(text);
      return area ? { value: area } : { problem: `unknown area "${text.slice(0, 40)}" (expected ${AREA_LIST})` };
    }
    case 'text':
      return text.length > MAX_TEXT_LENGTH
        ? { problem: `the text is longer than ${MAX_TEXT_LENGTH} characters` }
        : { value: text };
    case 'title':
      return text.length > MAX_TITLE_LENGTH
        ? { problem: `the title is longer than ${MAX_TITLE_LENGTH} characters` }
        : { value: text };
    case 'levelOfFocus': {
      const n = cellNumber(value);
      return n !== null && Number.isInteger(n) && n >= 0 && n <= 5
        ? { value: n }
        : { problem: `level of focus "${text.slice(0, 20)}" must be a whole number from 0 to 5` };
    }
    case 'average': {
      const n = cellNumber(value);
      return n !== null && n >= 0 && n <= 5
        ? { value: Math.round(n * 100) / 100 }
        : { problem: `"${text.slice(0, 20)}" must be a number from 0 to 5` };
    }
    case 'difference': {
      const n = cellNumber(value);
      return n !== null && n >= -5 && n <= 5
        ? { value: Math.round(n * 100) / 100 }
        : { problem: `"${text.slice(0, 20)}" must be a number from -5 to 5` };
    }
    case 'step': {
      const n = cellNumber(value);
      return n !== null && [1, 2, 3].includes(n)
        ? { value: n }
        : { problem: `roadmap step "${text.slice(0, 20)}" must be 1, 2 or 3` };
    }
    case 'color': {
      const color = text.toLowerCase() as AreaColor;
      return AREA_COLORS.includes(color)
        ? { value: color }
        : { problem: `wrong colour "${text.slice(0, 20)}" (expected green, blue, yellow or red)` };
    }
  }
}

/** Reads the data rows of one sheet: every problem is reported with its sheet, row and column. */
function readSheet(sheet: ExcelJS.Worksheet, spec: SheetSpec, problems: string[]): Row[] {
  const header = sheet.getRow(1);
  const positions = new Map<string, number>();
  header.eachCell({ includeEmpty: false }, (cell, col) => {
    const key = spec.columns.find((c) => normaliseName(c.header) === normaliseName(cellText(cell.value)))?.key;
    if (key && !positions.has(key)) positions.set(key, col);
  });
  const missing = spec.columns.filter((c) => !positions.has(c.key) && !c.optional);
  for (const c of missing)
    problems.push(
      `Sheet ${spec.name}, row 1: the header ${c.header} is missing (expected headers: ${spec.columns.map((x) => x.header).join(', ')})`,
    );
  if (missing.length) return [];

  const rows: Row[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = spec.columns.map((c) => (positions.has(c.key) ? row.getCell(positions.get(c.key)!).value : null));
    if (values.every((v) => cellText(v) === '')) continue;
    const record: Row = { _row: r };
    let good = true;
    spec.columns.forEach((c, i) => {
      if (!positions.has(c.key)) return void (record[c.key] = null);
      const { value, problem } = readCell(c, values[i]);
      if (problem) {
        good = false;
        problems.push(
          `Sheet ${spec.name}, row ${r}, column ${columnLetter(positions.get(c.key)!)} (${c.header}): ${problem}`,
        );
      } else record[c.key] = value;
    });
    if (good) rows.push(record);
  }
  return rows;
}

/** Rules across the rows of one sheet: three roadmap steps, one colour per area. */
function checkSheet(name: string, rows: Row[], problems: string[]): void {
  if (name === 'Roadmap') {
    for (const step of [1, 2, 3]) {
      const found = rows.filter((r) => r.step === step);
      if (found.length === 0)
        problems.push(`Sheet Roadmap: step ${step} is missing (the roadmap has exactly three steps, 1 to 3)`);
      if (found.length > 1)
        problems.push(`Sheet Roadmap, row ${found[1]._row}, column Step: step ${step} appears more than once`);
    }
  }
  if (name === 'AreaColors') {
    const seen = new Set<unknown>();
    for (const r of rows) {
      if (seen.has(r.area))
        problems.push(`Sheet AreaColors, row ${r._row}, column Area: the area ${r.area} appears more than once`);
      seen.add(r.area);
    }
  }
}

/** The About sheet's stamp, when the workbook has one with both lines as whole numbers. */
function readComputedFrom(workbook: ExcelJS.Workbook): ComputedFrom | null {
  const sheet = workbook.worksheets.find((w) => normaliseName(w.name) === normaliseName(ABOUT_SHEET));
  if (!sheet) return null;
  const found = new Map<string, number | null>();
  for (let r = 1; r <= Math.min(sheet.rowCount, 20); r++) {
    const row = sheet.getRow(r);
    found.set(normaliseName(cellText(row.getCell(1).value)), cellNumber(row.getCell(2).value));
  }
  const inquiryId = found.get(normaliseName(ABOUT_INQUIRY));
  const completedForms = found.get(normaliseName(ABOUT_COMPLETED_FORMS));
  if (!Number.isInteger(inquiryId) || !Number.isInteger(completedForms)) return null;
  return { inquiryId: inquiryId!, completedForms: completedForms! };
}

const strip = <T>(rows: Row[]): T[] => rows.map(({ _row, ...rest }) => rest as T);

/**
 * Reads a result workbook with hard limits and answers either the parsed results or
 * every problem at once. Throws XlsxPackageError for a package that breaks the limits
 * or is no workbook at all.
 */
export async function readResultWorkbook(
  buf: Buffer,
  limits: XlsxLimits = RESULT_WORKBOOK_LIMITS,
): Promise<WorkbookReadResult> {
  guardXlsxPackage(buf, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
  }

  const problems: string[] = [];
  const sheets = new Map<string, Row[] | null>();
  for (const spec of RESULT_SHEETS) {
    const sheet = workbook.worksheets.find((w) => normaliseName(w.name) === normaliseName(spec.name));
    if (!sheet) {
      if (spec.required) problems.push(`Sheet ${spec.name}: the sheet is missing`);
      sheets.set(spec.name, null);
      continue;
    }
    const rows = readSheet(sheet, spec, problems);
    checkSheet(spec.name, rows, problems);
    sheets.set(spec.name, rows);
  }
  if (problems.length) {
    const shown = problems.slice(0, MAX_REPORTED_PROBLEMS);
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more problems`);
    return { ok: false, problems: shown };
  }

  const inputs = sheets.get('Inputs');
  const colors = sheets.get('AreaColors');
  return {
    ok: true,
    results: {
      findings: strip(sheets.get('Findings')!),
      recommendations: strip(sheets.get('Recommendations')!),
      inputs: inputs
        ? (strip<Row>(inputs).map((r) => ({
            area: r.area,
            question: r.question,
            averageRating: r.averageRating,
            averageValue: r.averageValue,
            // A blank difference is the difference of the two averages, when both exist.
            averageDifference:
              r.averageDifference ??
              (r.averageValue === null || r.averageRating === null
                ? null
                : Math.round(((r.averageValue as number) - (r.averageRating as number)) * 100) / 100),
          })) as ParsedResults['inputs'])
        : null,
      advanceInsights: strip(sheets.get('AdvanceInsights')!),
      roadmap: strip<ParsedResults['roadmap'][number]>(sheets.get('Roadmap')!).sort((a, b) => a.step - b.step),
      areaColors: colors ? strip(colors) : null,
      computedFrom: readComputedFrom(workbook),
    },
  };
}
