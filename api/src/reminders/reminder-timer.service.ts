import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { serializedOnSqlite } from '../database/sqlite-serial';
import { RemindersService } from './reminders.service';

/**
 * Runs the automatic reminder (REMINDER_DAYS_BEFORE_EXPIRY) every REMINDER_POLL_INTERVAL_MS, like
 * the mail worker: one timer per API process that never keeps the process alive; rounds never
 * overlap within a process, and the per-row claim keeps several processes from double-sending.
 */
@Injectable()
export class ReminderTimer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReminderTimer');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly reminders: RemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    if (this.config.reminderDaysBeforeExpiry <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.reminderPollIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number queued. */
  tick(now?: Date): Promise<number> {
    if (this.running) return this.running;
    // Outside any request: on SQLite the round queues behind requests (see serializedOnSqlite).
    this.running = serializedOnSqlite(this.dataSource, () => this.reminders.remindBeforeExpiry(now))
      .catch((err: unknown) => {
        if (!this.stopped) this.logger.warn(`Reminder round failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
