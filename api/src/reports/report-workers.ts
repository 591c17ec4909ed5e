import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WorkerPool } from '../workers/worker-pool';
import type { ReportContent } from './pdf-report-builder';

/**
 * The worker threads that draw PDF reports: laying out a report with its charts and tables takes a core for a
 * moment, which on the request thread every other organisation's request would wait out. 256 MB heap per worker
 * (a report with every page is a few MB); a task whose worker crashes runs once more on a fresh worker.
 */
@Injectable()
export class ReportWorkers implements OnApplicationShutdown {
  private readonly pool: WorkerPool<ReportContent, Uint8Array>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new WorkerPool({
      module: join(__dirname, 'pdf-report.worker'),
      maxHeapMb: 256,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
  }

  /** The report as PDF bytes (a Buffer crosses back as a Uint8Array). */
  async pdf(content: ReportContent): Promise<Buffer> {
    const bytes = await this.pool.run(content);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  onApplicationShutdown(): Promise<void> {
    return this.pool.destroy();
  }
}
