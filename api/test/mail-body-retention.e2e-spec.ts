import { setTimeout as sleep } from 'node:timers/promises';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailQueue } from '../src/mail/mail-queue.service';
import { MailWorker } from '../src/mail/mail-worker.service';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { passwordResetCodeMail } from '../src/mail/templates/password-reset-code';
import { createTestApp, TestApp } from './support/test-app';

const HOUR = 3_600_000;
const resetMail = (to: string) =>
  passwordResetCodeMail({
    to,
    firstName: 'Sam',
    code: '482913',
    validMinutes: 10,
    publicUrl: 'https://portal.example.test',
  });

/**
 * outbound_mails kept the text and html of every mail for ever: reset and verification codes,
 * sign-up and invitation links. The mail worker's round blanks them once a mail is sent and the
 * retention (MAIL_BODY_RETENTION_MINUTES, 60 by default) is over; subject, recipient, status and
 * times stay for the delivery log.
 */
describe('mail bodies at rest', () => {
  describe('with the default retention of one hour', () => {
    let t: TestApp;
    let mails: Repository<OutboundMail>;
    let worker: MailWorker;

    beforeAll(async () => {
      // No worker of its own: the spec runs the rounds, with its own clock.
      t = await createTestApp({ demo: false, env: { MAIL_POLL_INTERVAL_MS: '0' } });
      mails = t.app.get(getRepositoryToken(OutboundMail));
      worker = t.app.get(MailWorker);
    });
    afterAll(() => t?.close());

    it('keeps a sent mail’s body for an hour, then blanks text and html only; a queued mail keeps its body', async () => {
      const queue = t.app.get(MailQueue);
      await queue.enqueue(resetMail('sent@example.test'));
      expect(await worker.deliverDue()).toBe(1);
      await queue.enqueue(resetMail('queued@example.test'));
      const sent = await mails.findOneByOrFail({ to: 'sent@example.test' });
      expect(sent.status).toBe('sent');
      expect(sent.text).toContain('482913');

      expect(await worker.blankExpiredBodies(new Date(Date.now() + HOUR - 60_000))).toBe(0);
      expect((await mails.findOneByOrFail({ id: sent.id })).text).toContain('482913');

      expect(await worker.blankExpiredBodies(new Date(Date.now() + HOUR + 60_000))).toBe(1);
      const blanked = await mails.findOneByOrFail({ id: sent.id });
      expect(blanked).toMatchObject({
        to: 'sent@example.test',
        subject: 'Your password reset code',
        status: 'sent',
        text: '',
        html: '',
        bodyKeptUntil: null,
      });
      expect(blanked.sentAt).toEqual(sent.sentAt);
      expect(blanked.createdAt).toEqual(sent.createdAt);
      expect((await mails.findOneByOrFail({ to: 'queued@example.test' })).text).toContain('482913');
      // A second round (or another instance) finds nothing more to do; the queued mail, however old, keeps its body.
      expect(await worker.blankExpiredBodies(new Date(Date.now() + 48 * HOUR))).toBe(0);
      expect((await mails.findOneByOrFail({ to: 'queued@example.test' })).text).toContain('482913');
    });
  });

  describe('with MAIL_BODY_RETENTION_MINUTES=0', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ demo: false, env: { MAIL_POLL_INTERVAL_MS: '0', MAIL_BODY_RETENTION_MINUTES: '0' } });
    });
    afterAll(() => t?.close());

    it('blanks a mail’s body at the worker’s next round after sending it', async () => {
      const mails = t.app.get<Repository<OutboundMail>>(getRepositoryToken(OutboundMail));
      const worker = t.app.get(MailWorker);
      await t.app.get(MailQueue).enqueue(resetMail('now@example.test'));
      expect(await worker.tick()).toBe(1);
      // The next round (a moment later: MariaDB keeps whole seconds) blanks it.
      await sleep(1100);
      await worker.tick();
      expect(await mails.findOneByOrFail({ to: 'now@example.test' })).toMatchObject({
        status: 'sent',
        subject: 'Your password reset code',
        text: '',
        html: '',
      });
    });
  });
});
