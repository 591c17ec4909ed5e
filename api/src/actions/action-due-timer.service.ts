import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { ClaimTimer } from '../workers/claim-timer';
import { ActionDueMails } from './action-due-mails.service';

/**
 * Looks for due-date reminders and overdue notices every REMINDER_POLL_INTERVAL_MS (0: never); the per-row claim
 * keeps processes from double-sending. Resolves each tick to the number queued.
 */
@Injectable()
export class ActionDueTimer extends ClaimTimer {
  constructor(
    private readonly mails: ActionDueMails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    super('ActionDueTimer', 'Action due-date round', clock);
  }

  protected get intervalMs(): number {
    return this.config.reminderPollIntervalMs;
  }

  protected round(now: Date): Promise<number> {
    return unitOfWork(this.dataSource, () => this.mails.run(now));
  }
}
