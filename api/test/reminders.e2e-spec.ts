import { IsNull, Like, Not } from 'typeorm';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { encodeInvitation as encryptInvitation } from '@portal/contracts';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { ReminderTimer } from '../src/reminders/reminder-timer.service';
import { RemindersService } from '../src/reminders/reminders.service';
import { User } from '../src/users/user.entity';
import { Role } from '../src/common/domain/roles';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';

const DAY = 86_400_000;
const SUBJECT = 'Reminder: your survey form for Digital Transformation Readiness';

describe('reminders: on request (once a day per respondent) and automatically before expiry', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let inquiry: Inquiry;
  let forms: Respondent[];
  const INVITEE = 'new.person@northwind.example';

  const send = (id: number, as = api.anonymous()) => as.post(`/api/Inquiry/SendReminders/${id}`);
  const mails = () =>
    t.dataSource.getRepository(OutboundMail).find({ where: { subject: SUBJECT }, order: { id: 'ASC' } });
  const respondents = () =>
    t.dataSource.getRepository(Respondent).find({ where: { inquiryId: inquiry.id }, order: { id: 'ASC' } });
  const resetReminders = () =>
    t.dataSource.getRepository(Respondent).update({ inquiryId: inquiry.id }, { lastRemindedAt: null });

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, admin, contosoAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    const owner = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const type = await t.dataSource
      .getRepository(InquiryType)
      .findOneByOrFail({ name: 'Digital Transformation Readiness' });
    inquiry = await t.dataSource.getRepository(Inquiry).save(
      t.dataSource.getRepository(Inquiry).create({
        customerId: owner.customerId!,
        inquiryTypeId: type.id,
        createdByUserId: owner.id,
        description: 'Reminder fixture',
        intakeSubmittedAt: new Date(),
        respondentsAddedAt: new Date(),
        noOfParticipants: 4,
        expiryDate: new Date(Date.now() + 10 * DAY),
      }),
    );
    const users = await t.dataSource
      .getRepository(User)
      .find({ where: { customerId: owner.customerId!, role: Role.CustomerUser }, order: { id: 'ASC' }, take: 3 });
    const repo = t.dataSource.getRepository(Respondent);
    // Invited two days ago: a reminder is never sent in the first 24 hours after the invitation.
    const base = { inquiryId: inquiry.id, customerId: owner.customerId!, createdAt: new Date(Date.now() - 2 * DAY) };
    forms = await repo.save([
      repo.create({
        ...base,
        email: users[0].email,
        userId: users[0].id,
        status: 'completed',
        submittedAt: new Date(),
      }),
      repo.create({ ...base, email: users[1].email, userId: users[1].id, status: 'saveasdraft' }),
      repo.create({ ...base, email: users[2].email, userId: users[2].id, status: 'pending' }),
      repo.create({ ...base, email: INVITEE, userId: null, status: 'pending' }),
    ]);
    await rebuildInquiryStatistics(t.dataSource.manager, inquiry.id);
  });
  afterAll(() => t.close());

  it('mails every respondent who has not completed, with the right link, and records the time', async () => {
    const res = await send(inquiry.id, admin).expect(200);
    expect(res.body).toEqual({
      InquiryId: inquiry.id,
      Sent: 3,
      Skipped: 0,
      SkippedRemindedRecently: 0,
      SkippedInvitedRecently: 0,
      Completed: 1,
      Message: '3 reminders sent',
    });
    const queued = await mails();
    expect(queued.map((m) => m.to).sort()).toEqual([forms[1].email, forms[2].email, INVITEE].sort());
    const invitee = queued.find((m) => m.to === INVITEE)!;
    expect(invitee.text).toContain(
      `http://localhost:3000/auth/signup/${encodeURIComponent(encryptInvitation('Northwind Traders'))}/${encodeURIComponent(encryptInvitation(INVITEE))}`,
    );
    const member = queued.find((m) => m.to === forms[1].email)!;
    expect(member.text).toContain('http://localhost:3000/customerUser/dashboard');
    expect(member.text).toContain(
      'This is a reminder from Northwind Traders: your survey form for "Digital Transformation Readiness" (Reminder fixture) is not completed yet.',
    );
    const rows = await respondents();
    expect(rows[0].lastRemindedAt).toBeNull();
    for (const r of rows.slice(1)) expect(r.lastRemindedAt).toBeInstanceOf(Date);
  });

  it('sends at most one reminder a day per respondent', async () => {
    const again = await send(inquiry.id, operator).expect(200);
    expect(again.body).toEqual({
      InquiryId: inquiry.id,
      Sent: 0,
      Skipped: 3,
      SkippedRemindedRecently: 3,
      SkippedInvitedRecently: 0,
      Completed: 1,
      Message: '0 reminders sent; 3 skipped (already reminded in the last 24 hours)',
    });
    expect(await mails()).toHaveLength(3);
    // 25 hours later for one of them: only that one is due.
    await t.dataSource
      .getRepository(Respondent)
      .update({ id: forms[2].id }, { lastRemindedAt: new Date(Date.now() - 25 * 3_600_000) });
    const later = await send(inquiry.id, admin).expect(200);
    expect(later.body).toMatchObject({
      Sent: 1,
      Skipped: 2,
      Message: '1 reminder sent; 2 skipped (already reminded in the last 24 hours)',
    });
    expect((await mails()).filter((m) => m.to === forms[2].email)).toHaveLength(2);
  });

  it('never double-sends when two requests race', async () => {
    await resetReminders();
    const before = (await mails()).length;
    const [a, b] = await Promise.all([send(inquiry.id, admin), send(inquiry.id, operator)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.Sent + b.body.Sent).toBe(3);
    expect((await mails()).length - before).toBe(3);
  });

  it('guards role, tenant and state', async () => {
    await send(inquiry.id).expect(401);
    await send(inquiry.id, staff).expect(403);
    await send(inquiry.id, contosoAdmin).expect(404);
    await send(999999, operator).expect(404);
    await send(Number.NaN, operator).expect(400);
    const repo = t.dataSource.getRepository(Inquiry);
    await repo.update({ id: inquiry.id }, { expiryDate: new Date(Date.now() - 1000) });
    const expired = await send(inquiry.id, admin).expect(409);
    expect(expired.body).toEqual({
      status: 409,
      title: 'Reminder not sent',
      errorMessage: ['This inquiry has expired: set a new expiry date before sending reminders'],
    });
    await repo.update(
      { id: inquiry.id },
      { expiryDate: new Date(Date.now() + 10 * DAY), resultsUploadedAt: new Date() },
    );
    const published = await send(inquiry.id, admin).expect(409);
    expect(published.body.errorMessage).toEqual([
      'The results of this inquiry are published: reminders can no longer be sent',
    ]);
    await repo.update({ id: inquiry.id }, { resultsUploadedAt: null });
    const empty = await repo.save(
      repo.create({ ...inquiry, id: undefined, description: 'No respondents yet', respondentsAddedAt: null }),
    );
    await send(empty.id, admin).expect(200, {
      InquiryId: empty.id,
      Sent: 0,
      Skipped: 0,
      SkippedRemindedRecently: 0,
      SkippedInvitedRecently: 0,
      Completed: 0,
      Message: 'This inquiry has no respondents to remind yet',
    });
  });

  it('reminds automatically N days before expiry, once, and a manual reminder in that window counts', async () => {
    const service = t.app.get(RemindersService);
    const timer = t.app.get(ReminderTimer);
    const fresh = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiry.id });
    const expiry = fresh.expiryDate!.getTime();
    // Off by default.
    expect(t.config.reminderDaysBeforeExpiry).toBe(0);
    expect(await service.remindBeforeExpiry(new Date(expiry - DAY))).toBe(0);

    t.config.reminderDaysBeforeExpiry = 3;
    try {
      await resetReminders();
      // Manual reminder for one respondent 2.5 days before expiry: inside the window, so it counts.
      await t.dataSource
        .getRepository(Respondent)
        .update({ id: forms[1].id }, { lastRemindedAt: new Date(expiry - 2.5 * DAY) });
      const before = (await mails()).length;
      // Not yet in the window (4 days before expiry).
      expect(await timer.tick(new Date(expiry - 4 * DAY))).toBe(0);
      // 2 days before expiry: the two others, once, even when two instances run the round together.
      const now = new Date(expiry - 2 * DAY);
      const [x, y] = await Promise.all([service.remindBeforeExpiry(now), service.remindBeforeExpiry(now)]);
      expect(x + y).toBe(2);
      const queued = (await mails()).slice(before);
      expect(queued.map((m) => m.to).sort()).toEqual([forms[2].email, INVITEE].sort());
      expect(queued[0].text).toContain(`Please complete it before ${new Date(expiry).toISOString().slice(0, 10)}`);
      // A day and a half later, still in the window: nobody again.
      expect(await timer.tick(new Date(expiry - 0.5 * DAY))).toBe(0);
      // The completed form is never reminded; an expired or published inquiry is left alone.
      expect((await respondents())[0].lastRemindedAt).toBeNull();
      await resetReminders();
      expect(await service.remindBeforeExpiry(new Date(expiry + 1000))).toBe(0);
      await t.dataSource.getRepository(Inquiry).update({ id: inquiry.id }, { resultsUploadedAt: new Date() });
      expect(await service.remindBeforeExpiry(new Date(expiry - DAY))).toBe(0);
      await t.dataSource.getRepository(Inquiry).update({ id: inquiry.id }, { resultsUploadedAt: null });
      expect(
        await t.dataSource.getRepository(Respondent).countBy({ inquiryId: inquiry.id, lastRemindedAt: Not(IsNull()) }),
      ).toBe(0);
      // Other inquiries of the demo are outside the window at that time, so nothing else was mailed.
      expect(
        await t.dataSource.getRepository(OutboundMail).countBy({ subject: Like('Reminder:%'), to: Like('%contoso%') }),
      ).toBe(0);
    } finally {
      t.config.reminderDaysBeforeExpiry = 0;
    }
  });
});

describe('reminder timer', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('runs the automatic reminder on its own when REMINDER_DAYS_BEFORE_EXPIRY is set', async () => {
    t = await createTestApp({
      env: { REMINDER_DAYS_BEFORE_EXPIRY: '30', REMINDER_POLL_INTERVAL_MS: '1000', MAIL_POLL_INTERVAL_MS: '0' },
    });
    expect(t.config.reminderDaysBeforeExpiry).toBe(30);
    // The demo's collecting inquiry expires within 30 days and has open forms.
    const collecting = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    const open = await t.dataSource
      .getRepository(Respondent)
      .countBy({ inquiryId: collecting.id, status: Not('completed') as never });
    expect(open).toBeGreaterThan(0);
    const deadline = Date.now() + 15_000;
    let reminded = 0;
    while (Date.now() < deadline) {
      reminded = await t.dataSource
        .getRepository(Respondent)
        .countBy({ inquiryId: collecting.id, lastRemindedAt: Not(IsNull()) });
      if (reminded >= open) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(reminded).toBe(open);
    expect(await t.dataSource.getRepository(OutboundMail).countBy({ subject: Like('Reminder:%') })).toBe(open);
  });
});
