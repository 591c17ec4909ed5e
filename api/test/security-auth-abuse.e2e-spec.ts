import { Customer } from '../src/customers/customer.entity';
import { personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Credential abuse beyond auth-login / password-reset specs (forged tokens, reset codes and their
 * throttles live there): enumeration through answers and timings, throttle bypass attempts,
 * and common passwords refused wherever a password is chosen.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });

  it('answers a wrong password, an unknown email and an inactive account with a wrong password alike', async () => {
    const known = await login(DEMO.northwindStaff, 'Wrong#Pass2026').expect(401);
    const unknown = await login('ghost@northwind.demo.test', 'Wrong#Pass2026').expect(401);
    await t.users.update({ email: DEMO.contosoStaff }, { isActive: false });
    const inactive = await login(DEMO.contosoStaff, 'Wrong#Pass2026').expect(401);
    await t.users.update({ email: DEMO.contosoStaff }, { isActive: true });
    expect(unknown.body).toEqual(known.body);
    expect(inactive.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('takes as long for an unknown email as for a wrong password (medians, generous bound)', async () => {
    const time = async (username: string) => {
      const start = process.hrtime.bigint();
      await login(username, 'Wrong#Pass2026').expect(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time(DEMO.northwindStaff); // warm up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time(DEMO.northwindStaff));
      unknown.push(await time(`ghost${i}@northwind.demo.test`));
    }
    const [k, u] = [median(known), median(unknown)];
    // The unknown path burns a real hash: without it, it would answer in a few per cent of the time.
    // The bounds are wide because the machine is shared (noise), yet far from that few per cent.
    expect(u).toBeGreaterThan(k * 0.35);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.65 + 50);
  });

  it('answers forgot password and a code check the same for a known and an unknown email', async () => {
    const forgot = (Email: string) => t.http().post('/api/auth/forgotpassword').send({ Email });
    const known = await forgot(DEMO.northwindStaff);
    const unknown = await forgot('ghost@northwind.demo.test');
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    const verifyUnknown = await t
      .http()
      .post('/api/auth/verifyforgotpasswordtoken')
      .send({ Email: 'ghost@northwind.demo.test', Token: '123456' });
    const verifyKnown = await t
      .http()
      .post('/api/auth/verifyforgotpasswordtoken')
      .send({ Email: DEMO.contosoAdmin, Token: '123456' });
    expect(verifyUnknown.status).toBe(verifyKnown.status);
    expect(verifyUnknown.body).toEqual(verifyKnown.body);
  });

  it('refuses very common passwords wherever a password is chosen: sign-up, reset and change', async () => {
    const signup = await t
      .http()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerName: 'Common Corp',
        Industry: 'Retail',
        Country: 'Norway',
        State: 'Oslo',
        City: 'Oslo',
        Website: 'https://common.example',
        FirstName: 'Cora',
        LastName: 'Common',
        Email: 'cora@common.example',
        Password: 'Password1!',
        ConfirmPassword: 'Password1!',
      })
      .expect(400);
    expect(signup.body.errorMessage).toContain('Password: This password is too common. Please choose another');
    expect(await t.dataSource.getRepository(Customer).countBy({ name: 'Common Corp' })).toBe(0);

    const staff2 = await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' });
    const staff2As = await (await personas(t)).asUser(staff2.email);
    const change = await staff2As
      .put(`/api/auth/changepassword/${staff2.id}`)
      .send({ CurrentPassword: DEMO.password, NewPassword: 'Welcome2026!' })
      .expect(400);
    expect(change.body.errorMessage).toEqual(['NewPassword: This password is too common. Please choose another']);
    const reset = await t
      .http()
      .put(`/api/auth/resetpassword/${staff2.id}`)
      .send({ Email: staff2.email, Password: 'Qwerty123!', token: '123456' })
      .expect(400);
    expect(reset.body.errorMessage.join(' ')).toContain('This password is too common');
    // Nothing changed: the old password still logs in.
    await login(staff2.email, DEMO.password).expect(200);
  });
});

describe('throttling cannot be side-stepped', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 per account and 10 per address a minute.
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('counts an account however its email is spelled (case, spaces)', async () => {
    const spellings = ['victim@northwind.demo.test', 'VICTIM@northwind.demo.test', '  Victim@Northwind.Demo.Test  '];
    const codes: number[] = [];
    for (const username of spellings)
      codes.push((await t.http().post('/api/auth/login').send({ username, password: 'Guess#1234' })).status);
    expect(codes).toEqual([401, 401, 429]);
  });

  it('counts the calling address across accounts: spraying many emails is throttled too', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (
          await t
            .http()
            .post('/api/auth/login')
            .send({ username: `spray${i}@demo.test`, password: 'Guess#1234' })
        ).status,
      );
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(3);
    expect(codes.slice(-2)).toEqual([429, 429]);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
  });

  it('throttles the sign-up calls, the other way to probe for registered emails and organisations', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await t.http().get(`/api/Customer/CustomerByName/Probe${i}`)).status);
    expect(codes).toContain(429);
  });
});
