import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { insertQueuedMail, mailQueuedSince } from './mail.repository';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async enqueue(message: MailMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await insertQueuedMail(manager, message);
  }

  /** Whether a mail with this subject was queued to this address since `since` (callers cap notices with it). */
  queuedSince(to: string, subject: string, since: Date): Promise<boolean> {
    return mailQueuedSince(this.dataSource.manager, to, subject, since);
  }
}
