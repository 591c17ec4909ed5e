import { EntityManager, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { OutboundMail } from './outbound-mail.entity';

/* The statements on outbound_mails, each taking the caller's EntityManager (a transaction's, or the data source's). */

const SUBJECT_LENGTH = 300;

/** Queues one mail, due now. */
export async function insertQueuedMail(
  m: EntityManager,
  mail: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  await m.insert(OutboundMail, {
    to: mail.to,
    subject: mail.subject.slice(0, SUBJECT_LENGTH),
    text: mail.text,
    html: mail.html,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: new Date(),
  });
}

/** Whether a mail with this subject was queued to this address since `since`. */
export function mailQueuedSince(m: EntityManager, to: string, subject: string, since: Date): Promise<boolean> {
  return m.exists(OutboundMail, {
    where: { to, subject: subject.slice(0, SUBJECT_LENGTH), createdAt: MoreThanOrEqual(since) },
  });
}

/** Blanks text and html of the mails kept until `now` or earlier; answers how many. */
export async function blankBodiesKeptUntil(m: EntityManager, now: Date): Promise<number> {
  const result = await m
    .createQueryBuilder()
    .update(OutboundMail)
    .set({ text: '', html: '', bodyKeptUntil: null })
    .where('body_kept_until <= :now', { now })
    .execute();
  return result.affected ?? 0;
}

export type DueMail = Pick<OutboundMail, 'id' | 'status' | 'attempts'>;

/** Up to `limit` queued (or claimed, lease over) mails due by `now`, the longest waiting first. */
export function dueMails(m: EntityManager, now: Date, limit: number): Promise<DueMail[]> {
  return m.find(OutboundMail, {
    select: { id: true, status: true, attempts: true },
    where: { status: In(['queued', 'sending']), nextAttemptAt: LessThanOrEqual(now) },
    order: { nextAttemptAt: 'ASC', id: 'ASC' },
    take: limit,
  });
}

/**
 * Claims a mail for one attempt until `leaseUntil` with a conditional UPDATE: only the caller whose UPDATE
 * still sees the row as it was read gets it.
 */
export async function claimMail(m: EntityManager, row: DueMail, leaseUntil: Date): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(OutboundMail)
    .set({ status: 'sending', attempts: row.attempts + 1, nextAttemptAt: leaseUntil })
    .where('id = :id AND status = :status AND attempts = :attempts', {
      id: row.id,
      status: row.status,
      attempts: row.attempts,
    })
    .execute();
  return result.affected === 1;
}

export function mailById(m: EntityManager, id: number): Promise<OutboundMail> {
  return m.findOneByOrFail(OutboundMail, { id });
}

/** A claimed mail that was not delivered: queued again for `nextAttemptAt`, or given up ('failed'). */
export async function recordFailedAttempt(
  m: EntityManager,
  id: number,
  failure: { giveUp: boolean; lastError: string; nextAttemptAt: Date; bodyKeptUntil: Date | null },
): Promise<void> {
  await m.update(
    OutboundMail,
    { id, status: 'sending' },
    {
      status: failure.giveUp ? 'failed' : 'queued',
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      bodyKeptUntil: failure.bodyKeptUntil,
    },
  );
}

export async function recordSent(m: EntityManager, id: number, sentAt: Date, bodyKeptUntil: Date): Promise<void> {
  await m.update(OutboundMail, { id }, { status: 'sent', sentAt, lastError: null, bodyKeptUntil });
}
