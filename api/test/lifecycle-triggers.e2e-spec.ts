import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { In } from 'typeorm';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { LifecycleTimer } from '../src/lifecycle/lifecycle-timer.service';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { secondInstance, surveyLibrary } from './programme-fixture';
import { Client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const plus = (iso: string, days: number) => day(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY));
/** 09:00 UTC of a day: the test's clock. */
const nineOn = (iso: string) => new Date(`${iso}T09:00:00Z`);
const quarterEnd = (iso: string) => {
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return day(new Date(Date.UTC(y, Math.floor((m - 1) / 3) * 3 + 3, 0)));
};
const quarterOf = (iso: string) => `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;

interface Period {
  Period: string;
  InquiryId: number | null;
  Invited: number;
  Answered: number;
  FiguresReleased: boolean;
  Needed: number;
}

/**
 * The lifecycle timer with a clock the test controls (tick(now)), on two API instances sharing one database, as two
 * processes would: each person is invited once per survey on their day, into the inquiry of their date's quarter,
 * through the ordinary invitation path (mails in the outbox), under the organisation's verified-sender rule and quota.
 */
describe('Lifecycle surveys: each person invited once, into their quarter, whatever the number of API instances', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let a: LifecycleTimer;
  let b: LifecycleTimer;
  let admin: Client;
  let customerId: number;
  let body: (over?: object) => object;
  const today = day(new Date());
  // Tomorrow onwards: every invitation day falls after the survey is set up, whatever today is.
  const start = plus(today, 1);

  const race = async (now: Date) => (await Promise.all([a.tick(now), b.tick(now)])).reduce((x, y) => x + y, 0);
  const periods = async (id: number): Promise<Period[]> =>
    (await admin.get(`/api/Lifecycle/${id}/Periods`).expect(200)).body;
  const mailsTo = (emails: string[]) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to: In(emails) }, order: { id: 'ASC' } });
  const personId = async (email: string) =>
    (
      (await admin.get(`/api/People?search=${encodeURIComponent(email)}`).expect(200)).body.data as {
        Id: number;
        Email: string;
      }[]
    ).find((p) => p.Email === email)!.Id;
  const importPeople = (csv: string) =>
    admin.post('/api/People/Import').attach('File', Buffer.from(csv), 'people.csv').expect(200);

  beforeAll(async () => {
    t = await createTestApp({ env: { PROGRAMME_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' } });
    second = await secondInstance(t);
    a = t.app.get(LifecycleTimer);
    b = second.get(LifecycleTimer);
    expect(a).not.toBe(b);
    admin = (await personas(t)).as('contosoAdmin');
    customerId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    const { typeId, intakeAnswers } = await surveyLibrary(t, 'Joiners');
    body = (over = {}) => ({
      Name: 'Onboarding',
      Trigger: 'Onboarding',
      InquiryTypeId: typeId,
      DaysAfter: 30,
      DaysOpen: 14,
      IntakeAnswers: intakeAnswers,
      ...over,
    });
  });
  afterEach(async () => {
    const left = (await admin.get('/api/Lifecycle?pageSize=-1').expect(200)).body.data as { Id: number }[];
    for (const s of left) await admin.delete(`/api/Lifecycle/${s.Id}`).expect(200);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it("invites each joiner once, DaysAfter after their StartDate, into their quarter's inquiry, even when two instances race and the date changes", async () => {
    const ann = 'ann@contoso-life.test';
    const bob = 'bob@contoso-life.test';
    const cal = 'cal@contoso-life.test';
    const old = 'old@contoso-life.test';
    const odd = 'odd@contoso-life.test';
    const bobStart = quarterEnd(start); // the same quarter as ann, another day (the same when start ends a quarter)
    const calStart = plus(start, 100); // always a later quarter
    await importPeople(
      'Email,StartDate\n' +
        `${ann},${start}\n${bob},${bobStart}\n${cal},${calStart}\n` +
        // Started long ago: their invitation day fell before the survey existed. A value that is not a date.
        `${old},${plus(today, -60)}\n${odd},soon\n`,
    );
    const survey = (await admin.post('/api/Lifecycle').send(body()).expect(200)).body;
    expect(survey).toMatchObject({ Trigger: 'Onboarding', DaysAfter: 30, ActiveFrom: today, PeriodCount: 0 });

    // The day before ann's invitation day: nothing.
    expect(await race(nineOn(plus(start, 29)))).toBe(0);
    expect(await periods(survey.Id)).toEqual([]);

    const annDay = plus(start, 30);
    const sameDay = bobStart === start ? 2 : 1;
    expect(await race(nineOn(annDay))).toBe(sameDay);
    const [first] = await periods(survey.Id);
    expect(first).toMatchObject({ Period: quarterOf(start), Invited: sameDay, Answered: 0, FiguresReleased: false });
    // Later the same day and the day after: nothing more, on either instance.
    expect(await race(new Date(nineOn(annDay).getTime() + 3_600_000))).toBe(0);
    expect(await race(nineOn(plus(annDay, 1)))).toBe(0);

    // ann's StartDate is corrected a day earlier (her new invitation day has passed too): she is not invited again.
    await admin
      .put(`/api/People/${await personId(ann)}`)
      .send({ Attributes: { StartDate: today } })
      .expect(200);
    expect(await race(nineOn(annDay))).toBe(0);

    // bob's day: the same quarter's inquiry.
    if (sameDay === 1) expect(await race(nineOn(plus(bobStart, 30)))).toBe(1);
    // cal's day: a later quarter, a new inquiry.
    expect(await race(nineOn(plus(calStart, 30)))).toBe(1);
    expect(await race(nineOn(plus(calStart, 31)))).toBe(0);

    const all = await periods(survey.Id);
    expect(all.map((p) => [p.Period, p.Invited])).toEqual([
      [quarterOf(calStart), 1],
      [quarterOf(start), 2],
    ]);
    const respondents = t.dataSource.getRepository(Respondent);
    const inQuarter = await respondents.find({ where: { inquiryId: all[1].InquiryId! } });
    expect(inQuarter.map((r) => r.email).sort()).toEqual([ann, bob]);
    expect((await respondents.find({ where: { inquiryId: all[0].InquiryId! } })).map((r) => r.email)).toEqual([cal]);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: all[1].InquiryId! });
    expect(inquiry).toMatchObject({ customerId, description: `Onboarding ${quarterOf(start)}` });
    expect(inquiry.intakeSubmittedAt).toBeInstanceOf(Date);
    // The periods' inquiries are one series, as a programme's rounds are: the later quarter's follows the earlier.
    expect(inquiry.recreatedFromId).toBeNull();
    const later = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: all[0].InquiryId! });
    expect(later.recreatedFromId).toBe(all[1].InquiryId);
    // One invitation mail each; none to the long-ago joiner or the value that is not a date.
    const mails = await mailsTo([ann, bob, cal, old, odd]);
    expect(mails.map((m) => m.to).sort()).toEqual([ann, bob, cal]);
    expect((await respondents.find({ where: { email: In([old, odd]) } })).length).toBe(0);
    expect((await admin.get(`/api/Lifecycle/${survey.Id}`).expect(200)).body).toMatchObject({
      PeriodCount: 2,
      LastError: null,
    });
  });

  it('sends the exit survey when an EndDate is set and reached, once', async () => {
    const dan = 'dan@contoso-life.test';
    const eve = 'eve@contoso-life.test';
    await importPeople(`Email,Department\n${dan},Sales\n${eve},Sales\n`);
    const survey = (
      await admin
        .post('/api/Lifecycle')
        .send(body({ Name: 'Exit', Trigger: 'Exit', DaysAfter: 0 }))
        .expect(200)
    ).body;
    const leaves = plus(start, 3);
    expect(await race(nineOn(leaves))).toBe(0);
    // The admin records dan's leaving day; eve stays.
    await admin
      .put(`/api/People/${await personId(dan)}`)
      .send({ Attributes: { Department: 'Sales', EndDate: leaves } })
      .expect(200);
    expect(await race(nineOn(plus(leaves, -1)))).toBe(0);
    expect(await race(nineOn(leaves))).toBe(1);
    expect(await race(nineOn(plus(leaves, 2)))).toBe(0);
    const [period] = await periods(survey.Id);
    expect(period).toMatchObject({ Period: quarterOf(leaves), Invited: 1, FiguresReleased: false });
    const invited = await t.dataSource.getRepository(Respondent).find({ where: { inquiryId: period.InquiryId! } });
    expect(invited.map((r) => r.email)).toEqual([dan]);
    expect((await mailsTo([dan, eve])).map((m) => m.to)).toEqual([dan]);
  });

  it("keeps the organisation's rules: nothing before an admin's address is verified; over today's quota, they wait for a later tick", async () => {
    const people = ['fay', 'gus', 'hal'].map((n) => `${n}@contoso-rules.test`);
    await importPeople(`Email,EndDate\n${people.map((p) => `${p},${start}`).join('\n')}\n`);
    const survey = (
      await admin
        .post('/api/Lifecycle')
        .send(body({ Name: 'Leavers', Trigger: 'Exit', DaysAfter: 0 }))
        .expect(200)
    ).body;
    await t.users.update({ customerId }, { isVerified: false });
    expect(await race(nineOn(start))).toBe(0);
    const refused = (await admin.get(`/api/Lifecycle/${survey.Id}`).expect(200)).body;
    expect(refused.LastError).toContain('Verify your email address before inviting respondents');
    expect(await mailsTo(people)).toHaveLength(0);
    expect(await periods(survey.Id)).toEqual([]);
    await t.users.update({ customerId, email: DEMO.contosoAdmin }, { isVerified: true });

    const customers = t.dataSource.getRepository(Customer);
    const { invitationsPerDay } = await customers.findOneByOrFail({ id: customerId });
    await customers.update({ id: customerId }, { invitationsPerDay: 0 });
    expect(await race(nineOn(start))).toBe(0);
    expect((await admin.get(`/api/Lifecycle/${survey.Id}`).expect(200)).body.LastError).toContain(
      'Daily invitation limit reached',
    );
    await customers.update({ id: customerId }, { invitationsPerDay });
    expect(await race(nineOn(plus(start, 1)))).toBe(3);
    expect((await mailsTo(people)).map((m) => m.to).sort()).toEqual(people);
    expect((await admin.get(`/api/Lifecycle/${survey.Id}`).expect(200)).body.LastError).toBeNull();
  });
});
