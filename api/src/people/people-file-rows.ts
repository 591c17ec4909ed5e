import { type Options, parse } from 'csv-parse';
import { loadExcelJs } from '../spreadsheets/load-exceljs';
import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { ApiError } from '../common/filters/api-error';

/** One row of an import file: 1-based row number, its cells as text, the columns holding a formula, or the row's own read error. */
export interface SheetRow {
  row: number;
  cells: string[];
  formulaColumns: number[];
  error?: string;
}

/** Longest CSV record read: a 1 MB cell is read and then refused by the row rules; a record past this stops the file. */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;

export type ImportFileKind = 'csv' | 'xlsx';

/** The file's kind by its first bytes and name: XLSX (a zip), CSV (text), else 415. */
export function importFileKind(name: string, head: Buffer): ImportFileKind {
  const lower = name.toLowerCase();
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) {
    if (lower.endsWith('.xlsx')) return 'xlsx';
  } else if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
    throw ApiError.badRequest(['The file is UTF-16 text: save it as CSV UTF-8 or XLSX'], 'Unreadable file');
  } else if (!(head.length >= 4 && head.readUInt32BE(0) === 0xd0cf11e0) && /\.(csv|txt)$/.test(lower)) {
    return 'csv';
  }
  throw new ApiError(415, 'Unsupported Media Type', ['Please upload a CSV (UTF-8) or XLSX file']);
}

/** Decodes UTF-8 chunk by chunk; invalid bytes become U+FFFD, which the row rules report. */
function utf8Decoder(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * The records a stream emits, a batch at a time: one promise per batch rather than per record (a
 * per-record async iteration cost more than the parsing). The stream pauses while a batch waits.
 */
async function* batched<T>(stream: Readable, size = 1000): AsyncGenerator<T[]> {
  let buffer: T[] = [];
  let done = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  stream.on('data', (item: T) => {
    buffer.push(item);
    if (buffer.length >= size) stream.pause();
    signal();
  });
  stream.on('end', () => ((done = true), signal()));
  stream.on('error', (e) => ((failure = e), signal()));
  for (;;) {
    if (failure) throw failure;
    if (buffer.length >= size || (buffer.length && done)) {
      const out = buffer;
      buffer = [];
      stream.resume();
      yield out;
      continue;
    }
    if (done) return;
    if (stream.isPaused()) stream.resume();
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

/** Rows of a CSV file, streamed: separator , or ; (as the header row uses), quotes per RFC 4180. */
async function* csvRows(path: string, delimiter: string): AsyncGenerator<SheetRow[]> {
  const rows = new Transform({ objectMode: true, transform: (row, _enc, done) => done(null, row) });
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
    skip_records_with_error: true,
    // The row number comes with each record (the file's line where it ended).
    on_record: ((record: string[], context: { lines: number }) => ({
      row: context.lines,
      cells: record,
      formulaColumns: [],
    })) as unknown as Options['on_record'],
  });
  parser.on('skip', (err: Error & { lines?: number; code?: string }) => {
    const row = err.lines ?? 0;
    if (err.code === 'CSV_MAX_RECORD_SIZE') {
      rows.destroy(
        ApiError.badRequest(
          [`Row ${row}: The row is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB: the file cannot be read`],
          'Unreadable file',
        ),
      );
      return;
    }
    // In its place among the rows: the parser emits a skip before the records after it.
    rows.write({
      row,
      cells: [],
      formulaColumns: [],
      error: 'The row is not valid CSV (check its quotes)',
    } satisfies SheetRow);
  });
  parser.on('data', (r: SheetRow) => {
    if (!rows.write(r)) parser.pause();
  });
  rows.on('drain', () => parser.resume());
  parser.on('end', () => rows.end());
  parser.on('error', (e) => rows.destroy(e));
  createReadStream(path).pipe(utf8Decoder()).pipe(parser);
  yield* batched<SheetRow>(rows);
}

/** The separator the header row uses: ; when it has more semicolons than commas (a European spreadsheet's CSV). */
async function sniffDelimiter(path: string): Promise<string> {
  const head = await new Promise<string>((resolve, reject) => {
    const s = createReadStream(path, { start: 0, end: 4095, encoding: 'utf8' });
    let text = '';
    s.on('data', (c) => (text += c));
    s.on('end', () => resolve(text));
    s.on('error', reject);
  });
  const first = head.split(/\r?\n/)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

type CellValue = unknown;

/** A cell as text (dates as YYYY-MM-DD); formulas are reported, not evaluated. */
function cellText(value: unknown): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value === 'object') {
    const v = value as {
      formula?: string;
      sharedFormula?: string;
      richText?: { text: string }[];
      text?: string;
      error?: string;
    };
    if (v.formula !== undefined || v.sharedFormula !== undefined) return { text: '', formula: true };
    if (v.richText) return { text: v.richText.map((r) => r.text).join(''), formula: false };
    if (v.text !== undefined) return { text: String(v.text), formula: false };
    if (v.error !== undefined) return { text: String(v.error), formula: false };
    return { text: '', formula: false };
  }
  return { text: String(value), formula: false };
}

/** Rows of the first worksheet of an XLSX file, streamed (exceljs' streaming reader: no whole workbook in memory). */
async function* xlsxRows(path: string): AsyncGenerator<SheetRow> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(createReadStream(path) as unknown as Readable, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let expected = 1;
  for await (const sheet of reader) {
    for await (const r of sheet as AsyncIterable<{ number: number; values: CellValue[] }>) {
      // Rows the sheet leaves out are empty rows.
      while (expected < r.number) yield { row: expected++, cells: [], formulaColumns: [] };
      const values = Array.isArray(r.values) ? r.values.slice(1) : [];
      const cells: string[] = [];
      const formulaColumns: number[] = [];
      values.forEach((v, i) => {
        const { text, formula } = cellText(v);
        cells[i] = text;
        if (formula) formulaColumns.push(i);
      });
      for (let i = 0; i < cells.length; i++) cells[i] ??= '';
      yield { row: expected++, cells, formulaColumns };
    }
    return; // the first worksheet only
  }
}

/** The rows of an uploaded CSV or XLSX file, read as a stream from its spool file, a batch at a time. */
export async function* importFileRows(path: string, kind: ImportFileKind): AsyncGenerator<SheetRow[]> {
  if (kind === 'xlsx') {
    try {
      const batch: SheetRow[] = [];
      for await (const row of xlsxRows(path)) {
        batch.push(row);
        if (batch.length >= 1000) yield batch.splice(0);
      }
      if (batch.length) yield batch;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw ApiError.badRequest(
        ['The XLSX file could not be read: save it again from your spreadsheet program'],
        'Unreadable file',
      );
    }
    return;
  }
  yield* csvRows(path, await sniffDelimiter(path));
}
