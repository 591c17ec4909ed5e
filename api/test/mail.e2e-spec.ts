import { setTimeout as sleep } from 'node:timers/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailQueue } from '../src/mail/mail-queue.service';
import { SmtpMailTransport } from '../src/mail/mail-transport';
import { MAX_ATTEMPTS, MailWorker } from '../src/mail/mail-worker.service';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { reminderMail } from '../src/mail/templates/reminder';
import { codeIn, freePort, SmtpSink } from './support/smtp-sink';
import { runMailRounds } from './support/mail-rounds';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://portal.example.test';

async function until<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const hostileReminder = (to: string, organisation = 'Northwind <Traders> & "Partners"') =>
  reminderMail({
    to,
    firstName: '<b>Sam</b>',
    organisation,
    inquiryTypeName: 'Culture scan',
    description: '<script>alert("x")</script> Q3',
    expiryDate: new Date('2031-05-04T00:00:00Z'),
    publicUrl: PUBLIC_URL,
  });

describe('mail worker over SMTP (smtp-server on loopback)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let mails: Repository<OutboundMail>;
  let queue: MailQueue;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({
      demo: false,
      env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL, MAIL_FROM: 'Portal <portal@example.test>' },
    });
    mails = t.app.get(getRepositoryToken(OutboundMail));
    queue = t.app.get(MailQueue);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('delivers a queued mail by itself, with a text and an HTML part, escaped values and PUBLIC_URL links', async () => {
    await queue.enqueue(hostileReminder('sam@example.test'));
    const mail = await sink.waitFor('sam@example.test');
    expect(mail.from).toBe('portal@example.test');
    expect(mail.subject).toBe('Reminder: your survey form for Culture scan');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    // The text part carries the values as written …
    expect(mail.text).toContain('Hello <b>Sam</b>,');
    expect(mail.text).toContain('<script>alert("x")</script> Q3');
    expect(mail.text).toContain(`${PUBLIC_URL}/customerUser/dashboard`);
    expect(mail.text).toContain('2031-05-04');
    // … the HTML part escapes every one of them.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Sam</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Q3');
    expect(mail.html).toContain('Northwind &lt;Traders&gt; &amp; &quot;Partners&quot;');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/customerUser/dashboard"`);

    const row = await until(() => mails.findOneBy({ to: 'sam@example.test', status: 'sent' }), 'the sent status');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
  });

  it('never sends a mail twice, however many workers compete for it', async () => {
    const config = t.config;
    // Two more workers (as in two more API instances) besides the app's own, polling every 50 ms.
    const transport = new SmtpMailTransport(sink.url, config.mailFrom);
    const others = [new MailWorker(t.dataSource, transport, config), new MailWorker(t.dataSource, transport, config)];
    const count = 15;
    for (let i = 0; i < count; i++)
      await queue.enqueue({
        to: 'many@example.test',
        subject: `Mail ${i}`,
        text: `Body ${i}`,
        html: `<p>Body ${i}</p>`,
      });
    await until(async () => {
      await Promise.all(others.map((w) => w.tick()));
      return (await mails.countBy({ to: 'many@example.test', status: 'sent' })) === count;
    }, 'all mails sent');
    await runMailRounds(t.app, others);
    const subjects = sink
      .to('many@example.test')
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Mail ${i}`).sort());
    transport.close();
  });

  it('takes over a mail whose sender died mid-send (lease expired), not one still being sent', async () => {
    const now = Date.now();
    await mails.insert({
      to: 'stale@example.test',
      subject: 'Stale',
      text: 't',
      html: '<p>t</p>',
      status: 'sending',
      attempts: 1,
      nextAttemptAt: new Date(now - 1000),
    });
    await mails.insert({
      to: 'busy@example.test',
      subject: 'Busy',
      text: 't',
      html: '<p>t</p>',
      status: 'sending',
      attempts: 1,
      nextAttemptAt: new Date(now + 60_000),
    });
    await sink.waitFor('stale@example.test');
    await runMailRounds(t.app);
    expect(sink.to('busy@example.test')).toHaveLength(0);
    expect(await mails.findOneByOrFail({ to: 'stale@example.test' })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('runs one unref’d timer, which the app’s shutdown clears', async () => {
    // The timer lives in the worker's PeriodicRounds.
    const worker = t.app.get(MailWorker) as unknown as { rounds: { timer: NodeJS.Timeout } };
    expect(worker.rounds.timer.hasRef()).toBe(false);
    const other = await createTestApp({ demo: false, env: { MAIL_POLL_INTERVAL_MS: '50' } });
    const timer = (
      other.app.get(MailWorker) as unknown as { rounds: { timer: NodeJS.Timeout & { _destroyed: boolean } } }
    ).rounds.timer;
    expect(timer._destroyed).toBe(false);
    await other.close();
    expect(timer._destroyed).toBe(true);
  });
});

describe('SMTP down: the request succeeds, the mail waits and goes out once SMTP is back', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let mails: Repository<OutboundMail>;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort()); // not started: nothing listens on the port
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL } });
    mails = t.app.get(getRepositoryToken(OutboundMail));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('gives a mail up after the last attempt', async () => {
    await mails.insert({
      to: 'doomed@example.test',
      subject: 'Doomed',
      text: 't',
      html: '<p>t</p>',
      status: 'queued',
      attempts: MAX_ATTEMPTS - 1,
      nextAttemptAt: new Date(),
    });
    const row = await until(
      () => mails.findOneBy({ to: 'doomed@example.test', status: 'failed' }),
      'the failed status',
    );
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('answers forgot password normally, retries with backoff, and delivers the code once SMTP is up', async () => {
    const start = Date.now();
    const res = await t.http().post('/api/auth/forgotpassword').send({ Email: DEMO.northwindStaff }).expect(200);
    expect(Date.now() - start).toBeLessThan(3000);

    const failed = await until(
      () => mails.findOneBy({ to: DEMO.northwindStaff, status: 'queued', attempts: 1 }),
      'the first failed attempt',
    );
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: the next try is about 30 s later, not at the next poll.
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);

    await sink.start();
    await runMailRounds(t.app);
    expect(sink.received).toHaveLength(0);
    expect(await mails.findOneByOrFail({ id: failed.id })).toMatchObject({ status: 'queued', attempts: 1 });

    // The backoff has passed (moved forward rather than waited for).
    await mails.update(failed.id, { nextAttemptAt: new Date(Date.now() - 1000) });
    const mail = await sink.waitFor(DEMO.northwindStaff);
    await t
      .http()
      .post('/api/auth/verifyforgotpasswordtoken')
      .send({ Email: DEMO.northwindStaff, Token: codeIn(mail) })
      .expect(200);
    await t
      .http()
      .put(`/api/auth/resetpassword/${res.body.Id}`)
      .send({ Email: DEMO.northwindStaff, token: codeIn(mail), Password: 'After#Outage2026' })
      .expect(200);

    await runMailRounds(t.app);
    expect(sink.to(DEMO.northwindStaff)).toHaveLength(1);
    expect(sink.to('doomed@example.test')).toHaveLength(0);
    expect(await mails.findOneByOrFail({ id: failed.id })).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('without SMTP_URL: .eml files in DATA_DIR/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('writes each mail as an .eml file with both parts', async () => {
    const mails = t.app.get<Repository<OutboundMail>>(getRepositoryToken(OutboundMail));
    await t.app.get(MailQueue).enqueue(hostileReminder('outbox@example.test'));
    await until(() => mails.findOneBy({ to: 'outbox@example.test', status: 'sent' }), 'the sent status');
    const dir = join(t.config.dataDir, 'outbox');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]), 'utf8');
    expect(eml).toMatch(/^To: outbox@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reminder: your survey form for Culture scan$/m);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });
});
