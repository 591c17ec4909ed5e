import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { ResultFinding } from '../src/results/result-finding.entity';
import { ResultWorkbookWorkers } from '../src/results/result-workbook-workers';
import * as reader from '../src/results/workbook/result-workbook-reader';
import { WorkerPool } from '../src/workers/worker-pool';
import { goodSheets, HEADERS, xlsx } from './results-fixtures';
import { Client, personas } from './support/personas';
import { workbookCrashCounterFile } from './support/workers/crashing-workbook.worker';
import { createTestApp, TestApp } from './support/test-app';

// The request thread's copy of the reader, still the real one, with its calls counted.
jest.mock('../src/results/workbook/result-workbook-reader', () => {
  const actual = jest.requireActual('../src/results/workbook/result-workbook-reader');
  return { ...actual, readResultWorkbook: jest.fn(actual.readResultWorkbook) };
});

/**
 * Result workbooks are read and written in worker threads (docs/architecture.md, "Work off the request thread"):
 * while a large workbook is read, the request thread is free for other organisations' requests; a crashed worker costs a retry, then
 * a 503 in the error shape that changes nothing.
 */
describe('Result workbooks in worker threads', () => {
  let t: TestApp;
  let operator: Client;

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    operator = api.as('operator');
  });
  afterAll(() => t.close());

  const validate = (file: Buffer) =>
    operator.post('/api/UploadResultDocument/DocumentValidate').attach('File', file, 'results.xlsx');

  it('keeps the request thread free while a large workbook is read', async () => {
    // The reader's checks over 1,500 findings of a paragraph each: seconds of unpacking and walking on one thread.
    const sheets = goodSheets();
    const areas = ['Culture', 'People', 'Process', 'Structure'];
    sheets.Findings = [
      HEADERS.Findings,
      ...Array.from({ length: 1_500 }, (_, n) => [
        areas[n % 4],
        `Finding ${n}: ${'a considered observation '.repeat(10)}`,
      ]),
    ];
    const big = await xlsx(sheets);

    // The reading runs in a worker's own copy of the reader: the request thread's copy is never called, and the
    // reader pool ran the task. (The request thread's event loop is busy about 0.09 of the time then, against 1.0
    // when it read the workbook itself; SHOW_FIGURES=1 prints it.)
    const onRequestThread = jest.mocked(reader.readResultWorkbook);
    onRequestThread.mockClear();
    const inWorker = jest.spyOn(t.app.get(ResultWorkbookWorkers).readers, 'run');
    const before = performance.eventLoopUtilization();
    const res = await validate(big).expect(200);
    const { utilization, active } = performance.eventLoopUtilization(before);
    if (process.env.SHOW_FIGURES) console.log({ utilization, activeMs: active });
    expect(res.body.Summary.Findings).toBe(1_500);
    expect(onRequestThread).not.toHaveBeenCalled();
    expect(inWorker).toHaveBeenCalledTimes(1);
    inWorker.mockRestore();
  });

  describe('a worker that crashes', () => {
    let workers: ResultWorkbookWorkers;
    let original: ResultWorkbookWorkers['readers'];
    let crashing: ResultWorkbookWorkers['readers'];
    let counter: string;

    beforeAll(() => {
      counter = workbookCrashCounterFile();
      writeFileSync(counter, '0');
      workers = t.app.get(ResultWorkbookWorkers);
      original = workers.readers;
      crashing = new WorkerPool({
        module: join(__dirname, 'support', 'workers', 'crashing-workbook.worker'),
        name: 'read',
        maxHeapMb: 256,
        retries: 1,
        niceIncrement: t.config.workerNiceIncrement,
      });
      workers.readers = crashing;
    });
    afterAll(async () => {
      workers.readers = original;
      await crashing.destroy();
      rmSync(counter, { force: true });
    });

    it('reads again on a new worker after one crash and answers as if nothing happened', async () => {
      writeFileSync(counter, '1');
      const res = await validate(await xlsx(goodSheets())).expect(200);
      expect(res.body.Summary.Findings).toBe(4);
      expect(readFileSync(counter, 'utf8')).toBe('0');
    });

    it('answers 503 in the error shape when the retry crashes too, and an upload changes nothing', async () => {
      writeFileSync(counter, '1000');
      const before = await t.dataSource.getRepository(ResultFinding).count();
      const failed = await validate(await xlsx(goodSheets())).expect(503);
      expect(failed.body).toEqual({
        status: 503,
        title: 'Service Unavailable',
        errorMessage: ['The result workbook could not be processed just now. Please try again in a minute.'],
      });
      expect(Number(readFileSync(counter, 'utf8'))).toBe(998);
      const inquiryId = (await t.dataSource.query('SELECT id FROM inquiries ORDER BY id LIMIT 1'))[0].id;
      await operator
        .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiryId}`)
        .attach('File', await xlsx(goodSheets()), 'results.xlsx')
        .expect(503);
      expect(await t.dataSource.getRepository(ResultFinding).count()).toBe(before);
    });
  });
});
