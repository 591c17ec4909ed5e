import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { In } from 'typeorm';
import type { AuthUser } from '../src/auth/auth-user';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { ProgrammeTimer } from '../src/programmes/programme-timer.service';
import { ProgrammesService } from '../src/programmes/programmes.service';
import { Respondent } from '../src/respondents/respondent.entity';
import { secondInstance, surveyLibrary } from './programme-fixture';
import { Client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const MINUTE = 60_000;
const SALES = ['ann@contoso-pulse.test', 'bob@contoso-pulse.test'];
const IT = 'ivy@contoso-pulse.test';

interface Round {
  RoundIndex: number;
  ScheduledAt: string;
  Status: string;
  InquiryId: number | null;
  InvitedCount: number;
  Participants: number | null;
  CompletedForms: number | null;
  Error: string | null;
}

/**
 * The programme timer with a clock the test controls (tick(now)), on two API instances sharing one database, as
 * two processes would: a due round is made once, its inquiry follows the series, the audience is invited through
 * the ordinary invitation path (mails in the outbox), the organisation's verified-sender rule and quota apply.
 */
describe('Programme rounds: made once on their date, whatever the number of API instances', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let a: ProgrammeTimer;
  let b: ProgrammeTimer;
  let admin: Client;
  let adminUser: AuthUser;
  let customerId: number;
  let typeId: number;
  let body: (over?: object) => object;

  const rounds = async (id: number): Promise<Round[]> =>
    (await admin.get(`/api/Programmes/${id}/Rounds?pageSize=-1`).expect(200)).body.data.reverse();
  const invitationsTo = (emails: string[]) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to: In(emails) }, order: { id: 'ASC' } });
  const race = async (now: Date) => (await Promise.all([a.tick(now), b.tick(now)])).reduce((x, y) => x + y, 0);
  const at = (iso: string, minutes = 0) => new Date(new Date(iso).getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await createTestApp({ env: { PROGRAMME_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' } });
    second = await secondInstance(t);
    a = t.app.get(ProgrammeTimer);
    b = second.get(ProgrammeTimer);
    expect(a).not.toBe(b);

    const api = await personas(t);
    admin = api.as('contosoAdmin');
    const user = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    customerId = user.customerId!;
    adminUser = { ...user, customerId };
    // Contoso's directory starts empty: three people, two of them in Sales.
    await admin
      .post('/api/People/Import')
      .attach('File', Buffer.from(`Email,Department\n${SALES[0]},Sales\n${SALES[1]},Sales\n${IT},IT\n`), 'people.csv')
      .expect(200);
    const library = await surveyLibrary(t, 'Pulse');
    typeId = library.typeId;
    // Tomorrow: the rounds fall within the invitation path's expiry limits, whatever today is.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    body = (over = {}) => ({
      Name: 'Sales pulse',
      InquiryTypeId: typeId,
      Cadence: 'Monthly',
      DaysOpen: 14,
      StartDate: `${tomorrow}T09:00`,
      TimeZone: 'Europe/Brussels',
      AudienceAttribute: 'Department',
      AudienceValue: 'Sales',
      IntakeAnswers: library.intakeAnswers,
      ...over,
    });
  });
  // Each test's programmes end with it: their later rounds would fall on the next test's dates.
  afterEach(async () => {
    const left = (await admin.get('/api/Programmes?pageSize=-1').expect(200)).body.data as { Id: number }[];
    for (const p of left) await admin.delete(`/api/Programmes/${p.Id}`).expect(200);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('makes nothing before the date; on it, two racing instances make the round once and invite the audience once', async () => {
    const programme = (await admin.post('/api/Programmes').send(body()).expect(200)).body;
    const first = programme.NextRoundAt as string;
    expect(await race(at(first, -1))).toBe(0);
    expect(await rounds(programme.Id)).toEqual([]);

    expect(await race(at(first, 1))).toBe(1);
    const [round] = await rounds(programme.Id);
    expect(round).toMatchObject({
      RoundIndex: 0,
      ScheduledAt: first,
      Status: 'Created',
      InvitedCount: 2,
      Participants: 2,
      CompletedForms: 0,
      Error: null,
    });
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: round.InquiryId! });
    expect(inquiry).toMatchObject({
      customerId,
      inquiryTypeId: typeId,
      recreatedFromId: null,
    });
    expect(inquiry.intakeSubmittedAt).toBeInstanceOf(Date);
    // Open for DaysOpen days after the round's date, to the end of that day.
    const closes = new Date(new Date(first).getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    // (to the second: MariaDB's DATETIME keeps no milliseconds)
    expect(inquiry.expiryDate!.toISOString().slice(0, 19)).toBe(`${closes}T23:59:59`);
    const invited = await t.dataSource.getRepository(Respondent).find({ where: { inquiryId: inquiry.id } });
    expect(invited.map((r) => r.email).sort()).toEqual(SALES);
    const mails = await invitationsTo([...SALES, IT]);
    expect(mails.map((m) => m.to).sort()).toEqual(SALES);
    expect(mails.every((m) => m.status === 'queued')).toBe(true);

    // Ticks later the same day find nothing more to do, on either instance.
    expect(await race(at(first, 30))).toBe(0);
    expect(await rounds(programme.Id)).toHaveLength(1);
    const after = (await admin.get(`/api/Programmes/${programme.Id}`).expect(200)).body;
    expect(after.RoundCount).toBe(1);
    expect(new Date(after.NextRoundAt).getTime()).toBeGreaterThan(new Date(first).getTime());
  });

  it("makes the next round a month later as the next inquiry of the series; a pause's dates are never made up for", async () => {
    const programme = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Series' }))
        .expect(200)
    ).body;
    const first = programme.NextRoundAt as string;
    expect(await race(at(first, 1))).toBe(1);
    const second = (await admin.get(`/api/Programmes/${programme.Id}`).expect(200)).body.NextRoundAt as string;
    expect(await race(at(second, 1))).toBe(1);
    const [r0, r1] = await rounds(programme.Id);
    expect(r1).toMatchObject({ RoundIndex: 1, ScheduledAt: second, Status: 'Created' });
    const next = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: r1.InquiryId! });
    expect(next.recreatedFromId).toBe(r0.InquiryId);

    // Paused now; three months on, nothing is made while paused.
    await admin.post(`/api/Programmes/${programme.Id}/Pause`).expect(200);
    const threeMonthsOn = at(second, 92 * 24 * 60);
    expect(await race(threeMonthsOn)).toBe(0);
    // Resumed then: the next round is the first after the resume, not the three that fell during the pause.
    const resumed = await t.app.get(ProgrammesService).resume(adminUser, programme.Id, threeMonthsOn);
    expect(resumed.NextRoundAt!.getTime()).toBeGreaterThan(threeMonthsOn.getTime());
    expect(await race(new Date(resumed.NextRoundAt!.getTime() + MINUTE))).toBe(1);
    const all = await rounds(programme.Id);
    expect(all.map((r) => r.RoundIndex)).toEqual([0, 1, 5]);
    const last = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: all[2].InquiryId! });
    expect(last.recreatedFromId).toBe(r1.InquiryId);
  });

  it("keeps the organisation's rules: no mail before an admin's address is verified, none over the daily quota, none to an empty audience", async () => {
    const users = t.users;
    await users.update({ customerId }, { isVerified: false });
    const unverified = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Unverified' }))
        .expect(200)
    ).body;
    const before = (await invitationsTo(SALES)).length;
    expect(await race(at(unverified.NextRoundAt, 1))).toBe(1);
    const [refused] = await rounds(unverified.Id);
    expect(refused).toMatchObject({ Status: 'Failed', InvitedCount: 0, InquiryId: null });
    expect(refused.Error).toContain('Verify your email address before inviting respondents');
    expect(await invitationsTo(SALES)).toHaveLength(before);
    await users.update({ customerId, email: DEMO.contosoAdmin }, { isVerified: true });

    await t.dataSource.getRepository(Customer).update({ id: customerId }, { invitationsPerDay: 1 });
    const overQuota = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Over quota' }))
        .expect(200)
    ).body;
    expect(await race(at(overQuota.NextRoundAt, 1))).toBe(1);
    const [limited] = await rounds(overQuota.Id);
    expect(limited).toMatchObject({ Status: 'Failed', InvitedCount: 0, InquiryId: null });
    expect(limited.Error).toContain('Daily invitation limit reached');
    expect(await invitationsTo(SALES)).toHaveLength(before);
    await t.dataSource.getRepository(Customer).update({ id: customerId }, { invitationsPerDay: null });

    const nobody = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Nobody', AudienceValue: 'Legal' }))
        .expect(200)
    ).body;
    expect(await race(at(nobody.NextRoundAt, 1))).toBe(1);
    const [empty] = await rounds(nobody.Id);
    expect(empty).toMatchObject({ Status: 'Failed', InvitedCount: 0, InquiryId: null });
    expect(empty.Error).toBe('No one in the directory is in the audience of this programme');
  });
});
