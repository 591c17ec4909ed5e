import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths in the error shape', async () => {
    const res = await t.http().get('/api/NoSuchThing').expect(404);
    expect(res.body).toMatchObject({ status: 404, title: 'Not Found' });
    expect(Array.isArray(res.body.errorMessage)).toBe(true);
  });

  it('refuses an oversized JSON body with 413 in the error shape', async () => {
    const big = { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' };
    const res = await t.http().post('/api/auth/login').send(big).expect(413);
    expect(res.body).toEqual({
      status: 413,
      title: 'Payload Too Large',
      errorMessage: ['The request body is too large'],
    });
  });

  it('ignores unknown body fields', async () => {
    await t
      .http()
      .post('/api/auth/login')
      .send({ username: DEMO.operator, password: DEMO.password, role: 'x', isAdmin: true })
      .expect(200);
  });

  it('sends security headers, no-store on the API and CORS only for PUBLIC_URL', async () => {
    const res = await t.http().get('/api/health').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await t.http().get('/api/health').set('Origin', 'http://localhost:3000').expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    await t.http().get('/api/docs').expect(200);
    const doc = await t.http().get('/api/docs-json').expect(200);
    expect(doc.body.paths['/api/auth/login']).toBeDefined();
  });

  it('throttles repeated logins for one account with 429', async () => {
    const strict = await createTestApp({ demo: false, env: { AUTH_THROTTLE_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await strict
          .http()
          .post('/api/auth/login')
          .send({ username: 'someone@demo.test', password: 'Wrong#1x' });
        codes.push(res.status);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
      const res = await strict
        .http()
        .post('/api/auth/login')
        .send({ username: 'someone@demo.test', password: 'Wrong#1x' });
      expect(res.body).toEqual({
        status: 429,
        title: 'Too Many Requests',
        errorMessage: ['Too many attempts. Please wait a minute and try again.'],
      });
      // Another account from the same address still gets through (per-account limit below the address limit).
      await strict
        .http()
        .post('/api/auth/login')
        .send({ username: 'other@demo.test', password: 'Wrong#1x' })
        .expect(401);
    } finally {
      await strict.close();
    }
  });
});
