import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { ApiError } from '../common/filters/api-error';
import { XlsxPackageError } from '../spreadsheets/xlsx-package-guard';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WorkerPool, WorkerTaskFailed } from '../workers/worker-pool';
import type { TemplateContent } from './workbook/result-template-builder';
import type { WorkbookReadResult } from './workbook/result-workbook-reader';
import type { WorkbookReadOutcome } from './workbook/result-workbook.worker';

const WORKER_MODULE = join(__dirname, 'workbook', 'result-workbook.worker');
const UNAVAILABLE = 'The result workbook could not be processed just now. Please try again in a minute.';

/**
 * The worker threads that read uploaded result workbooks and write result templates (result-workbook.worker.ts).
 * 256 MB heap per worker: a workbook at the reader's limits (10 MB, 5,000 rows a sheet) unpacks to well under
 * that. A task whose worker crashes runs once more on a fresh worker, then the request answers 503.
 */
@Injectable()
export class ResultWorkbookWorkers implements OnApplicationShutdown {
  private readonly logger = new Logger(ResultWorkbookWorkers.name);
  readers: WorkerPool<Uint8Array, WorkbookReadOutcome>;
  writers: WorkerPool<TemplateContent, Uint8Array>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.readers = new WorkerPool({
      module: WORKER_MODULE,
      name: 'read',
      maxHeapMb: 256,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
    this.writers = new WorkerPool({
      module: WORKER_MODULE,
      name: 'build',
      maxHeapMb: 256,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
  }

  /** The workbook's results or problems; throws XlsxPackageError for a package that is refused, as the reader does. */
  async read(file: Buffer): Promise<WorkbookReadResult> {
    const outcome = await this.readers.run(file).catch((error) => this.unavailable('read', error));
    if ('packageError' in outcome) throw new XlsxPackageError(outcome.packageError.kind, outcome.packageError.lines);
    return outcome.read;
  }

  async build(content: TemplateContent): Promise<Buffer> {
    const bytes = await this.writers.run(content).catch((error) => this.unavailable('build', error));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.readers.destroy(), this.writers.destroy()]);
  }

  private unavailable(task: string, error: unknown): never {
    if (!(error instanceof WorkerTaskFailed)) throw error;
    this.logger.error(`Result workbook ${task} failed: ${error.message}`);
    throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable', [UNAVAILABLE]);
  }
}
