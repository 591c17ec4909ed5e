import { createHash } from 'node:crypto';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { freePort, invitationLinkIn, SmtpSink } from './support/smtp-sink';
import { runMailRounds } from './support/mail-rounds';
import { invitedEarlier } from './support/invited-earlier';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PASSWORD = 'Invited#Start2026';
const REFUSED = {
  status: 403,
  title: 'Sign up failed',
  errorMessage: [
    'This invitation link is not valid or has expired. Please ask your organisation’s administrator to invite you again.',
  ],
};

/**
 * Invitations belong to whoever reads the mailbox: the staff sign-up needs the secret of the newest
 * invitation mail; a pending invitation does not lock an address to one organisation; AddParticipants
 * tells nobody whether an address has an account elsewhere.
 */
describe('security: invitation secrets, non-exclusive pending invitations, no enumeration through AddParticipants', () => {
  let t: TestApp;
  let api: Personas;
  let sink: SmtpSink;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let northwind: Customer;
  let contoso: Customer;
  let typeId: number;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    api = await personas(t);
    [nwAdmin, ctAdmin] = [api.as('northwindAdmin'), api.as('contosoAdmin')];
    northwind = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Northwind Traders' });
    contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const ready = async (admin: Client, description: string) => {
    const inq = await createInquiry(admin, typeId, description);
    await submitIntake(t, admin, inq.Id, typeId);
    return inq.Id;
  };
  const signup = (customerId: number, email: string, key?: string) =>
    api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerId: customerId,
        FirstName: 'In',
        LastName: 'Vited',
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        ...(key === undefined ? {} : { InvitationKey: key }),
      });
  const login = (email: string) =>
    api.anonymous().post('/api/auth/login').send({ username: email, password: PASSWORD });
  const subjectFrom = (organisation: string) => `${organisation} invites you to a diagnostic survey`;
  const invitationFrom = async (to: string, organisation: string, count = 1) => {
    await sink.waitFor(to, count);
    const mails = sink
      .to(to)
      .filter((m) => m.subject === subjectFrom(organisation) || m.subject.startsWith('Reminder:'));
    return invitationLinkIn(mails[mails.length - 1]);
  };
  const keyHashes = async (email: string) =>
    (
      await t.dataSource
        .getRepository(Respondent)
        .createQueryBuilder('r')
        .addSelect('r.invitationKeyHash')
        .where('r.email = :email', { email })
        .orderBy('r.id')
        .getMany()
    ).map((r) => r.invitationKeyHash);

  describe('1. invitation takeover: the staff sign-up needs the secret from the mail', () => {
    it('refuses someone who only knows the invited address, and admits the mailbox owner once', async () => {
      const victim = 'victim@contoso.example';
      const id = await ready(ctAdmin, 'Takeover');
      await addParticipants(ctAdmin, id, [victim]).expect(200);

      // The attacker knows the address and the organisation, not the mail: refused, with the same answer as an address never invited.
      expect((await signup(contoso.id, victim).expect(403)).body).toEqual(REFUSED);
      expect((await signup(contoso.id, victim, 'A'.repeat(43)).expect(403)).body).toEqual(REFUSED);
      expect((await signup(contoso.id, victim, '').expect(403)).body).toEqual(REFUSED);

      const { path, key } = await invitationFrom(victim, 'Contoso Ltd');
      expect(path).toMatch(/^\/auth\/signup\/[^/]+\/[^/]+$/);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await signup(northwind.id, victim, key).expect(403)).body).toEqual(REFUSED);
      expect((await signup(contoso.id, 'never.invited@contoso.example', key).expect(403)).body).toEqual(REFUSED);
      expect((await signup(contoso.id, 'never.invited@contoso.example').expect(403)).body).toEqual(REFUSED);
      expect(await t.users.countBy({ email: victim })).toBe(0);

      // Only the hash is stored.
      expect(await keyHashes(victim)).toEqual([createHash('sha256').update(key).digest('hex')]);

      // The mailbox owner signs up with the mailed secret, and answers their form.
      const res = await signup(contoso.id, victim, key).expect(200);
      expect(res.body).toMatchObject({ CustomerId: contoso.id, Email: victim, Role: 'CustomerUser', IsAdmin: false });
      const session = await login(victim).expect(200);
      const forms = await api.withToken(session.body.token).get(`/api/Inquiry/Staff/${victim}`).expect(200);
      expect(forms.body.data.map((f: { InquiryId: number }) => f.InquiryId)).toEqual([id]);

      // Single use for a sign-up; the secret stays with the claimed form, so the mail opened again leads to the login.
      expect((await signup(contoso.id, victim, key).expect(403)).body).toEqual(REFUSED);
      expect(await keyHashes(victim)).toEqual([createHash('sha256').update(key).digest('hex')]);
    });

    it('a reminder carries the secret the invitee already holds; the secret expires with the inquiry', async () => {
      const invitee = 'reminded@contoso.example';
      const id = await ready(ctAdmin, 'Rotation');
      await addParticipants(ctAdmin, id, [invitee]).expect(200);
      const first = await invitationFrom(invitee, 'Contoso Ltd');
      await invitedEarlier(t, id);
      await ctAdmin.post(`/api/Inquiry/SendReminders/${id}`).expect(200);
      const second = await invitationFrom(invitee, 'Contoso Ltd', 2);
      expect(second).toEqual(first);
      expect(await keyHashes(invitee)).toEqual([createHash('sha256').update(first.key).digest('hex')]);

      // Past the inquiry's expiry the secret no longer admits.
      const inquiries = t.dataSource.getRepository(Inquiry);
      const { expiryDate } = await inquiries.findOneByOrFail({ id });
      await inquiries.update(id, { expiryDate: new Date(Date.now() - 1000) });
      expect((await signup(contoso.id, invitee, second.key).expect(403)).body).toEqual(REFUSED);
      await inquiries.update(id, { expiryDate });
      await signup(contoso.id, invitee, second.key).expect(200);
    });
  });

  describe('2. a pending invitation does not lock the address to one organisation', () => {
    it('an organisation inviting first and signing the address up itself cannot block the real owner’s organisation', async () => {
      const victim = 'sought.after@example.org';
      const ntw = await ready(nwAdmin, 'Squatter');
      const ct = await ready(ctAdmin, 'Employer');
      await addParticipants(nwAdmin, ntw, [victim]).expect(200);
      // The other organisation's admin tries to complete the sign-up in the victim's name: refused without the mailed secret.
      expect((await signup(northwind.id, victim).expect(403)).body).toEqual(REFUSED);
      // So the address stays free: the employer invites it like any other.
      const res = await addParticipants(ctAdmin, ct, [victim]).expect(200);
      expect(res.body).toMatchObject({ Participants: 1, RespondentsAdded: true });
      const fromNorthwind = await invitationFrom(victim, 'Northwind Traders');
      const fromContoso = await invitationFrom(victim, 'Contoso Ltd', 2);

      // The owner chooses Contoso's invitation: they join Contoso, and Northwind's invitation lapses.
      await signup(contoso.id, victim, fromContoso.key).expect(200);
      expect(await t.users.findOneByOrFail({ email: victim })).toMatchObject({ customerId: contoso.id });
      expect((await signup(northwind.id, victim, fromNorthwind.key).expect(403)).body).toEqual(REFUSED);

      // Northwind learns nothing new: the address is still listed as pending, and a reminder is counted but no link is mailed.
      const listed = (await nwAdmin.get(`/api/Inquiry/GetRespondents/${ntw}?pageSize=-1`).expect(200)).body.data;
      expect(listed).toEqual([
        expect.objectContaining({ Id: null, Email: victim, FirstName: '', LastName: '', status: 'pending' }),
      ]);
      const before = sink.to(victim).length;
      await invitedEarlier(t, ntw);
      const reminded = await nwAdmin.post(`/api/Inquiry/SendReminders/${ntw}`).expect(200);
      expect(reminded.body).toMatchObject({ Sent: 1, Skipped: 0 });
      await runMailRounds(t.app);
      expect(sink.to(victim)).toHaveLength(before);
    });
  });

  describe('3. AddParticipants does not tell whether an address has an account elsewhere', () => {
    it('answers like fresh addresses, invites nobody with an account, tells the owners, and records it', async () => {
      const fresh = ['fresh.a@contoso.example', 'fresh.b@contoso.example', 'fresh.c@contoso.example'];
      const elsewhere = ['fresh.d@contoso.example', DEMO.northwindStaff, DEMO.operator];
      const a = await ready(ctAdmin, 'Enumeration A');
      const b = await ready(ctAdmin, 'Enumeration B');
      const shape = (body: Record<string, unknown>) => ({
        ...body,
        Id: 0,
        Description: '',
        CreatedAt: '',
        CreatedDate: '',
      });
      const resA = await addParticipants(ctAdmin, a, fresh).expect(200);
      const resB = await addParticipants(ctAdmin, b, elsewhere).expect(200);
      expect(shape(resB.body)).toEqual(shape(resA.body));

      const list = async (id: number) =>
        (await ctAdmin.get(`/api/Inquiry/GetRespondents/${id}?pageSize=-1`).expect(200)).body.data.map(
          // The times differ by the moments each was added; whether a reminder may go is compared, not when.
          (r: Record<string, unknown>) => ({
            ...r,
            Email: '',
            RespondentId: 0,
            InvitedAt: '',
            NextReminderAt: r.NextReminderAt === null ? null : '',
          }),
        );
      expect(await list(b)).toEqual(await list(a));

      // The fresh address gets the invitation; the account holders get a notice without a sign-up link.
      await invitationFrom('fresh.d@contoso.example', 'Contoso Ltd');
      for (const owner of [DEMO.northwindStaff, DEMO.operator]) {
        const notice = await sink.waitFor(owner);
        expect(notice.subject).toBe('Contoso Ltd tried to invite you to a diagnostic survey');
        expect(notice.text).toContain(
          'You already have an account on the portal with this address, so no invitation was sent',
        );
        expect(notice.text).not.toMatch(/\/auth\/signup\//);
      }
      expect(await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).toMatchObject({ customerId: northwind.id });
      expect((await signup(contoso.id, DEMO.northwindStaff).expect(403)).body).toEqual(REFUSED);

      const events = await t.dataSource
        .getRepository(AuditEvent)
        .find({ where: { action: 'inquiry.invitation-withheld' }, order: { id: 'ASC' } });
      expect(events.map((e) => [e.target, e.customerId])).toEqual([
        [DEMO.northwindStaff, contoso.id],
        [DEMO.operator, contoso.id],
      ]);

      // Reminders count them like anyone else and mail them nothing.
      const before = sink.to(DEMO.northwindStaff).length;
      await invitedEarlier(t, b);
      const reminded = await ctAdmin.post(`/api/Inquiry/SendReminders/${b}`).expect(200);
      expect(reminded.body).toMatchObject({ Sent: 3, Skipped: 0 });
      await sink.waitFor('fresh.d@contoso.example', 2);
      expect(sink.to(DEMO.northwindStaff)).toHaveLength(before);
    });
  });
});
