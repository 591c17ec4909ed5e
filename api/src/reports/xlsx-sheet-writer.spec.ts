import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { SheetCell, writeXlsxSheet } from './xlsx-sheet-writer';

const columns = [
  { header: 'Name', width: 20, repeated: true },
  { header: 'Value', width: 10 },
];

async function* rows(count: number, state = { finished: false }): AsyncGenerator<SheetCell[][]> {
  try {
    for (let i = 0; i < count; i += 100)
      yield Array.from({ length: Math.min(100, count - i) }, (_, k) => [`row ${i + k}`, i + k]);
  } finally {
    state.finished = true;
  }
}

async function toBuffer(write: (out: Writable) => Promise<number>): Promise<{ rows: number; file: Buffer }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const rows = await write(out);
  return { rows, file: Buffer.concat(chunks) };
}

describe('writeXlsxSheet', () => {
  it('writes a sheet with only the header when there are no rows', async () => {
    const { rows: count, file } = await toBuffer((out) =>
      writeXlsxSheet(out, { name: 'Empty', columns, batches: rows(0) }),
    );
    expect(count).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Empty')!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Value']);
  });

  it('counts the rows and keeps non-finite numbers out of the file', async () => {
    async function* odd(): AsyncGenerator<SheetCell[][]> {
      yield [
        ['a', Number.NaN],
        ['b', Number.POSITIVE_INFINITY],
        ['c', -1.5],
      ];
    }
    const { rows: count, file } = await toBuffer((out) =>
      writeXlsxSheet(out, { name: 'Odd', columns, batches: odd() }),
    );
    expect(count).toBe(3);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Odd')!.getSheetValues().slice(2)).toEqual([
      [undefined, 'a'],
      [undefined, 'b'],
      [undefined, 'c', -1.5],
    ]);
  });

  it('goes on to further sheets past the row limit, each with the header, none left empty', async () => {
    const load = async (count: number) => {
      const { rows: n, file } = await toBuffer((out) =>
        writeXlsxSheet(out, { name: 'Answers', columns, batches: rows(count), maxRowsPerSheet: 250 }),
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file as unknown as ArrayBuffer);
      return { n, sheets: wb.worksheets };
    };
    const { n, sheets } = await load(620);
    expect(n).toBe(620);
    expect(sheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Answers', 251],
      ['Answers (2)', 251],
      ['Answers (3)', 121],
    ]);
    for (const sheet of sheets) expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Value']);
    // Rows continue in order across sheets, batches cut where a sheet is full (batches are 100 rows).
    expect(sheets[1].getRow(2).values).toEqual([undefined, 'row 250', 250]);
    expect(sheets[2].getRow(121).values).toEqual([undefined, 'row 619', 619]);
    // Exactly full: no empty sheet after it.
    expect((await load(500)).sheets.map((s) => s.rowCount)).toEqual([251, 251]);
  });

  it('passes a failing row source on as the error', async () => {
    async function* broken(): AsyncGenerator<SheetCell[][]> {
      yield [['a', 1]];
      throw new Error('connection lost');
    }
    await expect(
      toBuffer((out) => writeXlsxSheet(out, { name: 'Broken', columns, batches: broken() })),
    ).rejects.toThrow('connection lost');
  });

  it('stops pulling rows when the output fails, so their source can close', async () => {
    const state = { finished: false };
    let written = 0;
    const failing = new Writable({
      write(chunk: Buffer, _enc, cb) {
        written += chunk.length;
        cb(written > 50_000 ? new Error('disk full') : null);
      },
    });
    await expect(writeXlsxSheet(failing, { name: 'Big', columns, batches: rows(1_000_000, state) })).rejects.toThrow(
      'disk full',
    );
    // The row source (a database query on MySQL) is told to stop rather than left paused for good.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.finished).toBe(true);
  });

  it('pulls rows only as fast as the output takes them: a stalled output stops the rows within a bound', async () => {
    // Text that compresses about as poorly as real answers (a fixed pseudo-random sequence).
    let seed = 42;
    const word = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31).toString(36).slice(2, 12);
    let produced = 0;
    async function* many(): AsyncGenerator<SheetCell[][]> {
      for (let i = 0; i < 100_000; i += 100) {
        produced += 100;
        yield Array.from({ length: 100 }, (_, k) => [`respondent ${(i + k) % 500}`, `${word()} ${word()} ${word()}`]);
      }
    }
    let taken = 0;
    let resume: (() => void) | undefined;
    const stalling = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, cb) {
        taken += chunk.length;
        // After 200 KB the output stops taking bytes until the test lets it go on.
        if (taken > 200_000 && !resume) resume = () => cb();
        else setImmediate(cb);
      },
    });
    const done = writeXlsxSheet(stalling, { name: 'Stalled', columns, batches: many() });
    let seen = -1;
    while (seen !== produced) {
      seen = produced;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(resume).toBeDefined();
    // What the zip and the streams between hold while the output is stalled: ~14,000 rows here
    // (~300 KB compressed); with archiver's default 1 MiB buffers every one of the 100,000.
    expect(produced).toBeLessThanOrEqual(25_000);
    resume!();
    expect(await done).toBe(100_000);
    expect(produced).toBe(100_000);
  });
});
