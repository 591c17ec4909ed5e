import { createHmac } from 'node:crypto';
import { PasswordResetCode } from '../src/auth/password-reset-code.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { codeIn, freePort, SmtpSink } from './support/smtp-sink';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://portal.example.test';
const NEW_PASSWORD = 'Fresh#Secret2026';

describe('forgot password → mailed code → verify → reset', () => {
  let t: TestApp;
  let api: Personas;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50', PUBLIC_URL } });
    api = await personas(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const forgot = (Email: unknown) => api.anonymous().post('/api/auth/forgotpassword').send({ Email });
  const verify = (Email: string, Token: unknown) =>
    api.anonymous().post('/api/auth/verifyforgotpasswordtoken').send({ Email, Token });
  const reset = (id: string, Email: string, token: string, Password = NEW_PASSWORD) =>
    api.anonymous().put(`/api/auth/resetpassword/${id}`).send({ Email, Password, token });
  const login = (username: string, password: string) =>
    api.anonymous().post('/api/auth/login').send({ username, password });
  const codes = () => t.dataSource.getRepository(PasswordResetCode);
  const userId = async (email: string) => (await t.users.findOneByOrFail({ email })).id;
  /** Asks for a code and reads it from the mail the SMTP server received. */
  const mailedCode = async (email: string) => {
    const before = sink.to(email).length;
    const res = await forgot(email).expect(200);
    const mail = await sink.waitFor(email, before + 1);
    return { id: res.body.Id as string, code: codeIn(mail), mail };
  };

  it('walks the whole flow: the mail carries the code, reset revokes earlier tokens, the new password logs in', async () => {
    const email = DEMO.northwindStaff;
    const withOld = await api.asUser(email);
    const withOldToken = async () =>
      (await withOld.put(`/api/auth/changepassword/${await userId(email)}`).send({})).status;

    const { id, code, mail } = await mailedCode(email);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(`${PUBLIC_URL}/auth/verify-token`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/auth/verify-token"`);
    expect(mail.text).toMatch(/valid for 10 minutes/);

    // Stored hashed: the code itself is nowhere in the database row.
    const row = await codes().findOneOrFail({ where: { userId: await userId(email) }, order: { id: 'DESC' } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    expect((await verify(email, code).expect(200)).body).toEqual({ Id: id });
    // Verifying does not use the code up.
    await verify(email, code).expect(200);

    // The token works before the reset (reaches validation: 400) …
    expect(await withOldToken()).toBe(400);
    expect((await reset(id, email, code).expect(200)).body).toEqual({ Id: id });

    // Tokens issued before the reset are refused.
    // … and is refused after it.
    expect(await withOldToken()).toBe(401);
    await login(email, DEMO.password).expect(401);
    await login(email, NEW_PASSWORD).expect(200);

    // Single use: the code is spent.
    await reset(id, email, code, 'Other#Secret2026').expect(400);
    await verify(email, code).expect(400);
  });

  it('does not reveal whether an email is registered: same status, same body shape, similar time, nothing sent', async () => {
    const known = DEMO.contosoStaff;
    const unknown = 'nobody-here@demo.test';
    const mailsBefore = await t.dataSource.getRepository(OutboundMail).count();
    const time = async (email: string) => {
      const start = Date.now();
      const res = await forgot(email);
      return { res, ms: Date.now() - start };
    };
    const knownRuns = [await time(known), await time(known), await time(known)];
    const unknownRuns = [await time(unknown), await time(unknown), await time(unknown)];
    for (const { res } of [...knownRuns, ...unknownRuns]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['Id']);
      expect(res.body.Id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    // The Id is the same opaque value each time for one email, whether or not it exists.
    expect(new Set(unknownRuns.map((r) => r.res.body.Id)).size).toBe(1);
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[1];
    expect(median(unknownRuns)).toBeGreaterThanOrEqual(240);
    expect(Math.abs(median(knownRuns) - median(unknownRuns))).toBeLessThan(200);
    // Three mails for the known address, none for the unknown one.
    expect(await t.dataSource.getRepository(OutboundMail).count()).toBe(mailsBefore + 3);
    expect(await t.dataSource.getRepository(OutboundMail).countBy({ to: unknown })).toBe(0);

    // A wrong code answers the same for both.
    const wrongKnown = await verify(known, '000000');
    const wrongUnknown = await verify(unknown, '000000');
    expect(wrongKnown.status).toBe(400);
    expect(wrongUnknown.status).toBe(400);
    expect(wrongUnknown.body).toEqual(wrongKnown.body);
    expect(wrongKnown.body).toEqual({
      status: 400,
      title: 'Invalid code',
      errorMessage: ['The code is invalid or has expired. Please request a new code.'],
    });
    const resetUnknown = await reset(unknownRuns[0].res.body.Id, unknown, '000000');
    expect(resetUnknown.status).toBe(400);
    expect(resetUnknown.body).toEqual(wrongKnown.body);
  });

  it('refuses a code after 5 wrong tries, even the right one; 4 wrong tries still leave the right one usable', async () => {
    const email = DEMO.northwindAdmin;
    const first = await mailedCode(email);
    const wrong = first.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) await verify(email, wrong).expect(400);
    await verify(email, first.code).expect(200);

    const second = await mailedCode(email);
    const wrong2 = second.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await verify(email, wrong2).expect(400);
    await verify(email, second.code).expect(400);
    await reset(second.id, email, second.code).expect(400);
    await login(email, DEMO.password).expect(200);
  });

  it('refuses an expired code and an earlier code once a new one was sent', async () => {
    const email = DEMO.contosoAdmin;
    const first = await mailedCode(email);
    const second = await mailedCode(email);
    if (first.code !== second.code) await verify(email, first.code).expect(400);
    await verify(email, second.code).expect(200);

    const row = await codes().findOneOrFail({ where: { userId: await userId(email) }, order: { id: 'DESC' } });
    await codes().update(row.id, { expiresAt: new Date(Date.now() - 1000) });
    await verify(email, second.code).expect(400);
    await reset(second.id, email, second.code).expect(400);
  });

  it('refuses a reset whose Id does not belong to the email, without spending the code', async () => {
    const email = 'staff2@northwind.demo.test';
    const { id, code } = await mailedCode(email);
    const otherId = createHmac('sha256', 'x').update('y').digest('base64url').slice(0, 22);
    await reset(otherId, email, code).expect(400);
    await reset(id, email, code).expect(200);
    await login(email, NEW_PASSWORD).expect(200);
  });

  it('validates the bodies with the spec wording and refuses weak and very common passwords', async () => {
    expect((await forgot('not-an-email').expect(400)).body.errorMessage).toEqual(['Email: Please enter a valid email']);
    expect((await forgot('').expect(400)).body.errorMessage).toEqual(['Email: This field is mandatory']);
    expect((await verify(DEMO.contosoStaff, '12ab').expect(400)).body.errorMessage).toEqual([
      'Token: Enter the 6-digit code from the mail',
    ]);
    const weak = await reset('x', DEMO.contosoStaff, '123456', 'short').expect(400);
    expect(weak.body.errorMessage).toEqual([
      'Password: Password must have at least 8 characters, a number, 1 upper, 1 lower & 1 special character',
    ]);
    const common = await reset('x', DEMO.contosoStaff, '123456', 'Password123!').expect(400);
    expect(common.body.errorMessage).toEqual(['Password: This password is too common. Please choose another']);
    const none = await api.anonymous().put('/api/auth/resetpassword/x').send({}).expect(400);
    expect(none.body.errorMessage).toEqual([
      'Email: This field is mandatory',
      'Password: This field is mandatory',
      'token: This field is mandatory',
    ]);
  });

  it('sends nothing to an inactive account and stops mailing codes after 5 an hour, answering the same', async () => {
    const email = DEMO.contosoStaff;
    await t.users.update({ email }, { isActive: false });
    const mails = () => t.dataSource.getRepository(OutboundMail).countBy({ to: email });
    const before = await mails();
    const res = await forgot(email).expect(200);
    expect(Object.keys(res.body)).toEqual(['Id']);
    expect(await mails()).toBe(before);
    await t.users.update({ email }, { isActive: true });

    const issued = await codes().countBy({ userId: await userId(email) });
    for (let i = issued; i < 5; i++) await forgot(email).expect(200);
    const capped = await mails();
    await forgot(email).expect(200);
    expect(await mails()).toBe(capped);
  });

  it('mails two users who forgot their passwords at once a code each (their code inserts must not deadlock on MariaDB)', async () => {
    const staff = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    for (let attempt = 0; attempt < 6; attempt++) {
      const emails = [`forgot${attempt}-a@northwind.demo.test`, `forgot${attempt}-b@northwind.demo.test`];
      const ids = [];
      for (const email of emails) {
        ids.push(
          (
            await t.users.save(
              t.users.create({
                customerId: staff.customerId,
                role: staff.role,
                email,
                passwordHash: staff.passwordHash,
                firstName: 'At',
                lastName: 'Once',
              }),
            )
          ).id,
        );
      }
      const answers = await Promise.all(emails.map(forgot));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      for (const id of ids) expect(await codes().countBy({ userId: id })).toBe(1);
    }
  });
});

describe('PUT /api/auth/changepassword/{id}', () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
  });
  afterAll(() => t.close());

  const change = (as: Client, id: number, body: object) => as.put(`/api/auth/changepassword/${id}`).send(body);
  const idOf = async (email: string) => (await t.users.findOneByOrFail({ email })).id;

  it('needs a token and refuses another user, whatever the role', async () => {
    const staff = await idOf(DEMO.northwindStaff);
    await change(api.anonymous(), staff, { CurrentPassword: DEMO.password, NewPassword: NEW_PASSWORD }).expect(401);
    for (const who of ['northwindAdmin', 'operator', 'contosoStaff'] as const) {
      const res = await change(api.as(who), staff, {
        CurrentPassword: DEMO.password,
        NewPassword: NEW_PASSWORD,
      }).expect(403);
      expect(res.body.errorMessage).toEqual(['You can only change your own password']);
    }
  });

  it('checks the current password (400, not a logout), the rule and that the password changes', async () => {
    const id = await idOf(DEMO.contosoStaff);
    const me = await api.asUser(DEMO.contosoStaff);
    const wrong = await change(me, id, { CurrentPassword: 'Wrong#Pass2026', NewPassword: NEW_PASSWORD }).expect(400);
    expect(wrong.body.errorMessage).toEqual(['CurrentPassword: The current password is incorrect']);
    const weak = await change(me, id, { CurrentPassword: DEMO.password, NewPassword: 'abc' }).expect(400);
    expect(weak.body.errorMessage).toEqual([
      'NewPassword: Password must have at least 8 characters, a number, 1 upper, 1 lower & 1 special character',
    ]);
    const common = await change(me, id, { CurrentPassword: DEMO.password, NewPassword: 'Welcome2026!' }).expect(400);
    expect(common.body.errorMessage).toEqual(['NewPassword: This password is too common. Please choose another']);
    const same = await change(me, id, { CurrentPassword: DEMO.password, NewPassword: DEMO.password }).expect(400);
    expect(same.body.errorMessage).toEqual([
      'NewPassword: The new password must be different from the current password',
    ]);
    const empty = await change(me, id, {}).expect(400);
    expect(empty.body.errorMessage).toEqual([
      'CurrentPassword: This field is mandatory',
      'NewPassword: This field is mandatory',
    ]);
    await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: DEMO.contosoStaff, password: DEMO.password })
      .expect(200);
  });

  it('changes the password, revokes earlier tokens and answers a fresh token that works', async () => {
    for (const email of [DEMO.northwindStaff, DEMO.operator]) {
      const id = await idOf(email);
      const old = await api.asUser(email);
      const res = await change(old, id, { CurrentPassword: DEMO.password, NewPassword: NEW_PASSWORD }).expect(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      // The old token is revoked; the fresh one carries on.
      await change(old, id, { CurrentPassword: NEW_PASSWORD, NewPassword: 'Another#Pass2026' }).expect(401);
      await change(api.withToken(res.body.token), id, {
        CurrentPassword: 'Wrong#Pass2026',
        NewPassword: 'Another#Pass2026',
      }).expect(400);
      await api.anonymous().post('/api/auth/login').send({ username: email, password: DEMO.password }).expect(401);
      await api.anonymous().post('/api/auth/login').send({ username: email, password: NEW_PASSWORD }).expect(200);
    }
  });
});

describe('throttling of the reset calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { AUTH_THROTTLE_PER_MINUTE: '2', MAIL_POLL_INTERVAL_MS: '0' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the per-account limit on forgot password, verify and reset (each call counted on its own)', async () => {
    const email = 'someone@demo.test';
    const calls = [
      () => t.http().post('/api/auth/forgotpassword').send({ Email: email }),
      () => t.http().post('/api/auth/verifyforgotpasswordtoken').send({ Email: email, Token: '123456' }),
      () => t.http().put('/api/auth/resetpassword/x').send({ Email: email, Password: NEW_PASSWORD, token: '123456' }),
    ];
    for (const call of calls) {
      for (let i = 0; i < 2; i++) expect((await call()).status).not.toBe(429);
      const res = await call().expect(429);
      expect(res.body.errorMessage).toEqual(['Too many attempts. Please wait a minute and try again.']);
    }
  });
});
