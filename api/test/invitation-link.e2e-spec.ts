import { decodeInvitation } from '@portal/contracts';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { INVITATION_SCOPE_ROUTES } from '../src/auth/invitation-scope';
import { SSO_REQUIRED_MESSAGE } from '../src/auth/password-login-policy';
import { SsoDomain } from '../src/sso/sso-domain.entity';
import { SsoSettings } from '../src/sso/sso-settings.entity';
import { Client, personas, Personas } from './support/personas';
import { freePort, invitationLinkIn, SmtpSink } from './support/smtp-sink';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'Invited#Start2026';

/** The respondent's way in by invitation link: POST /api/auth/invitation and the session it gives. */
describe('invitation link: opened without a password, checked at once, scoped to the invitee’s surveys', () => {
  let t: TestApp;
  let api: Personas;
  let sink: SmtpSink;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let typeId: number;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    api = await personas(t);
    [nwAdmin, ctAdmin] = [api.as('northwindAdmin'), api.as('contosoAdmin')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const invite = async (admin: Client, email: string, description: string) => {
    const inq = await createInquiry(admin, typeId, description);
    await submitIntake(t, admin, inq.Id, typeId);
    await addParticipants(admin, inq.Id, [email]).expect(200);
    return inq.Id as number;
  };
  /** The link of the newest mail to `to`, as the app reads it: organisation, email and secret. */
  const linkIn = async (to: string, count = 1, timeoutMs?: number) => {
    await sink.waitFor(to, count, timeoutMs);
    const mails = sink.to(to);
    const { path, key } = invitationLinkIn(mails[mails.length - 1]);
    const [, , , org, email] = path.split('/');
    return {
      Organisation: decodeInvitation(decodeURIComponent(org)),
      Email: decodeInvitation(decodeURIComponent(email)),
      Key: key,
    };
  };
  const open = (link: object) => api.anonymous().post('/api/auth/invitation').send(link);

  it('opens a valid link: an account without password, a session for that survey; the same mail opened again continues', async () => {
    const email = 'link.start@northwind.example';
    const id = await invite(nwAdmin, email, 'Link start');
    const link = await linkIn(email);
    expect(link.Organisation).toBe('Northwind Traders');

    const first = await open(link).expect(200);
    const user = await t.users.findOneByOrFail({ email });
    expect(first.body).toMatchObject({
      Outcome: 'start',
      Email: email,
      Organisation: 'Northwind Traders',
      InquiryId: id,
      InquiryTypeId: typeId,
      CustomerUserId: user.id,
    });
    expect(user).toMatchObject({ role: 'CustomerUser', passwordHash: '' });
    // No password opens the account.
    await api.anonymous().post('/api/auth/login').send({ username: email, password: '' }).expect(400);

    const session = api.withToken(first.body.Token);
    const forms = await session.get(`/api/Inquiry/Staff/${email}`).expect(200);
    expect(forms.body.data.map((f: { InquiryId: number }) => f.InquiryId)).toEqual([id]);
    await session.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions?pageSize=-1`).expect(200);
    // The name is confirmed on the profile.
    await session
      .put(`/api/CustomerUser/Profile/${user.id}`)
      .send({ FirstName: 'Lina', LastName: 'Start' })
      .expect(200);

    // Opening the same mail later continues with the same account.
    const again = await open(link).expect(200);
    expect(again.body).toMatchObject({
      Outcome: 'continue',
      CustomerUserId: user.id,
      FirstName: 'Lina',
      LastName: 'Start',
    });
    expect(await t.users.countBy({ email })).toBe(1);
  });

  it('says at once when a link is not valid, another organisation’s, expired or already answered', async () => {
    const email = 'link.states@contoso.example';
    const id = await invite(ctAdmin, email, 'Link states');
    const link = await linkIn(email);
    const invalid = {
      status: 403,
      title: 'Invitation link not valid',
      errorMessage: [expect.stringContaining('Open the newest invitation mail')],
    };
    expect((await open({ ...link, Key: 'A'.repeat(43) }).expect(403)).body).toEqual(invalid);
    expect((await open({ ...link, Organisation: 'Northwind Traders' }).expect(403)).body).toEqual(invalid);
    expect((await open({ ...link, Organisation: 'No Such Org' }).expect(403)).body).toEqual(invalid);
    expect((await open({ ...link, Email: 'someone.else@contoso.example' }).expect(403)).body).toEqual(invalid);
    expect((await open({ ...link, Key: '' }).expect(400)).body.status).toBe(400);
    // None of these made an account.
    expect(await t.users.countBy({ email })).toBe(0);

    const inquiries = t.dataSource.getRepository(Inquiry);
    const { expiryDate } = await inquiries.findOneByOrFail({ id });
    await inquiries.update(id, { expiryDate: new Date(Date.now() - 1000) });
    const expired = await open(link).expect(410);
    expect(expired.body).toMatchObject({
      title: 'Invitation expired',
      errorMessage: [expect.stringMatching(/closed on \d{4}-\d\d-\d\d/)],
    });
    expect(await t.users.countBy({ email })).toBe(0);
    await inquiries.update(id, { expiryDate });

    await open(link).expect(200);
    await t.dataSource.getRepository(Respondent).update({ inquiryId: id, email }, { status: 'completed' });
    const used = await open(link).expect(410);
    expect(used.body).toMatchObject({ title: 'Invitation already answered' });
  });

  it('leads nowhere once the results are published, and still not once they are withdrawn (answering stays closed)', async () => {
    const email = 'link.withdrawn@contoso.example';
    const id = await invite(ctAdmin, email, 'Link withdrawn');
    const link = await linkIn(email);
    const inquiries = t.dataSource.getRepository(Inquiry);
    await inquiries.update(id, { resultsUploadedAt: new Date() });
    expect((await open(link).expect(410)).body.title).toBe('Invitation expired');
    // As the results studio's Unpublish leaves it.
    await inquiries.update(id, { resultsUploadedAt: null, resultsWithdrawnAt: new Date() });
    expect((await open(link).expect(410)).body.title).toBe('Invitation expired');
    expect(await t.users.countBy({ email })).toBe(0);
  });

  it('a reminder mails the same link; only Resend replaces it, and says so', async () => {
    const email = 'link.reminded@northwind.example';
    const id = await invite(nwAdmin, email, 'Link reminders');
    const link = await linkIn(email);
    // A form is reminded a day after its invitation at the earliest.
    const dueForReminder = () =>
      t.dataSource
        .getRepository(Respondent)
        .update({ inquiryId: id, email }, { createdAt: new Date(Date.now() - 2 * 86_400_000), lastRemindedAt: null });
    await dueForReminder();
    const reminded = await nwAdmin.post(`/api/Inquiry/SendReminders/${id}`).expect(200);
    expect(reminded.body).toMatchObject({ Sent: 1 });
    expect(await linkIn(email, 2)).toEqual(link);
    await open(link).expect(200);

    // After the invitee started (account without password), a reminder still carries the link, not the login.
    await dueForReminder();
    const respondent = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: id, email });
    await nwAdmin.post(`/api/Inquiry/${id}/Respondents/${respondent.id}/Remind`).expect(200);
    expect(await linkIn(email, 3)).toEqual(link);
    await open(link).expect(200);

    // Resend replaces a pending invitation's link, and its answer says so.
    const other = 'link.resent@northwind.example';
    const otherId = await invite(nwAdmin, other, 'Link resend');
    const before = await linkIn(other);
    const pending = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: otherId, email: other });
    const resent = await nwAdmin.post(`/api/Inquiry/${otherId}/Respondents/${pending.id}/ResendInvitation`).expect(200);
    expect(resent.body.Message).toMatch(/earlier link no longer works/);
    const after = await linkIn(other, 2);
    expect(after.Key).not.toBe(before.Key);
    await open(before).expect(403);
    await open(after).expect(200);
  });

  it('the link’s session reaches only the invitee’s surveys: 403 on every other route, admin routes included', async () => {
    const email = 'link.scope@northwind.example';
    const id = await invite(nwAdmin, email, 'Link scope');
    const { body } = await open(await linkIn(email)).expect(200);
    const scoped = api.withToken(body.Token);
    // What the organisation shares of its actions is for its respondents, however they came in.
    expect((await scoped.get(`/api/Inquiry/${id}/SharedActions`).expect(200)).body.data).toEqual([]);
    await scoped.get('/api/Inquiry').expect(403);
    await scoped.get('/api/Customer').expect(403);
    await scoped.get('/api/People').expect(403);
    await scoped.put(`/api/auth/changepassword/${body.CustomerUserId}`).send({}).expect(403);
    // Another person's forms stay closed as for any customer user.
    expect((await scoped.get('/api/Inquiry/Staff/admin@northwind.demo.test')).status).toBeGreaterThanOrEqual(403);

    const routes = t.routes.filter(
      (r) =>
        r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const leaks: string[] = [];
    for (const r of routes) {
      const route = `${r.method} ${r.url}`;
      if (INVITATION_SCOPE_ROUTES.has(route)) continue;
      const path = r.url.replace(/:\w+/g, '1');
      const send = (c: Client) =>
        (c as unknown as Record<string, (p: string) => { send: (b: object) => Promise<{ status: number }> }>)
          [r.method.toLowerCase()](path)
          .send({});
      // Public routes answer anyone alike; every route that needs a token must refuse this one.
      if ((await send(api.anonymous())).status !== 401) continue;
      const status = (await send(scoped)).status;
      if (status !== 403) leaks.push(`${route} answered ${status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('after submitting, the invitee sets a password: a full session, the link then leads to the login', async () => {
    const email = 'link.password@northwind.example';
    const id = await invite(nwAdmin, email, 'Link password');
    const link = await linkIn(email);
    const { body } = await open(link).expect(200);
    const scoped = api.withToken(body.Token);
    await scoped
      .post('/api/auth/invitation/password')
      .send({ Password: PASSWORD, ConfirmPassword: 'other' })
      .expect(400);
    const set = await scoped
      .post('/api/auth/invitation/password')
      .send({ Password: PASSWORD, ConfirmPassword: PASSWORD })
      .expect(200);
    // The link's session is revoked; the new one is a full session.
    await scoped.get(`/api/Inquiry/Staff/${email}`).expect(401);
    const full = api.withToken(set.body.token);
    await full.put(`/api/auth/changepassword/${body.CustomerUserId}`).send({}).expect(400);
    await full
      .post('/api/auth/invitation/password')
      .send({ Password: PASSWORD, ConfirmPassword: PASSWORD })
      .expect(403);
    await api.anonymous().post('/api/auth/login').send({ username: email, password: PASSWORD }).expect(200);

    const reopened = await open(link).expect(200);
    expect(reopened.body).toEqual({
      Outcome: 'login',
      Email: email,
      Organisation: 'Northwind Traders',
      FirstName: '',
      LastName: '',
      InquiryId: id,
      InquiryTypeId: typeId,
      CustomerUserId: body.CustomerUserId,
    });
  });

  it('many invitees opening their links at the same moment all get in (no deadlock between their claims)', async () => {
    const emails = Array.from({ length: 80 }, (_, n) => `link.rush${n}@northwind.example`);
    const inq = await createInquiry(nwAdmin, typeId, 'Link rush');
    await submitIntake(t, nwAdmin, inq.Id, typeId);
    await addParticipants(nwAdmin, inq.Id, emails).expect(200);
    // Pending invitations of a large organisation elsewhere, as on launch day: a claim must not scan and lock them.
    const crowd = await createInquiry(ctAdmin, typeId, 'Crowd elsewhere');
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    for (let from = 0; from < 3000; from += 250)
      await t.dataSource
        .createQueryBuilder()
        .insert()
        .into(Respondent)
        .values(
          Array.from({ length: 250 }, (_, n) => ({
            inquiryId: crowd.Id,
            customerId: contoso.id,
            email: `pending${from + n}@contoso.example`,
            position: from + n + 1,
          })),
        )
        .updateEntity(false)
        .execute();
    // The mail worker sends one mail after another: on a loaded machine eighty take a while.
    const links = await Promise.all(emails.map((email) => linkIn(email, 1, 120_000)));
    const answers = await Promise.all(links.map((link) => open(link)));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 200));
    const claimed = await t.dataSource.getRepository(Respondent).findBy({ inquiryId: inq.Id });
    expect(claimed.filter((r) => r.userId === null)).toEqual([]);
  });

  it('where the organisation requires single sign-on, the link still opens the survey but sets no password', async () => {
    const email = 'link.sso@contoso.example';
    await invite(ctAdmin, email, 'Link SSO');
    const link = await linkIn(email);
    const { body } = await open(link).expect(200);
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    // The settings as a saved, enabled configuration with a proved domain leaves them.
    await t.dataSource.getRepository(SsoSettings).save({
      customerId: contoso.id,
      enabled: true,
      issuerUrl: 'https://idp.contoso.example',
      clientId: 'portal',
      clientSecretSealed: '',
      requireSso: true,
    });
    await t.dataSource.getRepository(SsoDomain).save({ domain: 'contoso.example', customerId: contoso.id });
    try {
      const refused = await api
        .withToken(body.Token)
        .post('/api/auth/invitation/password')
        .send({ Password: PASSWORD, ConfirmPassword: PASSWORD })
        .expect(403);
      expect(refused.body.errorMessage).toEqual([SSO_REQUIRED_MESSAGE]);
      expect((await t.users.findOneByOrFail({ email })).passwordHash).toBe('');
      // The survey itself stays open to the link's scoped session.
      await api.withToken(body.Token).get(`/api/Inquiry/Staff/${email}`).expect(200);
    } finally {
      await t.dataSource.getRepository(SsoDomain).delete({ domain: 'contoso.example' });
      await t.dataSource.getRepository(SsoSettings).delete({ customerId: contoso.id });
    }
  });

  it('the staff sign-up stays: someone who opened the link first gets their account completed, not a second one', async () => {
    const email = 'link.wizard@contoso.example';
    const id = await invite(ctAdmin, email, 'Link wizard');
    const link = await linkIn(email);
    await open(link).expect(200);
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    const res = await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerId: contoso.id,
        FirstName: 'Wiz',
        LastName: 'Ard',
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        InvitationKey: link.Key,
      })
      .expect(200);
    expect(res.body).toMatchObject({ Email: email, FirstName: 'Wiz', InquiryId: id, Token: expect.any(String) });
    expect(await t.users.countBy({ email })).toBe(1);
    await api.anonymous().post('/api/auth/login').send({ username: email, password: PASSWORD }).expect(200);
    expect((await open(link).expect(200)).body.Outcome).toBe('login');
  });
});
