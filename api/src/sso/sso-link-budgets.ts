import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SsoLinkBudget } from './sso-link-budget.entity';

const WINDOW_MS = 24 * 60 * 60_000;
/** Per account and 24 hours, across all link steps: then the step takes the account's password only. */
export const MAX_CODES_PER_ACCOUNT = 5;
export const MAX_WRONG_TRIES_PER_ACCOUNT = 10;

type Spend = 'codes_sent' | 'failed_attempts';
const LIMITS: Record<Spend, number> = {
  codes_sent: MAX_CODES_PER_ACCOUNT,
  failed_attempts: MAX_WRONG_TRIES_PER_ACCOUNT,
};

/**
 * The per-account budget of the link step (sso_link_budgets). Each charge is one conditional UPDATE
 * that starts a new window when the last one is over, or adds one while under the limit; so parallel
 * requests on any number of instances cannot spend past it.
 */
@Injectable()
export class SsoLinkBudgets {
  constructor(@InjectRepository(SsoLinkBudget) private readonly budgets: Repository<SsoLinkBudget>) {}

  /** Spends one code or one wrong try of the account's budget; false when it is spent. */
  async charge(userId: number, spend: Spend, now = new Date()): Promise<boolean> {
    await this.budgets
      .createQueryBuilder()
      .insert()
      .into(SsoLinkBudget)
      .values({ userId, windowStartedAt: now, codesSent: 0, failedAttempts: 0 })
      .orIgnore()
      .execute();
    const other: Spend = spend === 'codes_sent' ? 'failed_attempts' : 'codes_sent';
    const over = new Date(now.getTime() - WINDOW_MS);
    // window_started_at is set last: an engine may evaluate SET left to right, reading columns already assigned.
    const result = await this.budgets
      .createQueryBuilder()
      .update(SsoLinkBudget)
      .set({
        [spend === 'codes_sent' ? 'codesSent' : 'failedAttempts']: () =>
          `CASE WHEN window_started_at <= :over THEN 1 ELSE ${spend} + 1 END`,
        [spend === 'codes_sent' ? 'failedAttempts' : 'codesSent']: () =>
          `CASE WHEN window_started_at <= :over THEN 0 ELSE ${other} END`,
        windowStartedAt: () => 'CASE WHEN window_started_at <= :over THEN :now ELSE window_started_at END',
      })
      .where(`user_id = :userId AND (window_started_at <= :over OR ${spend} < :max)`, { userId, max: LIMITS[spend] })
      .setParameters({ over, now })
      .execute();
    return result.affected === 1;
  }

  /** Gives back a try charged before a proof that turned out right (it was not a wrong try). */
  async refund(userId: number, spend: Spend): Promise<void> {
    await this.budgets
      .createQueryBuilder()
      .update(SsoLinkBudget)
      .set({ [spend === 'codes_sent' ? 'codesSent' : 'failedAttempts']: () => `${spend} - 1` })
      .where(`user_id = :userId AND ${spend} > 0`, { userId })
      .execute();
  }

  /** Whether the account can still be sent a code and try one (the step offers the password only when not). */
  async codesLeft(userId: number, now = new Date()): Promise<boolean> {
    const row = await this.budgets.findOneBy({ userId });
    if (!row || row.windowStartedAt.getTime() <= now.getTime() - WINDOW_MS) return true;
    return row.codesSent < MAX_CODES_PER_ACCOUNT && row.failedAttempts < MAX_WRONG_TRIES_PER_ACCOUNT;
  }
}
