import ExcelJS from 'exceljs';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentTranslation } from '../src/translations/content-translation.entity';
import * as workbook from '../src/translations/translation-workbook';
import { TranslationWorkbookWorkers } from '../src/translations/translation-workbook-workers';
import { WorkerPool } from '../src/workers/worker-pool';
import { binaryBody } from './support/binary-body';
import { Client, personas, Personas } from './support/personas';
import { translationWorkbookControlFile } from './support/workers/crashing-translation-workbook.worker';
import { createTestApp, TestApp } from './support/test-app';

// The request thread's copy of the workbook module, wrapped to count its calls (each still runs the real function);
// the workers load their own copy, which this does not touch. (A spy on the module object cannot redefine its
// compiled exports.)
jest.mock('../src/translations/translation-workbook', () => {
  const actual = jest.requireActual('../src/translations/translation-workbook');
  return {
    ...actual,
    readTranslationWorkbook: jest.fn(actual.readTranslationWorkbook),
    writeTranslationWorkbook: jest.fn(actual.writeTranslationWorkbook),
  };
});

const UNAVAILABLE = {
  status: 503,
  title: 'Service Unavailable',
  errorMessage: ['The translation workbook could not be processed just now. Please try again in a minute.'],
};

/**
 * The translators' workbook is read and written in worker threads (docs/architecture.md, "Work off the request
 * thread"), and its import is offered as a job (docs/architecture.md, "Jobs"): a crashed worker costs a retry, then a
 * 503 in the error shape that changes nothing.
 */
describe('Translation workbooks in worker threads', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
  });
  afterAll(() => t.close());

  const exported = async () => {
    const res = await operator.get('/api/Translations/Export').buffer(true).parse(binaryBody).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    return wb;
  };
  /** The exported workbook with the Spanish text of its first row changed to `spanish`. */
  const edited = async (spanish: string) => {
    const wb = await exported();
    wb.getWorksheet('Translations')!.getRow(2).getCell(7).value = spanish;
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = (file: Buffer, dryRun: boolean) =>
    operator.post(`/api/Translations/Import?dryRun=${dryRun}`).attach('File', file, 'translations.xlsx');
  const stored = () =>
    t.dataSource
      .getRepository(ContentTranslation)
      .find({ order: { kind: 'ASC', itemId: 'ASC', field: 'ASC', language: 'ASC' } });

  /** Polls the job until it ends; answers it and the progress seen on the way. */
  async function follow(id: string) {
    const progress: number[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await operator.get(`/api/Jobs/${id}`).expect(200);
      progress.push(res.body.Progress);
      if (res.body.Status !== 'Running') return { job: res.body, progress };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Job ${id} did not end`);
  }

  it("reads the import and writes the export in the pools' workers, never with the request thread's copy", async () => {
    const workers = t.app.get(TranslationWorkbookWorkers);
    const readOnRequestThread = jest.mocked(workbook.readTranslationWorkbook);
    const writeOnRequestThread = jest.mocked(workbook.writeTranslationWorkbook);
    readOnRequestThread.mockClear();
    writeOnRequestThread.mockClear();
    const readInWorker = jest.spyOn(workers.readers, 'run');
    const writeInWorker = jest.spyOn(workers.writers, 'run');
    try {
      const file = await edited('Texto nuevo en un trabajador');
      expect(writeInWorker).toHaveBeenCalledTimes(1);
      const res = await upload(file, true).expect(200);
      expect(res.body).toMatchObject({ IsValid: true, DryRun: true, Summary: { Written: 1, Removed: 0 } });
      expect(readOnRequestThread).not.toHaveBeenCalled();
      expect(writeOnRequestThread).not.toHaveBeenCalled();
      expect(readInWorker).toHaveBeenCalledTimes(1);
    } finally {
      for (const spy of [readInWorker, writeInWorker]) spy.mockRestore();
    }
  });

  it('answers a refused package and a workbook without its sheet as before: 400 in the error shape', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Other').addRow(['Kind']);
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()), true).expect(400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Invalid translation workbook',
      errorMessage: ['Translations: the workbook has no sheet named Translations'],
    });
  });

  describe('with a worker the test steers', () => {
    let workers: TranslationWorkbookWorkers;
    let original: TranslationWorkbookWorkers['readers'];
    let steered: TranslationWorkbookWorkers['readers'];
    let control: string;

    beforeAll(() => {
      control = translationWorkbookControlFile();
      writeFileSync(control, '0');
      workers = t.app.get(TranslationWorkbookWorkers);
      original = workers.readers;
      steered = new WorkerPool({
        module: join(__dirname, 'support', 'workers', 'crashing-translation-workbook.worker'),
        name: 'read',
        maxHeapMb: 512,
        retries: 1,
        niceIncrement: t.config.workerNiceIncrement,
      });
      workers.readers = steered;
    });
    afterAll(async () => {
      workers.readers = original;
      await steered.destroy();
      rmSync(control, { force: true });
    });

    async function untilHeld() {
      for (let i = 0; i < 1_200 && readFileSync(control, 'utf8') !== 'held'; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(readFileSync(control, 'utf8')).toBe('held');
    }

    it('answers other requests while a workbook is being read, and the import ends as without the wait', async () => {
      const file = await edited('Mientras otro lee');
      writeFileSync(control, 'hold');
      const importing = upload(file, true).then((res) => res);
      await untilHeld();
      // The read is under way in the worker: another organisation's list is answered meanwhile.
      const list = await api.as('northwindAdmin').get('/api/Inquiry').expect(200);
      expect(Array.isArray(list.body.data ?? list.body)).toBe(true);
      writeFileSync(control, 'go');
      const res = await importing;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ IsValid: true, DryRun: true, Summary: { Written: 1 } });
    });

    it('offers the import as a job: 202 at once, progress while the worker reads, then the body of the call', async () => {
      const file = await edited('Importado como trabajo');
      const sync = await upload(file, true).expect(200);

      writeFileSync(control, 'hold');
      const started = await upload(file, true).set('Prefer', 'respond-async').expect(202);
      expect(started.headers.location).toBe(`/api/Jobs/${started.body.Id}`);
      expect(started.body).toMatchObject({ Kind: 'translation-workbook-import', Status: 'Running', Result: null });
      await untilHeld();
      const reading = await operator.get(`/api/Jobs/${started.body.Id}`).expect(200);
      expect(reading.body).toMatchObject({ Status: 'Running', Progress: 0.1 });
      writeFileSync(control, 'go');
      const { job, progress } = await follow(started.body.Id);
      expect(job).toMatchObject({ Status: 'Done', Progress: 1, Result: sync.body, Error: null });
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      // Without dryRun the job writes the translation.
      const writing = await upload(file, false).set('Prefer', 'respond-async').expect(202);
      expect((await follow(writing.body.Id)).job).toMatchObject({
        Status: 'Done',
        Result: { Message: 'The translations were imported', Summary: { Written: 1 } },
      });
      expect((await stored()).some((r) => r.language === 'es' && r.text === 'Importado como trabajo')).toBe(true);
    });

    it('reads again on a new worker after one crash and answers as if nothing happened', async () => {
      writeFileSync(control, '1');
      const res = await upload(await edited('Tras un fallo'), true).expect(200);
      expect(res.body).toMatchObject({ IsValid: true, Summary: { Written: 1 } });
      expect(readFileSync(control, 'utf8')).toBe('0');
    });

    it('answers 503 in the error shape when the retry crashes too, and an import, as a job too, writes nothing', async () => {
      const file = await edited('Nunca escrito');
      const before = await stored();
      writeFileSync(control, '1000');
      const failed = await upload(file, false).expect(503);
      expect(failed.body).toEqual(UNAVAILABLE);
      expect(Number(readFileSync(control, 'utf8'))).toBe(998);

      const started = await upload(file, false).set('Prefer', 'respond-async').expect(202);
      const { job } = await follow(started.body.Id);
      expect(job).toMatchObject({ Status: 'Failed', Result: null, Error: UNAVAILABLE });
      expect(Number(readFileSync(control, 'utf8'))).toBe(996);
      expect(await stored()).toEqual(before);

      // The pool serves the next import.
      writeFileSync(control, '0');
      await upload(file, true).expect(200);
    });
  });
});
