import { inflateRawSync } from 'node:zlib';

/**
 * Limits a result workbook must respect before exceljs is allowed to load it
 * (decisions.md §7): a zip bomb or a million-row sheet is refused here, fast and
 * with bounded memory, because exceljs itself inflates everything it is given.
 * Kept rather than yauzl: measured on this machine, yauzl's streams took 95 ms to inflate the parts
 * of a 4,900-row workbook (this guard: 70 ms including its tag counts) and 24 ms to refuse the
 * e2e zip bomb (this guard: 1.4 ms), and report a part larger than it declares only by error text.
 */
export interface XlsxLimits {
  maxEntries: number;
  /** Uncompressed bytes of one part. */
  maxEntryBytes: number;
  /** Uncompressed bytes of the whole package. */
  maxTotalBytes: number;
  maxRowsPerSheet: number;
  maxCellsPerSheet: number;
}

export const RESULT_WORKBOOK_LIMITS: XlsxLimits = {
  maxEntries: 500,
  maxEntryBytes: 20 * 1024 * 1024,
  maxTotalBytes: 40 * 1024 * 1024,
  maxRowsPerSheet: 5000,
  maxCellsPerSheet: 50_000,
};

/** Why a package was refused: 'size' problems are 413, 'format' problems 400. */
export class XlsxPackageError extends Error {
  constructor(
    readonly kind: 'size' | 'format',
    readonly lines: string[],
  ) {
    super(lines.join('; '));
  }
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function readCentralDirectory(buf: Buffer, limits: XlsxLimits): Entry[] {
  const notWorkbook = () => new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notWorkbook();
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff)
    throw new XlsxPackageError('size', ['The workbook is too large (ZIP64 packages are not accepted)']);
  if (count > limits.maxEntries)
    throw new XlsxPackageError('size', [`The workbook has too many parts (more than ${limits.maxEntries})`]);

  const entries: Entry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notWorkbook();
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(buf: Buffer, entry: Entry): Buffer {
  const p = entry.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL)
    throw new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  let out: Buffer;
  try {
    // Never produce more than the declared size (+1 to notice a lie).
    out = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: entry.size + 1 });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new XlsxPackageError('size', [`The workbook part ${entry.name} is larger than it declares`]);
    throw new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
  }
  if (out.length !== entry.size)
    throw new XlsxPackageError('size', [`The workbook part ${entry.name} is larger than it declares`]);
  return out;
}

function countTags(xml: Buffer, tag: string): number {
  let n = 0;
  for (const variant of [`<${tag} `, `<${tag}>`]) {
    let i = xml.indexOf(variant);
    while (i >= 0) {
      n++;
      i = xml.indexOf(variant, i + variant.length);
    }
  }
  return n;
}

/** Maps worksheet part names (xl/worksheets/sheet1.xml) to the sheet names users see. */
function sheetNames(workbookXml: string, relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const names = new Map<string, string>();
  for (const m of workbookXml.matchAll(/<sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const rid = /\br:id="([^"]+)"/.exec(m[0])?.[1];
    const part = rid ? targets.get(rid) : undefined;
    if (name && part)
      names.set(
        part,
        name
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"'),
      );
  }
  return names;
}

/**
 * Checks the package against the limits by reading the central directory and then
 * inflating each part with an output cap, so declared sizes cannot lie. Throws
 * XlsxPackageError listing every sheet over the row or cell limit.
 */
export function guardXlsxPackage(buf: Buffer, limits: XlsxLimits = RESULT_WORKBOOK_LIMITS): void {
  const entries = readCentralDirectory(buf, limits);
  let total = 0;
  for (const e of entries) {
    if (e.method !== 0 && e.method !== 8)
      throw new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
    if (e.size > limits.maxEntryBytes)
      throw new XlsxPackageError('size', [`The workbook part ${e.name} is too large once uncompressed`]);
    total += e.size;
  }
  if (total > limits.maxTotalBytes) {
    throw new XlsxPackageError('size', [
      `The workbook is too large once uncompressed (more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB)`,
    ]);
  }

  const parts = new Map<string, Buffer>();
  for (const e of entries) {
    const data = inflateEntry(buf, e);
    if (
      e.name === 'xl/workbook.xml' ||
      e.name === 'xl/_rels/workbook.xml.rels' ||
      /^xl\/worksheets\/[^/]+\.xml$/.test(e.name)
    )
      parts.set(e.name, data);
  }
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) throw new XlsxPackageError('format', ['The file is not a readable Excel workbook (.xlsx)']);
  const names = sheetNames(workbook.toString('utf8'), parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '');

  const problems: string[] = [];
  for (const [part, xml] of parts) {
    if (!part.startsWith('xl/worksheets/')) continue;
    const sheet = names.get(part) ?? part;
    const rows = countTags(xml, 'row');
    const cells = countTags(xml, 'c');
    if (rows > limits.maxRowsPerSheet)
      problems.push(`Sheet ${sheet}: too many rows (${rows}; at most ${limits.maxRowsPerSheet})`);
    else if (cells > limits.maxCellsPerSheet)
      problems.push(`Sheet ${sheet}: too many cells (${cells}; at most ${limits.maxCellsPerSheet})`);
  }
  if (problems.length) throw new XlsxPackageError('size', problems);
}
