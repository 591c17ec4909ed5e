import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { unitOfWork } from '../database/unit-of-work';
import { FILE_STORAGE } from './file-storage';
import type { FileStorage } from './file-storage';
import { deleteFileRows, filesOfKindsBefore } from './files.repository';
import { StoredFileKind } from './stored-file.entity';

/** Files the portal makes on request and hands out only through short-lived links; uploads are never swept. */
const GENERATED_KINDS: StoredFileKind[] = ['report', 'export'];
const SWEEP_INTERVAL_MS = 3_600_000;
const BATCH = 200;

/**
 * Removes generated reports and answers exports older than GENERATED_FILE_RETENTION_HOURS, hourly, so that
 * repeated exports (~25 MB each for a large inquiry) do not fill the disk or the bucket. Bytes go first and the
 * row after, so a failed delete is retried by the next round; several API processes may sweep at once harmlessly.
 */
@Injectable()
export class GeneratedFilesSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('GeneratedFilesSweeper');
  private readonly rounds = new PeriodicRounds(this.logger, 'Sweep of generated files');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.generatedFileRetentionHours > 0) this.rounds.every(SWEEP_INTERVAL_MS, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number of files removed. */
  tick(now = new Date()): Promise<number> {
    return this.rounds.run(() => this.sweep(now));
  }

  private async sweep(now: Date): Promise<number> {
    const hours = this.config.generatedFileRetentionHours;
    if (hours <= 0) return 0;
    const cutoff = new Date(now.getTime() - hours * 3_600_000);
    const m = this.dataSource.manager;
    let removed = 0;
    for (;;) {
      // Each batch is a unit of work of its own: files are deleted from storage between them.
      const batch = await unitOfWork(this.dataSource, () => filesOfKindsBefore(m, GENERATED_KINDS, cutoff, BATCH));
      if (!batch.length || this.rounds.stopped) break;
      for (const file of batch) await this.storage.delete(file.storageKey);
      await unitOfWork(this.dataSource, () =>
        deleteFileRows(
          m,
          batch.map((f) => f.id),
        ),
      );
      removed += batch.length;
      if (batch.length < BATCH) break;
    }
    if (removed) this.logger.log(`Removed ${removed} generated file(s) older than ${hours} h`);
    return removed;
  }
}
