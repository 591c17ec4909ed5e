import { loadExcelJs } from '../spreadsheets/load-exceljs';
import { neutraliseFormula } from '../spreadsheets/spreadsheet-text';
import { AuditLogItem } from './audit-log.mapper';

export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const COLUMNS: { header: string; width: number; value: (e: AuditLogItem) => string | number | null }[] = [
  { header: 'Id', width: 8, value: (e) => e.Id },
  { header: 'First', width: 24, value: (e) => new Date(e.CreatedAt).toISOString() },
  { header: 'Last', width: 24, value: (e) => new Date(e.LastAt).toISOString() },
  { header: 'Count', width: 8, value: (e) => e.Count },
  { header: 'Action', width: 26, value: (e) => e.Action },
  { header: 'Outcome', width: 10, value: (e) => e.Outcome },
  { header: 'Status', width: 8, value: (e) => e.Status },
  { header: 'UserId', width: 8, value: (e) => e.UserId },
  { header: 'UserEmail', width: 30, value: (e) => e.UserEmail },
  { header: 'CustomerId', width: 10, value: (e) => e.CustomerId },
  { header: 'Ip', width: 18, value: (e) => e.Ip },
  { header: 'Method', width: 8, value: (e) => e.Method },
  { header: 'Route', width: 40, value: (e) => e.Route },
  { header: 'Target', width: 30, value: (e) => e.Target },
  { header: 'Detail', width: 50, value: (e) => e.Detail },
];

const cell = (v: string | number | null) => (typeof v === 'string' ? neutraliseFormula(v) : v);
const csvField = (v: string | number | null) => {
  const text = v === null ? '' : String(cell(v));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The audit events as CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read accents). */
export function auditCsv(events: AuditLogItem[]): Buffer {
  const lines = [
    COLUMNS.map((c) => c.header).join(','),
    ...events.map((e) => COLUMNS.map((c) => csvField(c.value(e))).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The audit events as one .xlsx sheet. Text that would start a formula is neutralised. */
export async function auditXlsx(events: AuditLogItem[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Audit log');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  for (const e of events) sheet.addRow(COLUMNS.map((c) => cell(c.value(e))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
