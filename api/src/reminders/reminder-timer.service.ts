import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { ClaimTimer } from '../workers/claim-timer';
import { RemindersService } from './reminders.service';

/**
 * Runs the automatic reminder (REMINDER_DAYS_BEFORE_EXPIRY, 0: never) every REMINDER_POLL_INTERVAL_MS; the per-row
 * claim keeps several processes from double-sending. Resolves each tick to the number queued.
 */
@Injectable()
export class ReminderTimer extends ClaimTimer {
  constructor(
    private readonly reminders: RemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    super('ReminderTimer', 'Reminder round', clock);
  }

  protected get intervalMs(): number {
    return this.config.reminderDaysBeforeExpiry > 0 ? this.config.reminderPollIntervalMs : 0;
  }

  protected round(now: Date): Promise<number> {
    return unitOfWork(this.dataSource, () => this.reminders.remindBeforeExpiry(now));
  }
}
