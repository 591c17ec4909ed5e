import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import { OutboundMail } from './outbound-mail.entity';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part. */
  text: string;
  /** HTML part. */
  html: string;
}

/**
 * Queues mail in the database. Pass the request's EntityManager to queue inside its
 * transaction: the mail exists exactly when the change that caused it was stored.
 * Delivery (SMTP or .eml outbox, with retries) is the mail worker's job.
 */
@Injectable()
export class MailQueue {
  constructor(@InjectRepository(OutboundMail) private readonly mails: Repository<OutboundMail>) {}

  async enqueue(message: MailMessage, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(OutboundMail) : this.mails;
    await repo.insert({
      to: message.to,
      subject: message.subject.slice(0, 300),
      text: message.text,
      html: message.html,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(),
    });
  }

  /** Whether a mail with this subject was queued to this address since `since` (callers cap notices with it). */
  queuedSince(to: string, subject: string, since: Date): Promise<boolean> {
    return this.mails.exists({ where: { to, subject: subject.slice(0, 300), createdAt: MoreThanOrEqual(since) } });
  }
}
