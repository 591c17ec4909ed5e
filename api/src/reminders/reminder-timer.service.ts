import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { unitOfWork } from '../database/unit-of-work';
import { RemindersService } from './reminders.service';

/**
 * Runs the automatic reminder (REMINDER_DAYS_BEFORE_EXPIRY) every REMINDER_POLL_INTERVAL_MS, like
 * the mail worker: one timer per API process that never keeps the process alive; rounds never
 * overlap within a process, and the per-row claim keeps several processes from double-sending.
 */
@Injectable()
export class ReminderTimer implements OnModuleInit, OnModuleDestroy {
  private readonly rounds = new PeriodicRounds(new Logger('ReminderTimer'), 'Reminder round');

  constructor(
    private readonly reminders: RemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    if (this.config.reminderDaysBeforeExpiry > 0)
      this.rounds.every(this.config.reminderPollIntervalMs, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number queued. */
  tick(now?: Date): Promise<number> {
    return this.rounds.run(() => unitOfWork(this.dataSource, () => this.reminders.remindBeforeExpiry(now)));
  }
}
