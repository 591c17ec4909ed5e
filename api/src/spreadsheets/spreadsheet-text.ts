import type { CellValue } from 'exceljs';

const FORMULA_START = /^[=+\-@]/;

/**
 * Text written into an exported spreadsheet (decisions.md §7): a leading = + - @ would
 * make a spreadsheet program run it as a formula, so it is prefixed with an apostrophe.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The reverse for text read back from a workbook this portal wrote (the template round trip). */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A cell's value as trimmed text, whatever exceljs made of it (rich text, formula result, hyperlink). */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return restoreNeutralised(value.trim());
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return cellText(value.richText.map((r) => r.text).join(''));
    if ('result' in value) return cellText(value.result as CellValue);
    if ('formula' in value || 'sharedFormula' in value) return '';
    if ('text' in value) return cellText(value.text as CellValue);
    if ('error' in value) return String(value.error);
  }
  return '';
}

/** A cell's numeric value (numbers, numeric text, formula results), else null. */
export function cellNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  const text = cellText(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}
