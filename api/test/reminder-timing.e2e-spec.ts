import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { RemindersService } from '../src/reminders/reminders.service';
import { Client, personas, Personas } from './support/personas';
import { inquiryWithInvitees, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const HOUR = 3_600_000;

interface Row {
  Id: number | null;
  RespondentId: number;
  Email: string;
  status: string;
  InvitedAt: string;
  LastRemindedAt: string | null;
  NextReminderAt: string | null;
}

/**
 * When a reminder may go: not in the first 24 hours after the invitation, at most once a day after that. The list
 * says when the next one may go, and a refusal says why (its title is not a bare "Conflict").
 */
describe('reminder timing: none right after the invitation, at most one a day, and the list says when', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let inquiryId: number;
  const fresh = 'fresh.invitee@northwind.example';
  const older = 'older.invitee@northwind.example';

  const list = async (as: Client = admin) =>
    (await as.get(`/api/Inquiry/GetRespondents/${inquiryId}?pageSize=-1`).expect(200)).body.data as Row[];
  const rowOf = async (email: string) => (await list()).find((r) => r.Email === email)!;
  const remind = (respondentId: number) => admin.post(`/api/Inquiry/${inquiryId}/Respondents/${respondentId}/Remind`);
  const reminderMails = (to: string) =>
    t.dataSource
      .getRepository(OutboundMail)
      .find({ where: { to } })
      .then((mails) => mails.filter((m) => m.subject.startsWith('Reminder:')));
  const invitedAgo = (email: string, hours: number) =>
    t.dataSource
      .getRepository(Respondent)
      .update({ inquiryId, email }, { createdAt: new Date(Date.now() - hours * HOUR) });

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('northwindAdmin');
    const type = await typeByName(t, 'Organisational Health Check');
    inquiryId = await inquiryWithInvitees(t, admin, type.id, 'Reminder timing', [fresh, older]);
    await invitedAgo(older, 30);
  });
  afterAll(() => t.close());

  it('lists when each person was invited and reminded, and when a reminder may next go', async () => {
    const before = Date.now();
    const justInvited = await rowOf(fresh);
    expect(justInvited.LastRemindedAt).toBeNull();
    const next = new Date(justInvited.NextReminderAt!).getTime();
    expect(next - new Date(justInvited.InvitedAt).getTime()).toBe(24 * HOUR);
    expect(next).toBeGreaterThan(before + 23 * HOUR);
    const due = await rowOf(older);
    expect(due.NextReminderAt).toBeNull();
    expect(Date.now() - new Date(due.InvitedAt).getTime()).toBeGreaterThan(29 * HOUR);
  });

  it('refuses to remind someone invited in the last 24 hours, saying so, and sends nothing', async () => {
    const res = await remind((await rowOf(fresh)).RespondentId).expect(409);
    expect(res.body).toEqual({
      status: 409,
      title: 'Reminder not sent',
      errorMessage: ['This respondent was invited in the last 24 hours: no reminder is sent yet'],
    });
    expect(await reminderMails(fresh)).toHaveLength(0);
    expect((await rowOf(fresh)).LastRemindedAt).toBeNull();
  });

  it('reminds someone invited earlier once, then refuses a second reminder the same day, saying why', async () => {
    const row = await rowOf(older);
    await remind(row.RespondentId).expect(200);
    const after = await rowOf(older);
    expect(after.LastRemindedAt).not.toBeNull();
    expect(new Date(after.NextReminderAt!).getTime() - new Date(after.LastRemindedAt!).getTime()).toBe(24 * HOUR);
    const again = await remind(row.RespondentId).expect(409);
    expect(again.body).toEqual({
      status: 409,
      title: 'Reminder not sent',
      errorMessage: ['This respondent was already reminded in the last 24 hours'],
    });
    expect(await reminderMails(older)).toHaveLength(1);
  });

  it('"remind all" skips the person invited a moment ago and says how many were skipped and why', async () => {
    const late = 'late.invitee@northwind.example';
    await admin
      .put(`/api/Inquiry/AddParticipants/${inquiryId}`)
      .send({ Participants: [late], NoOfParticipants: 3 })
      .expect(200);
    await t.dataSource
      .getRepository(Respondent)
      .update({ inquiryId, email: older }, { lastRemindedAt: new Date(Date.now() - 25 * HOUR) });
    const res = await admin.post(`/api/Inquiry/SendReminders/${inquiryId}`).expect(200);
    expect(res.body).toEqual({
      InquiryId: inquiryId,
      Sent: 1,
      Skipped: 2,
      SkippedRemindedRecently: 0,
      SkippedInvitedRecently: 2,
      Completed: 0,
      Message: '1 reminder sent; 2 skipped (invited in the last 24 hours)',
    });
    expect(await reminderMails(late)).toHaveLength(0);
    expect(await reminderMails(fresh)).toHaveLength(0);
    expect(await reminderMails(older)).toHaveLength(2);
    const again = await admin.post(`/api/Inquiry/SendReminders/${inquiryId}`).expect(200);
    expect(again.body).toMatchObject({ Sent: 0, Skipped: 3, SkippedRemindedRecently: 1, SkippedInvitedRecently: 2 });
    expect(again.body.Message).toBe(
      '0 reminders sent; 1 skipped (already reminded in the last 24 hours); 2 skipped (invited in the last 24 hours)',
    );
  });

  it('leaves people invited in the last 24 hours out of the automatic reminder before expiry too', async () => {
    const service = t.app.get(RemindersService);
    t.config.reminderDaysBeforeExpiry = 60;
    try {
      await t.dataSource.getRepository(Respondent).update({ inquiryId }, { lastRemindedAt: null });
      expect(await service.remindBeforeExpiry()).toBeGreaterThan(0);
      expect(await reminderMails(fresh)).toHaveLength(0);
      expect(await reminderMails(older)).toHaveLength(3);
    } finally {
      t.config.reminderDaysBeforeExpiry = 0;
    }
  });

  it('gives every respondent of the demo an account id: a completed form always belongs to a user', async () => {
    const operator = api.as('operator');
    const inquiries = await t.dataSource.getRepository(Inquiry).find({ select: { id: true } });
    const demo = inquiries.filter((i) => i.id !== inquiryId);
    expect(demo.length).toBeGreaterThan(3);
    let completed = 0;
    for (const { id } of demo) {
      const rows = (await operator.get(`/api/Inquiry/GetRespondents/${id}?pageSize=-1`).expect(200)).body.data as Row[];
      for (const r of rows) expect({ email: r.Email, Id: r.Id }).toEqual({ email: r.Email, Id: expect.any(Number) });
      completed += rows.filter((r) => r.status === 'completed').length;
    }
    // The finished inquiry and its earlier round (25 each), the collecting one's 1, the peers' 5 × 6.
    expect(completed).toBe(81);
  });
});
