import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { chargeLinkBudget, findLinkBudget, LinkSpend, refundLinkBudget } from './sso-links.repository';

const WINDOW_MS = 24 * 60 * 60_000;
/** Per account and 24 hours, across all link steps: then the step takes the account's password only. */
export const MAX_CODES_PER_ACCOUNT = 5;
export const MAX_WRONG_TRIES_PER_ACCOUNT = 10;

type Spend = LinkSpend;
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Spends one code or one wrong try of the account's budget; false when it is spent. */
  charge(userId: number, spend: Spend, now = new Date()): Promise<boolean> {
    return chargeLinkBudget(this.dataSource.manager, userId, spend, LIMITS[spend], now, WINDOW_MS);
  }

  /** Gives back a try charged before a proof that turned out right (it was not a wrong try). */
  async refund(userId: number, spend: Spend): Promise<void> {
    await refundLinkBudget(this.dataSource.manager, userId, spend);
  }

  /** Whether the account can still be sent a code and try one (the step offers the password only when not). */
  async codesLeft(userId: number, now = new Date()): Promise<boolean> {
    const row = await findLinkBudget(this.dataSource.manager, userId);
    if (!row || row.windowStartedAt.getTime() <= now.getTime() - WINDOW_MS) return true;
    return row.codesSent < MAX_CODES_PER_ACCOUNT && row.failedAttempts < MAX_WRONG_TRIES_PER_ACCOUNT;
  }
}
