import { XlsxPackageError } from '../../spreadsheets/xlsx-package-guard';
import { buildResultWorkbook, type TemplateContent } from './result-template-builder';
import { readResultWorkbook, type WorkbookReadResult } from './result-workbook-reader';

/** What a read answers across the thread boundary: an error class does not survive the structured clone. */
export type WorkbookReadOutcome =
  { read: WorkbookReadResult } | { packageError: { kind: XlsxPackageError['kind']; lines: string[] } };

/**
 * Reads and writes result workbooks in a worker thread of the results' pool (result-workbook-workers.ts):
 * unpacking and walking a workbook of thousands of rows takes a core for a while, which on the request thread
 * every other organisation's request would wait out.
 */
export async function read(bytes: Uint8Array): Promise<WorkbookReadOutcome> {
  try {
    return { read: await readResultWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof XlsxPackageError) return { packageError: { kind: error.kind, lines: error.lines } };
    throw error;
  }
}

export function build(content: TemplateContent): Promise<Buffer> {
  return buildResultWorkbook(content);
}
