import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { unitOfWork } from '../database/unit-of-work';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import {
  blankBodiesKeptUntil,
  claimMail,
  DueMail,
  dueMails,
  mailById,
  recordFailedAttempt,
  recordSent,
} from './mail.repository';

/** After this many failed attempts a mail is given up ('failed'); the retries span several hours. */
export const MAX_ATTEMPTS = 12;
/** A claimed mail whose sender died is claimed again after this lease (longer than any SMTP timeout). */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivers the queued mail (decisions.md §1). One worker per API process polls outbound_mails;
 * each mail is claimed with a conditional UPDATE, so several API instances never send the same
 * mail twice. A failed delivery stays queued with a later nextAttemptAt; a request that queued
 * mail never waits for, nor fails because of, delivery. The statements are in mail.repository.ts.
 */
@Injectable()
export class MailWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MailWorker');
  private readonly rounds = new PeriodicRounds(this.logger, 'Mail round');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.mailPollIntervalMs > 0) this.rounds.every(this.config.mailPollIntervalMs, () => this.tick());
  }

  async onModuleDestroy(): Promise<void> {
    await this.rounds.stop();
    this.transport.close();
  }

  /** One polling round, unless one is still running (then that one's promise). Resolves to the number sent. */
  tick(): Promise<number> {
    return this.rounds.run(async () => {
      const sent = await this.deliverDue();
      await this.blankExpiredBodies();
      return sent;
    });
  }

  /**
   * Blanks text and html of the mails whose retention is over (subject, recipient, status and times
   * stay). One conditional UPDATE that any instance may run at any time: it does the same whoever runs it.
   */
  async blankExpiredBodies(now = new Date()): Promise<number> {
    return this.alone(() => blankBodiesKeptUntil(this.dataSource.manager, now));
  }

  private bodyKeptUntil(from: Date): Date {
    return new Date(from.getTime() + this.config.mailBodyRetentionMinutes * 60_000);
  }

  /** Sends every due mail this instance manages to claim. */
  async deliverDue(now = new Date()): Promise<number> {
    const due = await dueMails(this.dataSource.manager, now, BATCH);
    let sent = 0;
    for (const row of due) {
      if (this.rounds.stopped) break;
      if (!(await this.claim(row))) continue;
      if (await this.deliver(row.id, row.attempts + 1)) sent++;
    }
    return sent;
  }

  /** Atomic claim: only the instance whose UPDATE still sees the row as it read it gets it. */
  private claim(row: DueMail): Promise<boolean> {
    return this.alone(() => claimMail(this.dataSource.manager, row, new Date(Date.now() + CLAIM_LEASE_MS)));
  }

  private async deliver(id: number, attempts: number): Promise<boolean> {
    const mail = await mailById(this.dataSource.manager, id);
    try {
      await this.transport.send(mail);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = attempts >= MAX_ATTEMPTS;
      await this.alone(() =>
        recordFailedAttempt(this.dataSource.manager, id, {
          giveUp,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          bodyKeptUntil: giveUp ? this.bodyKeptUntil(new Date()) : null,
        }),
      );
      const what = giveUp ? 'given up' : `retry in ${Math.round(retryDelayMs(attempts) / 1000)} s`;
      this.logger.warn(`Mail ${id} to ${mail.to} not delivered (attempt ${attempts}, ${what}): ${message}`);
      return false;
    }
    const sentAt = new Date();
    await this.alone(() => recordSent(this.dataSource.manager, id, sentAt, this.bodyKeptUntil(sentAt)));
    return true;
  }

  /** Each write of a round is a unit of work of its own (see unitOfWork). */
  private alone<T>(work: () => Promise<T>): Promise<T> {
    return unitOfWork(this.dataSource, work);
  }
}
