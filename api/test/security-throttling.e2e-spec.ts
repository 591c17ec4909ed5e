import { redisServerPath, ScratchRedis, startScratchRedis } from './support/redis-server';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Rate limits that an attacker can neither step around nor turn against the account's owner.
 * Behind a trusted proxy (TRUST_PROXY=1) each test speaks from its own X-Forwarded-For address,
 * so the per-address limit of one test never decides another.
 */
const LOCKED = {
  status: 429,
  title: 'Too Many Requests',
  errorMessage: ['Too many attempts. Please wait a minute and try again.'],
};

describe('each throttle counts the field its route uses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 per account from one address, 10 per address.
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '2', TRUST_PROXY: '1', MAIL_POLL_INTERVAL_MS: '0' } });
  });
  afterAll(() => t.close());

  const victim = 'victim@northwind.demo.test';
  const routes: [string, (from: string, junk: string) => Promise<{ status: number; body: unknown }>][] = [
    [
      'forgot password',
      (from, junk) =>
        t.http().post('/api/auth/forgotpassword').set('X-Forwarded-For', from).send({ Email: victim, username: junk }),
    ],
    [
      'verify code',
      (from, junk) =>
        t
          .http()
          .post('/api/auth/verifyforgotpasswordtoken')
          .set('X-Forwarded-For', from)
          .send({ Email: victim, Token: '123456', username: junk }),
    ],
    [
      'reset password',
      (from, junk) =>
        t
          .http()
          .put('/api/auth/resetpassword/1')
          .set('X-Forwarded-For', from)
          .send({ Email: victim, Password: 'Fresh#Pass2026', token: '123456', username: junk }),
    ],
    [
      'sign-up',
      (from, junk) =>
        t
          .http()
          .post('/api/Customer/CustomerAdminsignup')
          .set('X-Forwarded-For', from)
          .send({ Email: victim, username: junk }),
    ],
  ];

  it.each(routes.map(([name, call], i) => [name, call, i] as const))(
    '%s: a junk username beside Email does not open a fresh count',
    async (_name, call, i) => {
      const from = `203.0.113.${10 + i}`;
      const codes: number[] = [];
      for (let n = 0; n < 4; n++) codes.push((await call(from, `junk${n}@elsewhere.test`)).status);
      expect(codes.slice(0, 2)).not.toContain(429);
      expect(codes.slice(2)).toEqual([429, 429]);
      expect((await call(from, 'junk9@elsewhere.test')).body).toEqual(LOCKED);
    },
  );

  it('counts Email however it is spelled (case, spaces)', async () => {
    const from = '203.0.113.20';
    const spellings = [victim, victim.toUpperCase(), `  ${victim}  `];
    const codes: number[] = [];
    for (const Email of spellings)
      codes.push((await t.http().post('/api/auth/forgotpassword').set('X-Forwarded-For', from).send({ Email })).status);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('organisation lookup: a JSON body on the GET does not lift the limit, the name in the path is counted', async () => {
    const from = '203.0.113.30';
    const codes: number[] = [];
    for (let n = 0; n < 4; n++) {
      codes.push(
        (
          await t
            .http()
            .get('/api/Customer/CustomerByName/Northwind')
            .set('X-Forwarded-For', from)
            .send({ username: `junk${n}@elsewhere.test` })
        ).status,
      );
    }
    expect(codes.slice(0, 2)).not.toContain(429);
    expect(codes.slice(2)).toEqual([429, 429]);
  });

  it('organisation lookup: the name is counted however it is spelled', async () => {
    const from = '203.0.113.31';
    const codes: number[] = [];
    for (const name of ['Contoso', 'CONTOSO', '%20contoso%20'])
      codes.push((await t.http().get(`/api/Customer/CustomerByName/${name}`).set('X-Forwarded-For', from)).status);
    expect(codes.slice(0, 2)).not.toContain(429);
    expect(codes[2]).toBe(429);
  });
});

function lockoutSuite(storage: string, extraEnv: () => Record<string, string>) {
  describe(`wrong passwords cannot lock the owner out (counters ${storage})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // 3 per account from one address, 15 per address, 8 per account from all addresses together.
      t = await createTestApp({
        env: { AUTH_THROTTLE_PER_MINUTE: '3', AUTH_ACCOUNT_THROTTLE_PER_MINUTE: '8', TRUST_PROXY: '1', ...extraEnv() },
      });
    });
    afterAll(() => t.close());

    const login = (from: string, username: string, password: string) =>
      t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ username, password });

    it('ten wrong passwords from one address leave the owner free to log in from theirs', async () => {
      const codes: number[] = [];
      for (let n = 0; n < 10; n++)
        codes.push((await login('203.0.113.66', DEMO.northwindStaff, 'Wrong#Pass2026')).status);
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual(Array(7).fill(429));
      // The attacker's address stays refused, even with the right password.
      expect((await login('203.0.113.66', DEMO.northwindStaff, DEMO.password)).status).toBe(429);
      const owner = await login('198.51.100.20', DEMO.northwindStaff, DEMO.password).expect(200);
      expect(owner.body.token).toEqual(expect.any(String));
    });

    it('guessing spread over many addresses is still throttled on the account', async () => {
      const codes: number[] = [];
      for (let n = 0; n < 12; n++)
        codes.push((await login(`192.0.2.${n + 1}`, DEMO.contosoStaff, 'Wrong#Pass2026')).status);
      expect(codes.slice(0, 8)).toEqual(Array(8).fill(401));
      expect(codes.slice(8)).toEqual(Array(4).fill(429));
      // Another account is not affected.
      await login('192.0.2.99', DEMO.northwindAdmin, DEMO.password).expect(200);
    });
  });
}

lockoutSuite('in this process', () => ({}));

if (!redisServerPath)
  console.log('Lockout with Redis counters SKIPPED: redis-server is not installed (apt-get install -y redis-server)');
(redisServerPath ? describe : describe.skip)('with the counters in Redis (REDIS_URL)', () => {
  let redis: ScratchRedis;
  beforeAll(async () => {
    redis = await startScratchRedis();
  });
  afterAll(() => redis?.stop());

  lockoutSuite('in Redis', () => ({ REDIS_URL: `redis://127.0.0.1:${redis.port}` }));

  it('kept those counters in Redis, not in the process', () => {
    expect(redis.keys('portal:throttle:*').length).toBeGreaterThan(0);
  });
});
