import { simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps every mail the portal sends. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            this.mails.push({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Waits for the first mail to `to` whose subject matches. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 20000): Promise<CaughtMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
      if (mail) return mail;
      if (Date.now() > until)
        throw new Error(
          `No mail to ${to} matching ${subject} within ${timeoutMs} ms (got: ${this.mails.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
