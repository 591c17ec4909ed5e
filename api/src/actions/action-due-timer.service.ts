import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { ActionDueMails } from './action-due-mails.service';

/**
 * Looks for due-date reminders and overdue notices every REMINDER_POLL_INTERVAL_MS, like the respondents' reminder
 * timer: one timer per API process that never keeps it alive; the per-row claim keeps processes from double-sending.
 */
@Injectable()
export class ActionDueTimer implements OnModuleInit, OnModuleDestroy {
  private readonly rounds = new PeriodicRounds(new Logger('ActionDueTimer'), 'Action due-date round');

  constructor(
    private readonly mails: ActionDueMails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    if (this.config.reminderPollIntervalMs > 0)
      this.rounds.every(this.config.reminderPollIntervalMs, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number queued. */
  tick(now?: Date): Promise<number> {
    return this.rounds.run(() => unitOfWork(this.dataSource, () => this.mails.run(now)));
  }
}
