import { createHash } from 'node:crypto';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Customer } from '../src/customers/customer.entity';
import { PendingRegistration } from '../src/signup/pending-registration.entity';
import { freePort, ReceivedMail, signupConfirmationIn, SmtpSink } from './support/smtp-sink';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Signing up a new organisation with a stranger's address must not tell that the address is free: with
 * a registered one the attacker can neither log in nor see the organisation listed, so with a free one
 * they may not either. The address's owner proves it by following the mailed link; only then do the
 * organisation and its admin exist.
 */
const PASSWORD = 'Mallory#Start2026';
const INVALID = {
  status: 400,
  title: 'Sign up failed',
  errorMessage: ['This confirmation link is not valid or has expired: sign up again'],
};
const NAME_TAKEN = {
  status: 409,
  title: 'Sign up failed',
  errorMessage: ['CustomerName: An organisation with this name already exists'],
};

const organisation = (over: Record<string, unknown> = {}) => ({
  CustomerName: 'Stranger Holdings',
  Industry: 'Finance',
  Country: 'United Kingdom',
  State: 'England',
  City: 'London',
  Website: 'https://stranger.example',
  FirstName: 'Mallory',
  LastName: 'Prober',
  Email: 'victim@elsewhere.example',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  ...over,
});

describe('a new organisation exists only once its address is confirmed by the mailed link', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL: 'https://portal.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const signup = (body: object) => t.http().post('/api/Customer/CustomerAdminsignup').send(body);
  const confirm = (Token: unknown) => t.http().post('/api/Customer/ConfirmSignup').send({ Token });
  const login = (username: string, password = PASSWORD) =>
    t.http().post('/api/auth/login').send({ username, password });
  const lookup = (name: string) => t.http().get(`/api/Customer/CustomerByName/${encodeURIComponent(name)}`);
  const pending = () => t.dataSource.getRepository(PendingRegistration);
  const counts = async () => ({
    customers: await t.dataSource.getRepository(Customer).count({ withDeleted: true }),
    users: await t.users.count({ withDeleted: true }),
  });
  const confirmationMail = (to: string, n = 1): Promise<ReceivedMail> => sink.waitFor(to, n);
  /** Signs up and answers the secret of the link the address received. */
  const signedUp = async (over: Record<string, unknown>) => {
    const email = String(over.Email);
    const before = sink.to(email).length;
    await signup(organisation(over)).expect(200);
    return signupConfirmationIn(await confirmationMail(email, before + 1)).token;
  };

  it('a fresh address: the same answer as a registered one, no account to log in to, no organisation in the lookup, a link in the mail', async () => {
    const before = await counts();
    const fresh = await signup(organisation()).expect(200);
    const registered = await signup(
      organisation({ CustomerName: 'Other Holdings', Email: DEMO.northwindStaff }),
    ).expect(200);
    expect({ ...fresh.body, CustomerName: '*', Email: '*' }).toEqual({
      ...registered.body,
      CustomerName: '*',
      Email: '*',
    });
    expect(fresh.body).toMatchObject({ Id: 0, CustomerId: 0 });
    expect(await counts()).toEqual(before);

    // The attacker chose the password, yet the login answers as for a wrong one, and the name is not listed.
    const refused = await login('victim@elsewhere.example').expect(401);
    const wrong = await login(DEMO.northwindStaff, 'Wrong#Pass2026').expect(401);
    expect(refused.body).toEqual(wrong.body);
    await lookup('Stranger Holdings').expect(404);

    const mail = await confirmationMail('victim@elsewhere.example');
    expect(mail.subject).toBe('Confirm your sign-up');
    const link = signupConfirmationIn(mail);
    expect(link.path).toBe('/auth/signup/confirm');
    expect(mail.text).toContain(`https://portal.example/auth/signup/confirm?token=${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the secret's sha256 and the password's hash are kept.
    const row = await pending().findOneByOrFail({ email: 'victim@elsewhere.example' });
    expect(row.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('the link creates the organisation and its verified admin, who logs in; it works once', async () => {
    const { token } = signupConfirmationIn(await confirmationMail('victim@elsewhere.example'));
    const res = await confirm(token).expect(200);
    const user = await t.users.findOneByOrFail({ email: 'victim@elsewhere.example' });
    expect(res.body).toEqual({ CustomerId: user.customerId, Email: 'victim@elsewhere.example' });
    expect(user).toMatchObject({
      role: 'CustomerAdmin',
      isAdmin: true,
      isActive: true,
      isVerified: true,
      firstTimeLogin: true,
      firstName: 'Mallory',
    });
    const customer = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: user.customerId! });
    expect(customer).toMatchObject({
      name: 'Stranger Holdings',
      industry: 'Finance',
      website: 'https://stranger.example',
      isActive: true,
    });
    await lookup('Stranger Holdings').expect(200);
    const session = await login('victim@elsewhere.example').expect(200);
    expect(session.body.FirstTimeLogin).toBe(true);
    expect(await pending().countBy({ email: 'victim@elsewhere.example' })).toBe(0);

    // A replay (a second click, a forwarded mail) creates nothing.
    const before = await counts();
    expect((await confirm(token).expect(400)).body).toEqual(INVALID);
    expect(await counts()).toEqual(before);

    const events = await t.dataSource.getRepository(AuditEvent).findBy({ target: 'victim@elsewhere.example' });
    expect(events.map((e) => e.action).sort()).toEqual(expect.arrayContaining(['signup.pending', 'signup.confirmed']));
  });

  it('two confirmations of one link at once create one organisation', async () => {
    const token = await signedUp({ CustomerName: 'Twice Clicked', Email: 'twice@new.example' });
    const before = await counts();
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await counts()).toEqual({ customers: before.customers + 1, users: before.users + 1 });
  });

  it('an expired, unknown, malformed or replaced link answers 400 and creates nothing', async () => {
    const old = await signedUp({ CustomerName: 'Late Co', Email: 'late@new.example' });
    await pending().update({ email: 'late@new.example' }, { expiresAt: new Date(Date.now() - 1000) });
    const before = await counts();
    expect((await confirm(old).expect(400)).body).toEqual(INVALID);
    expect((await confirm('x'.repeat(43)).expect(400)).body).toEqual(INVALID);
    await confirm('').expect(400);
    await confirm(42).expect(400);
    await confirm('x'.repeat(5000)).expect(400);
    expect(await counts()).toEqual(before);
    await login('late@new.example').expect(401);

    // A new sign-up of the address replaces the pending one (and prunes the expired row).
    const first = await signedUp({ CustomerName: 'Again Co', Email: 'again@new.example' });
    const second = await signedUp({ CustomerName: 'Again Co Renamed', Email: 'again@new.example' });
    expect(await pending().countBy({ email: 'again@new.example' })).toBe(1);
    expect(await pending().countBy({ email: 'late@new.example' })).toBe(0);
    await confirm(first).expect(400);
    await confirm(second).expect(200);
    await lookup('Again Co Renamed').expect(200);
    await lookup('Again Co').expect(404);
  });

  it('a registered address: the same answer, nothing pending, its owner is mailed', async () => {
    const before = sink.to(DEMO.contosoAdmin).length;
    await signup(organisation({ CustomerName: 'Taken Address Co', Email: DEMO.contosoAdmin })).expect(200);
    const notice = await sink.waitFor(DEMO.contosoAdmin, before + 1);
    expect(notice.subject).toBe('Someone tried to sign up with your email address');
    expect(notice.text).not.toContain('/auth/signup/confirm');
    expect(await pending().countBy({ email: DEMO.contosoAdmin })).toBe(0);
  });

  it('an organisation name taken between sign-up and confirmation answers 409 and keeps nothing half-made', async () => {
    const mine = await signedUp({ CustomerName: 'Contested Name', Email: 'slow@new.example' });
    const theirs = await signedUp({ CustomerName: 'contested name', Email: 'fast@new.example' });
    await confirm(theirs).expect(200);
    const before = await counts();
    expect((await confirm(mine).expect(409)).body).toEqual(NAME_TAKEN);
    expect(await counts()).toEqual(before);
    await login('slow@new.example').expect(401);
  });

  it('the sign-up still validates first: a taken name is 409 and a bad body 400, nothing pending', async () => {
    expect(
      (await signup(organisation({ CustomerName: 'NORTHWIND traders', Email: 'n@new.example' })).expect(409)).body,
    ).toEqual(NAME_TAKEN);
    await signup(organisation({ Email: 'bad@', CustomerName: 'Bad Co' })).expect(400);
    expect(await pending().countBy({ email: 'n@new.example' })).toBe(0);
  });
});
