import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { AppConfig } from '../config/app-config';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one mail or throws; the worker decides about retries. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

// nodemailer loaded with the first mail sent: requiring it costs about 0.05 s of CPU that a start need not pay.
const loadNodemailer = async () => (await import('nodemailer')).default;

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailTransport implements MailTransport {
  readonly description: string;
  private transporter?: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.description = `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  }

  private async open(): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
    // Short timeouts: an SMTP outage must free the worker quickly; the mail is retried later.
    this.transporter ??= (await loadNodemailer()).createTransport(this.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return this.transporter;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await (
      await this.open()
    ).sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    this.transporter?.close();
  }
}

/**
 * The embedded default without SMTP_URL: each mail is rendered by nodemailer (streamTransport, buffered)
 * and written as an .eml file under DATA_DIR/outbox; its link is logged so a developer can open it.
 */
class OutboxMailTransport implements MailTransport {
  readonly description: string;
  private transporter?: Transporter<StreamTransport.SentMessageInfo>;
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    this.description = `outbox ${dir}`;
  }

  async send(mail: OutgoingMail): Promise<void> {
    this.transporter ??= (await loadNodemailer()).createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const info = await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-mail-${mail.id}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log(`Mail to ${mail.to} "${mail.subject}": ${pathToFileURL(file).href}`);
  }

  close(): void {
    this.transporter?.close();
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.smtpUrl
    ? new SmtpMailTransport(config.smtpUrl, config.mailFrom)
    : new OutboxMailTransport(join(config.dataDir, 'outbox'), config.mailFrom);
}
