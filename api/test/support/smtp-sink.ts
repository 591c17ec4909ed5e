import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A free loopback port (so a test can point SMTP_URL at a server that is not running yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps every mail it receives,
 * parsed into subject, text and HTML parts, so tests read what a mailbox would.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            ...parseMime(raw),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until a mail to `to` arrives (polling), and answers the newest one. */
  async waitFor(to: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.to(to);
      if (mails.length >= count) return mails[mails.length - 1];
      if (Date.now() > deadline)
        throw new Error(`no mail #${count} for ${to} within ${timeoutMs} ms (got ${mails.length})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }
}

/** The 6-digit code a password-reset mail carries (the strong paragraph of its text part). */
export function codeIn(mail: ReceivedMail): string {
  const match = /code is:\s+(\d{6})\s/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/** The staff sign-up link an invitation or reminder mail carries: its path, and the secret of its ?key= parameter. */
export function invitationLinkIn(mail: ReceivedMail): { path: string; key: string } {
  const match = /https?:\/\/[^\s"<>]+\/auth\/signup\/[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`no sign-up link in mail: ${mail.text}`);
  const url = new URL(match[0]);
  const key = url.searchParams.get('key');
  if (!key) throw new Error(`no key in sign-up link: ${match[0]}`);
  return { path: url.pathname, key };
}

/** The secret of the confirmation link a new organisation's sign-up mail carries (/auth/signup/confirm?token=…). */
export function signupConfirmationIn(mail: Pick<ReceivedMail, 'text'>): { path: string; token: string } {
  const match = /https?:\/\/[^\s"<>]+\/auth\/signup\/confirm\?[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in mail: ${mail.text}`);
  const url = new URL(match[0]);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no token in confirmation link: ${match[0]}`);
  return { path: url.pathname, token };
}

/** Enough MIME for nodemailer's output: headers, multipart/alternative, 7bit/quoted-printable/base64. */
function parseMime(raw: string): { subject: string; text: string; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = unfold(head);
  const subject = decodeWords(headers['subject'] ?? '');
  const parts = { text: '', html: '' };
  const collect = (partHeaders: Record<string, string>, content: string) => {
    const type = (partHeaders['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of content.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const [h, ...b] = piece.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        collect(unfold(h), b.join('\n\n'));
      }
      return;
    }
    const decoded = decodeBody(content, (partHeaders['content-transfer-encoding'] ?? '7bit').toLowerCase());
    if (type.startsWith('text/html')) parts.html = decoded;
    else if (type.startsWith('text/plain')) parts.text = decoded;
  };
  collect(headers, body);
  return { subject, ...parts };
}

function unfold(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeBody(content: string, encoding: string): string {
  const trimmed = content.replace(/\r\n/g, '\n').replace(/\n+$/, '');
  if (encoding === 'base64') return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // A literal % (a URL's %20) is escaped first, so only the =XX bytes are decoded.
    const bytes = trimmed
      .replace(/=\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes);
  }
  return trimmed;
}

/** RFC 2047 words; the space between two adjacent words is not text, and a character may span two words. */
function decodeWords(value: string): string {
  const word = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
  const bytes = (enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(decodeBody(text.replace(/_/g, ' '), 'quoted-printable'), 'utf8');
  return value.replace(
    /(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi,
    (run) =>
      Buffer.concat([...run.matchAll(word)].map((m) => bytes(m[1], m[2]))).toString('utf8') +
      (/\s$/.test(run) ? ' ' : ''),
  );
}
