import { IsNull } from 'typeorm';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { RemindersService } from '../src/reminders/reminders.service';
import { EmailVerificationCode } from '../src/signup/email-verification-code.entity';
import { Client, personas, Personas } from './support/personas';
import { signupConfirmationIn } from './support/smtp-sink';
import { invitedEarlier } from './support/invited-earlier';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Abuse of the public sign-up: an organisation nobody verified mailing strangers in bulk with its
 * own name and description in the mails, and sign-up answers telling who has an account.
 */
const PASSWORD = 'Mallory#Start2026';
const LOCKED = {
  status: 429,
  title: 'Too Many Requests',
  errorMessage: ['Too many attempts. Please wait a minute and try again.'],
};

const organisation = (over: Record<string, unknown> = {}) => ({
  CustomerName: 'Totally Legit Bank',
  Industry: 'Finance',
  Country: 'United Kingdom',
  State: 'England',
  City: 'London',
  Website: 'https://legit-bank.example',
  FirstName: 'Mallory',
  LastName: 'Spammer',
  Email: 'mallory@spam.example',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  ...over,
});

describe('sign-up abuse: unverified organisations, invitation quota and throttle, account enumeration', () => {
  let t: TestApp;
  let api: Personas;
  const mails = () => t.dataSource.getRepository(OutboundMail);
  const signup = (body: object) => t.http().post('/api/Customer/CustomerAdminsignup').send(body);
  const participants = (as: Client, id: number, emails: string[]) =>
    as.put(`/api/Inquiry/AddParticipants/${id}`).send({ Participants: emails });
  const respondentCount = (inquiryId: number) => t.dataSource.getRepository(Respondent).countBy({ inquiryId });

  /** An inquiry ready for respondents (intake submitted), made directly in the database. */
  const readyInquiry = async (customerId: number, createdByUserId: number, description = 'Claim your refund now') => {
    const type = await t.dataSource.getRepository(InquiryType).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const repo = t.dataSource.getRepository(Inquiry);
    return repo.save(
      repo.create({ customerId, inquiryTypeId: type.id, createdByUserId, description, intakeSubmittedAt: new Date() }),
    );
  };

  /**
   * A self-signed-up organisation whose admin is not verified: what every sign-up made before the link
   * confirmation existed left behind (a confirmed sign-up's admin is verified), so it is set back here.
   */
  const unverifiedOrganisation = async (over: Record<string, unknown> = {}) => {
    const body = organisation(over);
    await signup(body).expect(200);
    const mail = await mails().findOneByOrFail({ to: body.Email, subject: 'Confirm your sign-up' });
    await t
      .http()
      .post('/api/Customer/ConfirmSignup')
      .send({ Token: signupConfirmationIn(mail).token })
      .expect(200);
    await t.users.update({ email: body.Email }, { isVerified: false });
    return t.users.findOneByOrFail({ email: body.Email });
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MAIL_POLL_INTERVAL_MS: '0',
        INVITATIONS_PER_DAY: '5',
        ADD_PARTICIPANTS_PER_MINUTE: '8',
        REMINDER_DAYS_BEFORE_EXPIRY: '7',
      },
    });
    api = await personas(t);
  });
  afterAll(() => t.close());

  describe('an organisation whose admin is not verified (signed up before the confirmation link) sends nothing until the address is verified', () => {
    let admin: Client;
    let inquiry: Inquiry;
    let codeMail: OutboundMail;

    beforeAll(async () => {
      const user = await unverifiedOrganisation();
      admin = await api.asUser(user.email);
      inquiry = await readyInquiry(user.customerId!, user.id);
      await admin.post('/api/Customer/EmailVerification/SendCode').expect(200);
      codeMail = await mails().findOneByOrFail({ to: user.email, subject: 'Verify your email address' });
    });

    it('SendCode mailed a 6-digit code to the address', () => {
      expect(codeMail.text).toMatch(/^\d{6}$/m);
    });

    it('AddParticipants answers 403 and queues nothing while unverified', async () => {
      const before = await mails().count();
      const victims = Array.from({ length: 50 }, (_, i) => `victim${i}@elsewhere.example`);
      const res = await participants(admin, inquiry.id, victims).expect(403);
      expect(res.body).toEqual({
        status: 403,
        title: 'Email not verified',
        errorMessage: [
          'Verify your email address before inviting respondents: enter the code we mailed you (or ask for a new one) on your dashboard.',
        ],
      });
      expect(await mails().count()).toBe(before);
      expect(await respondentCount(inquiry.id)).toBe(0);
    });

    it('reminders answer 403 too, even with respondents in place', async () => {
      await t.dataSource.getRepository(Respondent).insert({
        inquiryId: inquiry.id,
        customerId: inquiry.customerId,
        email: 'planted@elsewhere.example',
        userId: null,
        status: 'pending',
      });
      await t.dataSource
        .getRepository(Inquiry)
        .update(inquiry.id, { expiryDate: new Date(Date.now() + 5 * 86_400_000) });
      const before = await mails().count();
      const res = await admin.post(`/api/Inquiry/SendReminders/${inquiry.id}`).expect(403);
      expect(res.body.errorMessage[0]).toMatch(/^Verify your email address before sending reminders/);
      expect(await mails().count()).toBe(before);
      // The automatic reminder (due: the inquiry expires within REMINDER_DAYS_BEFORE_EXPIRY) skips the organisation too.
      await t.app.get(RemindersService).remindBeforeExpiry();
      expect(await mails().countBy({ to: 'planted@elsewhere.example' })).toBe(0);
      await t.dataSource.getRepository(Respondent).delete({ inquiryId: inquiry.id });
    });

    it('a wrong code is refused; the mailed code verifies the address and opens AddParticipants', async () => {
      expect((await admin.get('/api/Customer/EmailVerification/Status').expect(200)).body).toMatchObject({
        IsVerified: false,
        Email: 'mallory@spam.example',
      });
      const code = codeMail.text.match(/^(\d{6})$/m)![1];
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await admin.post('/api/Customer/EmailVerification/Verify').send({ Code: wrong }).expect(400);
      expect(refused.body).toEqual({
        status: 400,
        title: 'Invalid code',
        errorMessage: ['The code is invalid or has expired. Please ask for a new code.'],
      });
      await admin.post('/api/Customer/EmailVerification/Verify').send({ Code: 'abc' }).expect(400);
      const ok = await admin.post('/api/Customer/EmailVerification/Verify').send({ Code: code }).expect(200);
      expect(ok.body).toEqual({
        Email: 'mallory@spam.example',
        IsVerified: true,
        Message: 'Your email address is verified',
      });
      expect((await t.users.findOneByOrFail({ email: 'mallory@spam.example' })).isVerified).toBe(true);
      await admin.post('/api/Customer/EmailVerification/SendCode').expect(409);

      await participants(admin, inquiry.id, ['first@elsewhere.example']).expect(200);
      expect(await mails().countBy({ to: 'first@elsewhere.example' })).toBe(1);
    });

    it('a new code replaces the old one, at most 5 an hour', async () => {
      await unverifiedOrganisation({ CustomerName: 'Second Org', Email: 'second@spam.example' });
      const second = await api.asUser('second@spam.example');
      for (let n = 0; n < 5; n++) await second.post('/api/Customer/EmailVerification/SendCode').expect(200);
      const res = await second.post('/api/Customer/EmailVerification/SendCode').expect(429);
      expect(res.body.title).toBe('Too Many Requests');
      const codes = await mails().find({
        where: { to: 'second@spam.example', subject: 'Verify your email address' },
        order: { id: 'ASC' },
      });
      expect(codes).toHaveLength(5);
      const first = codes[0].text.match(/^(\d{6})$/m)![1];
      const newest = codes[4].text.match(/^(\d{6})$/m)![1];
      if (first !== newest)
        await second.post('/api/Customer/EmailVerification/Verify').send({ Code: first }).expect(400);
      await second.post('/api/Customer/EmailVerification/Verify').send({ Code: newest }).expect(200);
    });

    it('mails two users asking at once a code each (their code inserts must not deadlock on MariaDB)', async () => {
      const staff = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
      const codes = t.dataSource.getRepository(EmailVerificationCode);
      for (let attempt = 0; attempt < 6; attempt++) {
        const users = [];
        for (const email of [`verify${attempt}-a@northwind.demo.test`, `verify${attempt}-b@northwind.demo.test`]) {
          users.push(
            await t.users.save(
              t.users.create({
                customerId: staff.customerId,
                role: staff.role,
                email,
                passwordHash: staff.passwordHash,
                firstName: 'At',
                lastName: 'Once',
              }),
            ),
          );
        }
        const clients = await Promise.all(users.map((u) => api.asUser(u.email)));
        const sent = await Promise.all(clients.map((as) => as.post('/api/Customer/EmailVerification/SendCode')));
        expect(sent.map((r) => r.status)).toEqual([200, 200]);
        for (const u of users) expect(await codes.countBy({ userId: u.id })).toBe(1);
      }
    });

    it('the operator and the demo seed count as verified: demo admins invite at once', async () => {
      const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
      expect(nw.isVerified).toBe(true);
    });
  });

  describe('daily invitation quota (INVITATIONS_PER_DAY=5 here)', () => {
    let northwind: Customer;
    let inquiry: Inquiry;
    const admin = () => api.as('northwindAdmin');

    beforeAll(async () => {
      const owner = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
      northwind = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: owner.customerId! });
      inquiry = await readyInquiry(northwind.id, owner.id, 'Quota fixture');
    });

    it('refuses a whole batch that does not fit, saying how many remain, and stores nothing of it', async () => {
      await participants(admin(), inquiry.id, [
        'q1@new.example',
        'q2@new.example',
        'q3@new.example',
        'q4@new.example',
      ]).expect(200);
      const before = { mails: await mails().count(), respondents: await respondentCount(inquiry.id) };
      const res = await participants(admin(), inquiry.id, ['q5@new.example', 'q6@new.example']).expect(429);
      expect(res.body).toEqual({
        status: 429,
        title: 'Daily invitation limit reached',
        errorMessage: [
          'Your organisation can send 1 more invitation mail today (limit 5 a day, reminders included); this needs 2. Nothing was sent. Try fewer people, or again tomorrow (UTC).',
        ],
      });
      expect({ mails: await mails().count(), respondents: await respondentCount(inquiry.id) }).toEqual(before);
      // One still fits; then none.
      await participants(admin(), inquiry.id, ['q5@new.example']).expect(200);
      await participants(admin(), inquiry.id, ['q6@new.example']).expect(429);
    });

    it('reminders count against the same quota', async () => {
      await t.dataSource
        .getRepository(Inquiry)
        .update(inquiry.id, { expiryDate: new Date(Date.now() + 5 * 86_400_000) });
      await invitedEarlier(t, inquiry.id);
      const before = await mails().count();
      const res = await admin().post(`/api/Inquiry/SendReminders/${inquiry.id}`).expect(429);
      expect(res.body.title).toBe('Daily invitation limit reached');
      expect(await mails().count()).toBe(before);
      expect(
        await t.dataSource.getRepository(Respondent).countBy({ inquiryId: inquiry.id, lastRemindedAt: IsNull() }),
      ).toBe(5);
    });

    it('the operator raises the limit of one customer (InvitationsPerDay), and can clear it again', async () => {
      const operator = api.as('operator');
      await operator.put(`/api/Customer/${northwind.id}`).send({ InvitationsPerDay: -1 }).expect(400);
      await operator.put(`/api/Customer/${northwind.id}`).send({ InvitationsPerDay: 'many' }).expect(400);
      const raised = await operator.put(`/api/Customer/${northwind.id}`).send({ InvitationsPerDay: 8 }).expect(200);
      expect(raised.body.InvitationsPerDay).toBe(8);
      expect((await operator.get(`/api/Customer/${northwind.id}`).expect(200)).body.InvitationsPerDay).toBe(8);
      await participants(admin(), inquiry.id, ['q6@new.example', 'q7@new.example', 'q8@new.example']).expect(200);
      await participants(admin(), inquiry.id, ['q9@new.example']).expect(429);
      // A customer admin cannot raise their own limit.
      await admin().put(`/api/Customer/${northwind.id}`).send({ InvitationsPerDay: 1000 }).expect(403);
      const cleared = await operator.put(`/api/Customer/${northwind.id}`).send({ InvitationsPerDay: null }).expect(200);
      expect(cleared.body.InvitationsPerDay).toBeNull();
    });
  });

  describe('concurrent batches of one organisation', () => {
    it('never exceed the quota together: each batch is counted whole or refused whole, none fails', async () => {
      const owner = await t.users.findOneByOrFail({ email: 'second@spam.example' });
      const admin = await api.asUser(owner.email);
      const inquiries = await Promise.all(
        [1, 2, 3, 4].map((n) => readyInquiry(owner.customerId!, owner.id, `Race ${n}`)),
      );
      const before = await mails().count();
      const answers = await Promise.all(
        inquiries.map((inq, n) => participants(admin, inq.id, [`race${n}a@new.example`, `race${n}b@new.example`])),
      );
      // INVITATIONS_PER_DAY=5: two batches of two fit, the other two are refused.
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
      expect((await mails().count()) - before).toBe(4);
      const stored = await Promise.all(inquiries.map((inq) => respondentCount(inq.id)));
      expect(stored.sort()).toEqual([0, 0, 2, 2]);
    });
  });

  describe('AddParticipants throttle (ADD_PARTICIPANTS_PER_MINUTE=8 here)', () => {
    it('answers 429 in the throttle shape past the limit, per organisation', async () => {
      const contosoAdmin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
      const inquiry = await readyInquiry(contosoAdmin.customerId!, contosoAdmin.id, 'Throttle fixture');
      const codes: number[] = [];
      for (let n = 0; n < 10; n++) codes.push((await participants(api.as('contosoAdmin'), inquiry.id, [])).status);
      expect(codes).toEqual([...Array(8).fill(400), 429, 429]);
      // Another organisation is not affected.
      const other = await t.users.findOneByOrFail({ email: 'mallory@spam.example' });
      await participants(
        await api.asUser(other.email),
        (await readyInquiry(other.customerId!, other.id)).id,
        [],
      ).expect(400);
      expect((await participants(api.as('contosoAdmin'), inquiry.id, ['x@new.example'])).body).toEqual(LOCKED);
    });
  });

  describe('sign-up does not tell whether an address has an account', () => {
    const counts = async () => ({
      customers: await t.dataSource.getRepository(Customer).count({ withDeleted: true }),
      users: await t.users.count({ withDeleted: true }),
    });
    const shape = (body: Record<string, unknown>) => ({ ...body, CustomerName: '*', Email: '*' });

    it('a registered address gets the answer of a new one; nothing is created; its owner is told by mail (once an hour)', async () => {
      let started = Date.now();
      const fresh = await signup(organisation({ CustomerName: 'Fresh Org', Email: 'fresh@new.example' })).expect(200);
      const freshMs = Date.now() - started;
      const before = await counts();
      started = Date.now();
      const taken = await signup(
        organisation({ CustomerName: 'Another Org', Email: DEMO.contosoStaff.toUpperCase() }),
      ).expect(200);
      const takenMs = Date.now() - started;
      expect(shape(taken.body)).toEqual(shape(fresh.body));
      // Both answer after the same floor (250 ms), so the time does not tell either.
      expect(Math.min(freshMs, takenMs)).toBeGreaterThanOrEqual(245);
      expect(taken.body).toMatchObject({ Id: 0, CustomerId: 0 });
      expect(await counts()).toEqual(before);
      const notice = await mails().find({
        where: { to: DEMO.contosoStaff, subject: 'Someone tried to sign up with your email address' },
      });
      expect(notice).toHaveLength(1);
      expect(notice[0].text).toContain('You already have an account');
      expect(notice[0].text).toContain('http://localhost:3000/auth/forget-password');
      // No verification code goes to the registered address, and a repeat within the hour mails nothing more.
      expect(await mails().countBy({ to: DEMO.contosoStaff, subject: 'Verify your email address' })).toBe(0);
      await signup(organisation({ CustomerName: 'Third Org', Email: DEMO.contosoStaff })).expect(200);
      expect(
        await mails().countBy({ to: DEMO.contosoStaff, subject: 'Someone tried to sign up with your email address' }),
      ).toBe(1);
    });

    it('a removed account answers the same, and its address is not mailed', async () => {
      const removed = await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' });
      await t.users.softDelete(removed.id);
      const fresh = await signup(organisation({ CustomerName: 'Fresh Org 2', Email: 'fresh2@new.example' })).expect(
        200,
      );
      const taken = await signup(organisation({ CustomerName: 'Removed Org', Email: removed.email })).expect(200);
      expect(shape(taken.body)).toEqual(shape(fresh.body));
      expect(await mails().countBy({ to: removed.email })).toBe(0);
    });

    it('forgot-password and login answer the same for registered and unknown addresses', async () => {
      const known = await t.http().post('/api/auth/forgotpassword').send({ Email: DEMO.northwindStaff }).expect(200);
      const unknown = await t
        .http()
        .post('/api/auth/forgotpassword')
        .send({ Email: 'nobody@nowhere.example' })
        .expect(200);
      expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
      expect(known.body.Id).toMatch(/^[\w-]{22}$/);
      expect(unknown.body.Id).toMatch(/^[\w-]{22}$/);
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .send({ username: DEMO.northwindStaff, password: 'Wrong#Pass2026' })
        .expect(401);
      const nobody = await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'nobody@nowhere.example', password: 'Wrong#Pass2026' })
        .expect(401);
      expect(wrong.body).toEqual(nobody.body);
    });
  });
});
