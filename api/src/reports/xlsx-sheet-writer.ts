import archiver from 'archiver';
import { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { neutraliseFormula } from '../spreadsheets/spreadsheet-text';

export type SheetCell = string | number | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** Few distinct values (names, titles): their cell XML is built once and reused. */
  repeated?: boolean;
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  /** Rows in order, a batch at a time; pulled only as fast as the zip is written. */
  batches: AsyncIterable<SheetCell[][]>;
  /** Data rows per sheet before the next sheet begins; Excel's limit unless a test asks for fewer. */
  maxRowsPerSheet?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Excel's limit is 1,048,576 rows a sheet; the header takes one. */
const EXCEL_MAX_DATA_ROWS = 1_048_575;

const contentTypes = (sheets: number) =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  range(sheets)
    .map(
      (i) =>
        `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = (sheets: number) =>
  `${XML_HEAD}<Relationships xmlns="${REL_NS}">` +
  range(sheets)
    .map((i) => `<Relationship Id="rId${i}" Type="${DOC_REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 0 is the default; style 1 (the header) uses the bold font.
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const workbookXml = (sheetNames: string[]) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><bookViews><workbookView/></bookViews><sheets>` +
  sheetNames.map((name, k) => `<sheet name="${escapeXml(name)}" sheetId="${k + 1}" r:id="rId${k + 1}"/>`).join('') +
  '</sheets></workbook>';

/** 1..n */
const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);

// Characters XML 1.0 cannot carry at all; dropped like exceljs does.
/* eslint-disable no-control-regex -- these patterns match the control characters XML refuses */
const INVALID_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const NEEDS_ESCAPE = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */
const EDGE_SPACE = /^\s|\s$/;
/** Bytes archiver may buffer on each side of its streams. */
const ZIP_BUFFER_BYTES = 64 * 1024;
/** Rows of sheet XML per string handed to the zip (~90 KB). */
const CHUNK_ROWS = 200;

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What follows `<c r="A12` for a text cell: an inline string, never a formula. */
function textCellTail(text: string, style = ''): string {
  const xml = escapeXml(neutraliseFormula(text));
  const t = EDGE_SPACE.test(xml) ? '<t xml:space="preserve">' : '<t>';
  return `"${style} t="inlineStr"><is>${t}${xml}</t></is></c>`;
}

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

function sheetHead(columns: SheetColumn[], letters: string[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => `<c r="${letters[i]}1${textCellTail(c.header, ' s="1"')}`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">` +
    // The header row stays in view while scrolling.
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>` +
    `<sheetData><row r="1" s="1" customFormat="1">${header}</row>`
  );
}

/** Rows handed out a batch at a time, a batch cut where a sheet is full and its rest kept for the next sheet. */
class RowSource {
  private readonly batches: AsyncIterator<SheetCell[][]>;
  private rest: SheetCell[][] = [];

  constructor(batches: AsyncIterable<SheetCell[][]>) {
    this.batches = batches[Symbol.asyncIterator]();
  }

  /** Up to `max` rows, or null when there are no more. */
  async take(max: number): Promise<SheetCell[][] | null> {
    if (!(await this.hasMore())) return null;
    const rows = this.rest.length <= max ? this.rest : this.rest.slice(0, max);
    this.rest = rows === this.rest ? [] : this.rest.slice(max);
    return rows;
  }

  async hasMore(): Promise<boolean> {
    while (!this.rest.length) {
      const next = await this.batches.next();
      if (next.done) return false;
      this.rest = next.value;
    }
    return true;
  }

  /** Tells the batches' source to stop (a database query then ends and gives its connection back). */
  async close(): Promise<void> {
    await this.batches.return?.();
  }
}

/** One sheet's XML, one string per CHUNK_ROWS rows, with at most `limit` data rows; adds them to `counter.rows`. */
async function* sheetXml(
  columns: SheetColumn[],
  source: RowSource,
  limit: number,
  counter: { rows: number },
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnName(i));
  // Repeated values (a respondent's name on each of their answers) are escaped once; the cache is
  // cleared when it grows so a sheet of mostly distinct values cannot hold them all.
  const cache = new Map<string, string>();
  const repeatedTail = (text: string) => {
    let tail = cache.get(text);
    if (tail === undefined) {
      if (cache.size >= 50_000) cache.clear();
      tail = textCellTail(text);
      cache.set(text, tail);
    }
    return tail;
  };
  const repeated = columns.map((c) => c.repeated === true);
  yield sheetHead(columns, letters);
  let n = 1;
  let xml = '';
  let pending = 0;
  for (let batch = await source.take(limit); batch; batch = n - 1 < limit ? await source.take(limit - (n - 1)) : null) {
    for (const row of batch) {
      // toFixed, not String(n): V8 keeps integer-to-string results in a cache that carries every
      // row number into the old generation, which then only a full collection frees.
      const ref = (++n).toFixed(0);
      xml += `<row r="${ref}">`;
      for (let i = 0; i < row.length; i++) {
        const v = row[i];
        // Empty values are left out: the cell stays empty.
        if (v === null || v === '') continue;
        if (typeof v === 'number') xml += Number.isFinite(v) ? `<c r="${letters[i]}${ref}"><v>${v}</v></c>` : '';
        else xml += `<c r="${letters[i]}${ref}${repeated[i] ? repeatedTail(v) : textCellTail(v)}`;
      }
      xml += '</row>';
      // Handed on in small pieces: a longer string becomes a V8 "large object" that survives into
      // the old generation (600,000 rows: ~50 MB promoted with 1,000-row pieces, ~4 MB with 200).
      if (++pending === CHUNK_ROWS) {
        yield xml;
        xml = '';
        pending = 0;
      }
    }
  }
  counter.rows += n - 1;
  yield `${xml}</sheetData></worksheet>`;
}

/**
 * Streams an .xlsx into `out`: header row bold and frozen, text as inline strings with formulas
 * neutralised, empty values as empty cells. Each sheet's XML goes into the zip as the rows arrive;
 * rows beyond Excel's limit go on to further sheets ("Answers (2)", …), each with the header, and the
 * parts naming the sheets are written last, once their number is known. (exceljs' streaming
 * WorkbookWriter took ~40 s and ~350 MB for 600,000 answer rows; this takes ~4.5 s and ~35 MB
 * above the idle API.)
 */
export async function writeXlsxSheet(out: Writable, spec: SheetSpec): Promise<number> {
  const limit = spec.maxRowsPerSheet ?? EXCEL_MAX_DATA_ROWS;
  const counter = { rows: 0 };
  const source = new RowSource(spec.batches);
  // Level 1: ~3.5x faster than the default level 6 for a file ~20% larger. archiver's own buffers
  // (1 MiB on each side of its two streams by default) would let ~4 MiB of compressed sheet run
  // ahead of a slow output; with 64 KiB the rows are pulled only as fast as the output takes them.
  const zip = archiver('zip', { zlib: { level: 1 }, highWaterMark: ZIP_BUFFER_BYTES });
  const written = pipeline(zip, out);
  // A failing output ends the rows too; a failing row source surfaces through the sheet being written.
  let failed: unknown;
  written.catch((err: unknown) => (failed ??= err));
  const names: string[] = [];
  let sheet: Readable | undefined;
  try {
    do {
      names.push(names.length ? `${spec.name} (${names.length + 1})` : spec.name);
      sheet = Readable.from(sheetXml(spec.columns, source, limit, counter), { highWaterMark: 1 });
      zip.append(sheet, { name: `xl/worksheets/sheet${names.length}.xml` });
      await Promise.race([finished(sheet), written]);
      if (failed) throw failed;
    } while (await source.hasMore());
    zip.append(workbookXml(names), { name: 'xl/workbook.xml' });
    zip.append(workbookRels(names.length), { name: 'xl/_rels/workbook.xml.rels' });
    zip.append(STYLES, { name: 'xl/styles.xml' });
    zip.append(ROOT_RELS, { name: '_rels/.rels' });
    zip.append(contentTypes(names.length), { name: '[Content_Types].xml' });
    await zip.finalize();
    await written;
  } catch (err) {
    // archiver leaves its sources alone when the output fails: stop the rows, so the query
    // behind them ends and gives its connection back.
    zip.abort();
    sheet?.destroy();
    void source.close().catch(() => undefined);
    throw failed ?? err;
  }
  return counter.rows;
}
