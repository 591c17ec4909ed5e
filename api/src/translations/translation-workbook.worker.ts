import { XlsxPackageError } from '../spreadsheets/xlsx-package-guard';
import { readTranslationWorkbook, writeTranslationWorkbook, type WorkbookRow } from './translation-workbook';

export type TranslationWorkbookRead = Awaited<ReturnType<typeof readTranslationWorkbook>>;

/** What a read answers across the thread boundary: an error class does not survive the structured clone. */
export type TranslationWorkbookReadOutcome =
  { read: TranslationWorkbookRead } | { packageError: { kind: XlsxPackageError['kind']; lines: string[] } };

/**
 * Reads and writes the translators' workbook in a worker thread of the translations' pool
 * (translation-workbook-workers.ts): unpacking and walking up to 20,000 rows in five languages takes a core for a
 * while, which on the request thread every other organisation's request would wait out.
 */
export async function read(bytes: Uint8Array): Promise<TranslationWorkbookReadOutcome> {
  try {
    return { read: await readTranslationWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof XlsxPackageError) return { packageError: { kind: error.kind, lines: error.lines } };
    throw error;
  }
}

export function build(rows: Omit<WorkbookRow, 'row'>[]): Promise<Buffer> {
  return writeTranslationWorkbook(rows);
}
