import ExcelJS from 'exceljs';
import { guardXlsxPackage, RESULT_WORKBOOK_LIMITS, XlsxPackageError } from './xlsx-package-guard';

async function workbook(name: string, rows: number, cols: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Findings').addRow(['Area', 'Finding']);
  const ws = wb.addWorksheet(name);
  for (let r = 0; r < rows; r++) ws.addRow(Array.from({ length: cols }, (_, c) => r * cols + c));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const refusal = (buf: Buffer, limits = RESULT_WORKBOOK_LIMITS) => {
  try {
    guardXlsxPackage(buf, limits);
    return null;
  } catch (e) {
    return e as XlsxPackageError;
  }
};

describe('guardXlsxPackage', () => {
  it('accepts a workbook inside the limits', async () => {
    expect(refusal(await workbook('Inputs', 100, 5))).toBeNull();
  });

  it('names the sheet over the cell limit, by its visible name', async () => {
    const e = refusal(await workbook('Big & wide', 10, 60), { ...RESULT_WORKBOOK_LIMITS, maxCellsPerSheet: 500 });
    expect(e?.kind).toBe('size');
    expect(e?.lines).toEqual(['Sheet Big & wide: too many cells (600; at most 500)']);
  });

  it('refuses too many parts and a truncated package', async () => {
    const buf = await workbook('Inputs', 5, 2);
    expect(refusal(buf, { ...RESULT_WORKBOOK_LIMITS, maxEntries: 3 })?.lines[0]).toMatch(/too many parts/);
    expect(refusal(buf.subarray(0, buf.length - 30))?.kind).toBe('format');
    expect(refusal(Buffer.from('not a zip at all, just some text padding it out to length'))?.kind).toBe('format');
  });
});
