import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on first use: requiring it costs about half a second of CPU, which every start of the API (and
 * every test file that boots it) paid although most never read or write a workbook.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
