import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PeriodicRounds } from '../workers/periodic-rounds';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { sendWebhook, SendOutcome } from './webhook-sender';
import { openWebhookSecret } from './webhook-secret';
import { signatureHeader } from './webhook-signature';
import { checkTarget, TargetRefused } from './webhook-target';
import { WebhookDelivery } from './webhook-delivery.entity';
import { Webhook } from './webhook.entity';
import {
  claimDelivery,
  DueDelivery,
  dueDeliveries,
  findDelivery,
  findWebhook,
  settleDelivery,
} from './webhooks.repository';

/** After this many failed attempts a delivery is given up ('failed'); the retries span about a day. */
export const MAX_ATTEMPTS = 10;
/** A claimed delivery whose sender died is claimed again after this lease (far beyond the 5 s time-out). */
const CLAIM_LEASE_MS = 60_000;
const BATCH = 20;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … capped at six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * Sends queued webhook deliveries with the mail worker's claim pattern: one worker per API process
 * polls webhook_deliveries, each row is claimed with a conditional UPDATE (several instances never
 * send one delivery twice), a failure goes back to queued with a later nextAttemptAt. The network
 * call happens outside any database work, so SQLite's one writer never waits for a slow endpoint.
 */
@Injectable()
export class WebhookWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('WebhookWorker');
  private readonly rounds = new PeriodicRounds(this.logger, 'Webhook round');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.webhooks.pollIntervalMs > 0)
      this.rounds.every(this.config.webhooks.pollIntervalMs, () => this.tick());
  }

  async onModuleDestroy(): Promise<void> {
    await this.rounds.stop();
  }

  tick(): Promise<number> {
    return this.rounds.run(() => this.deliverDue());
  }

  /** Sends every due delivery this instance manages to claim; resolves to the number delivered. */
  async deliverDue(now = new Date()): Promise<number> {
    const due = await dueDeliveries(this.dataSource.manager, now, BATCH);
    let delivered = 0;
    for (const row of due) {
      if (this.rounds.stopped) break;
      if (!(await this.claim(row, now))) continue;
      if (await this.deliver(row.id, row.attempts + 1, now)) delivered++;
    }
    return delivered;
  }

  private claim(row: DueDelivery, now: Date): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    return this.alone(() => claimDelivery(this.dataSource.manager, row, leaseUntil));
  }

  private async deliver(id: number, attempts: number, now: Date): Promise<boolean> {
    const m = this.dataSource.manager;
    const delivery = await findDelivery(m, id);
    const hook = delivery ? await findWebhook(m, delivery.webhookId) : null;
    if (!delivery || !hook) return false; // the endpoint was deleted meanwhile (its deliveries with it)
    const outcome = await this.send(hook, delivery);
    const giveUp = !outcome.ok && attempts >= MAX_ATTEMPTS;
    await this.alone(() =>
      settleDelivery(
        m,
        id,
        outcome.ok
          ? { status: 'delivered', lastAnswer: outcome.answer, deliveredAt: new Date() }
          : {
              status: giveUp ? 'failed' : 'queued',
              lastAnswer: outcome.answer,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            },
      ),
    );
    if (!outcome.ok)
      this.logger.warn(
        `Webhook delivery ${id} (${delivery.event}) failed, attempt ${attempts}${giveUp ? ', given up' : ''}: ${outcome.answer.slice(0, 120)}`,
      );
    return outcome.ok;
  }

  private async send(hook: Webhook, delivery: WebhookDelivery): Promise<SendOutcome> {
    let secret: string;
    try {
      secret = openWebhookSecret(this.config.sso.secretKey, hook);
    } catch {
      // Retried like any failure: the operator may restore the key the secret was sealed with.
      return { ok: false, answer: 'Not sent: the signing secret does not open with this SSO_SECRET_KEY' };
    }
    try {
      const target = await checkTarget(hook.url, this.config.webhooks.allowPrivate);
      const headers = {
        'X-Portal-Event': delivery.event,
        'X-Portal-Delivery': String(delivery.id),
        'X-Portal-Signature': signatureHeader(secret, delivery.body, Math.floor(Date.now() / 1000)),
      };
      return await sendWebhook(target, delivery.body, headers);
    } catch (err) {
      if (err instanceof TargetRefused) return { ok: false, answer: `Refused: ${err.message}` };
      throw err;
    }
  }

  private alone<T>(work: () => Promise<T>): Promise<T> {
    return unitOfWork(this.dataSource, work);
  }
}
