import { createHmac } from 'node:crypto';
import { Customer } from '../src/customers/customer.entity';
import { ProbeController } from './support/probe.controller';
import { client } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** A JWT signed by hand, to forge what the API must refuse. */
function jwt(header: object, claims: object, secret: string) {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc(header)}.${enc(claims)}`;
  const alg = (header as { alg: string }).alg;
  if (alg === 'none') return `${body}.`;
  const algo = alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(algo, secret).update(body).digest('base64url')}`;
}

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: unknown, password: unknown) => t.http().post('/api/auth/login').send({ username, password });

  it('answers a token with the spec claims and an 8-hour expiry', async () => {
    const res = await login(DEMO.northwindAdmin, DEMO.password).expect(200);
    expect(res.body.FirstTimeLogin).toBe(false);
    const claims = decode(res.body.token);
    const user = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    expect(claims).toMatchObject({
      role: 'CustomerAdmin',
      firstname: user.firstName,
      lastname: user.lastName,
      email: DEMO.northwindAdmin,
      userid: user.id,
      customerid: user.customerId,
    });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('is case-insensitive on the email and reports FirstTimeLogin for a new customer admin', async () => {
    const res = await login(DEMO.contosoAdmin.toUpperCase(), DEMO.password).expect(200);
    expect(res.body.FirstTimeLogin).toBe(true);
  });

  it('gives the super admin a token without a customer', async () => {
    const res = await login(DEMO.operator, DEMO.password).expect(200);
    expect(decode(res.body.token)).toMatchObject({ role: 'SuperAdmin', customerid: null });
  });

  it('refuses a wrong password and an unknown email with the same 401 body', async () => {
    const wrong = await login(DEMO.operator, 'Wrong#Pass2026').expect(401);
    const unknown = await login('nobody@demo.test', 'Wrong#Pass2026').expect(401);
    expect(wrong.body).toEqual({ status: 401, title: 'Login failed', errorMessage: ['Invalid email or password'] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an inactive user and a user of an inactive customer', async () => {
    await t.users.update({ email: DEMO.contosoStaff }, { isActive: false });
    const res = await login(DEMO.contosoStaff, DEMO.password).expect(401);
    expect(res.body.errorMessage[0]).toMatch(/inactive/);
    await t.users.update({ email: DEMO.contosoStaff }, { isActive: true });

    const northwind = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    await t.dataSource.getRepository(Customer).update(northwind.customerId!, { isActive: false });
    await login(DEMO.northwindStaff, DEMO.password).expect(401);
    await t.dataSource.getRepository(Customer).update(northwind.customerId!, { isActive: true });
    await login(DEMO.northwindStaff, DEMO.password).expect(200);
  });

  it('answers a malformed body with 400 and one line per field', async () => {
    const res = await t.http().post('/api/auth/login').send({ username: '' }).expect(400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: ['username: This field is mandatory', 'password: This field is mandatory'],
    });
    const bad = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(bad.body.errorMessage).toEqual(['The request body is not valid JSON']);
  });
});

describe('bearer tokens', () => {
  let t: TestApp;
  let userId: number;
  const secret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
    userId = (await t.users.findOneByOrFail({ email: DEMO.operator })).id;
  });
  afterAll(() => t.close());

  const claims = () => ({
    role: 'SuperAdmin',
    firstname: 'O',
    lastname: 'O',
    email: DEMO.operator,
    userid: userId,
    customerid: null,
    tv: 0,
  });
  const now = () => Math.floor(Date.now() / 1000);
  const guarded = (token?: string) => client(t, token).get('/api/probe/whoami');

  it('admits a valid token and refuses a missing one', async () => {
    const good = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iat: now(), exp: now() + 60 }, secret);
    const ok = await guarded(good).expect(200);
    expect(ok.body).toMatchObject({ id: userId, role: 'SuperAdmin', customerId: null });
    const res = await guarded().expect(401);
    expect(res.body).toEqual({ status: 401, title: 'Unauthorized', errorMessage: ['Please login again'] });
  });

  it('refuses forged tokens: other secret, alg none, HS512, altered claims', async () => {
    const base = { ...claims(), iat: now(), exp: now() + 60 };
    await guarded(jwt({ alg: 'HS256' }, base, 'another-secret-another-secret-another')).expect(401);
    await guarded(jwt({ alg: 'none' }, base, secret)).expect(401);
    await guarded(jwt({ alg: 'HS512' }, base, secret)).expect(401);
    const good = jwt({ alg: 'HS256' }, base, secret);
    await guarded(good).expect(200);
    const [h, , s] = good.split('.');
    const altered = Buffer.from(JSON.stringify({ ...base, userid: userId + 1 })).toString('base64url');
    await guarded(`${h}.${altered}.${s}`).expect(401);
  });

  it('refuses a token without exp and an expired token (session timeout)', async () => {
    await guarded(jwt({ alg: 'HS256' }, { ...claims(), iat: now() }, secret)).expect(401);
    const res = await guarded(jwt({ alg: 'HS256' }, { ...claims(), iat: now() - 100, exp: now() - 10 }, secret)).expect(
      401,
    );
    expect(res.body.errorMessage).toEqual(['Session timeout', 'Please login again']);
  });

  it('refuses tokens of a deactivated user and tokens older than the token version', async () => {
    const token = await t.tokenFor(DEMO.operator);
    await guarded(token).expect(200);
    await t.users.update({ id: userId }, { tokenVersion: 1 });
    await guarded(token).expect(401);
    const fresh = await t.tokenFor(DEMO.operator);
    await guarded(fresh).expect(200);
    await t.users.update({ id: userId }, { isActive: false });
    await guarded(fresh).expect(401);
    await t.users.update({ id: userId }, { isActive: true });
  });
});
