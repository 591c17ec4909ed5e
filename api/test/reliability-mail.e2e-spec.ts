import { setTimeout as sleep } from 'node:timers/promises';
import { getRepositoryToken } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { freePort, SmtpSink } from './support/smtp-sink';
import { runMailRounds } from './support/mail-rounds';
import { personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/** SMTP down while a customer admin invites respondents: nothing is lost, nothing is sent twice. */
describe('invitations while SMTP is down', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let mails: Repository<OutboundMail>;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort()); // not started: the SMTP server is down
    t = await createTestApp({
      env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL: 'https://portal.example.test' },
    });
    mails = t.app.get(getRepositoryToken(OutboundMail));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop().catch(() => undefined);
  });

  it('answers the invitation call at once, keeps every mail and delivers each once SMTP is back', async () => {
    const admin = (await personas(t)).as('contosoAdmin');
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const inquiry = await createInquiry(admin, typeId, 'Invited during an SMTP outage');
    await submitIntake(t, admin, inquiry.Id, typeId);
    const invited = ['ada@contoso.example', 'grace@contoso.example', 'linus@contoso.example'];

    const start = Date.now();
    await addParticipants(admin, inquiry.Id, invited, {
      ExpiryDate: new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10),
    }).expect(200);
    expect(Date.now() - start).toBeLessThan(3000);
    expect((await admin.get(`/api/Inquiry/GetRespondents/${inquiry.Id}?pageSize=-1`).expect(200)).body.totalItem).toBe(
      3,
    );

    // Every delivery attempt fails and each mail stays queued with its error, none given up.
    for (;;) {
      const rows = await mails.findBy({ to: In(invited) });
      if (rows.length === 3 && rows.every((m) => m.attempts >= 1 && m.status === 'queued' && m.lastError)) {
        for (const m of rows) {
          expect(m.status).toBe('queued');
          expect(m.lastError).toMatch(/ECONNREFUSED|connect/i);
        }
        break;
      }
      if (Date.now() - start > 10_000) throw new Error('the worker never tried to send the invitations');
      await sleep(50);
    }

    await sink.start();
    // The backoff has passed (moved forward rather than waited for).
    await mails.update({ to: In(invited) }, { nextAttemptAt: new Date(Date.now() - 1000) });
    for (const to of invited) {
      const mail = await sink.waitFor(to);
      expect(mail.subject).toBe('Contoso Ltd invites you to a diagnostic survey');
      expect(mail.raw).toContain('https://portal.example.test/auth/signup/');
    }
    await runMailRounds(t.app);
    for (const to of invited) expect(sink.to(to)).toHaveLength(1);
    expect((await mails.findBy({ to: In(invited) })).map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
  });
});
