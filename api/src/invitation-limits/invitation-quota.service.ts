import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/filters/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { addWithinLimit, dayCounted, insertDayCount, sentOnDay } from './invitation-limits.repository';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The daily invitation quota of an organisation: invitation, survey-assigned and reminder mails it
 * may queue per UTC day (INVITATIONS_PER_DAY, or the customer's own InvitationsPerDay). A batch is
 * counted with one conditional UPDATE inside the caller's transaction: it fits whole or is refused
 * whole, and concurrent batches cannot both slip under the limit.
 */
@Injectable()
export class InvitationQuota {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async limitOf(customerId: number, m?: EntityManager): Promise<number> {
    const customer = await this.customers.findById(customerId, m);
    return customer?.invitationsPerDay ?? this.config.invitationsPerDay;
  }

  /** How many more mails the organisation may queue today. */
  async remaining(customerId: number, now = new Date(), m: EntityManager = this.dataSource.manager): Promise<number> {
    const sent = await sentOnDay(m, customerId, utcDay(now));
    return Math.max(0, (await this.limitOf(customerId, m)) - sent);
  }

  /** Counts `count` mails against today's quota, or throws 429 (nothing counted) when they do not all fit. */
  async consume(m: EntityManager, customerId: number, count: number, now = new Date()): Promise<void> {
    if (count <= 0) return;
    const day = utcDay(now);
    const limit = await this.limitOf(customerId, m);
    // The UPDATE first: once the day's row exists, concurrent batches queue on its row lock (no shared lock to upgrade).
    if (await addWithinLimit(m, customerId, day, count, limit)) return;
    if (count <= limit && !(await dayCounted(m, customerId, day))) {
      try {
        await insertDayCount(m, customerId, day, count);
        return;
      } catch (err) {
        // Another batch created the day's row meanwhile: count against it.
        if (!isUniqueViolation(err)) throw err;
        if (await addWithinLimit(m, customerId, day, count, limit)) return;
      }
    }
    const left = await this.remaining(customerId, now, m);
    throw new ApiError(429, 'Daily invitation limit reached', [
      `Your organisation can send ${left} more invitation mail${left === 1 ? '' : 's'} today (limit ${limit} a day, reminders included); ` +
        `this needs ${count}. Nothing was sent. Try fewer people, or again tomorrow (UTC).`,
    ]);
  }
}
