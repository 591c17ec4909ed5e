import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { ApiError } from '../common/filters/api-error';
import { XlsxPackageError } from '../spreadsheets/xlsx-package-guard';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WorkerPool, WorkerTaskFailed } from '../workers/worker-pool';
import type { WorkbookRow } from './translation-workbook';
import type { TranslationWorkbookRead, TranslationWorkbookReadOutcome } from './translation-workbook.worker';

const WORKER_MODULE = join(__dirname, 'translation-workbook.worker');
const UNAVAILABLE = 'The translation workbook could not be processed just now. Please try again in a minute.';

/**
 * The worker threads that read uploaded translation workbooks and write the export (translation-workbook.worker.ts).
 * 512 MB heap per worker: a workbook at the reader's limits (40 MB unpacked, 20,000 rows) becomes a large object
 * graph in exceljs. A task whose worker crashes runs once more on a fresh worker, then the request answers 503.
 */
@Injectable()
export class TranslationWorkbookWorkers implements OnApplicationShutdown {
  private readonly logger = new Logger(TranslationWorkbookWorkers.name);
  readers: WorkerPool<Uint8Array, TranslationWorkbookReadOutcome>;
  writers: WorkerPool<Omit<WorkbookRow, 'row'>[], Uint8Array>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.readers = new WorkerPool({
      module: WORKER_MODULE,
      name: 'read',
      maxHeapMb: 512,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
    this.writers = new WorkerPool({
      module: WORKER_MODULE,
      name: 'build',
      maxHeapMb: 512,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
  }

  /** The workbook's rows or problems; throws XlsxPackageError for a package that is refused, as the reader does. */
  async read(file: Buffer): Promise<TranslationWorkbookRead> {
    const outcome = await this.readers.run(file).catch((error) => this.unavailable('read', error));
    if ('packageError' in outcome) throw new XlsxPackageError(outcome.packageError.kind, outcome.packageError.lines);
    return outcome.read;
  }

  async build(rows: Omit<WorkbookRow, 'row'>[]): Promise<Buffer> {
    const bytes = await this.writers.run(rows).catch((error) => this.unavailable('build', error));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.readers.destroy(), this.writers.destroy()]);
  }

  private unavailable(task: string, error: unknown): never {
    if (!(error instanceof WorkerTaskFailed)) throw error;
    this.logger.error(`Translation workbook ${task} failed: ${error.message}`);
    throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable', [UNAVAILABLE]);
  }
}
