import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Public } from '../src/common/decorators/public.decorator';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** Failures deep inside the server, to prove nothing of them reaches a response. */
@Controller('security-probe')
class FailureProbeController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Public()
  @Get('sql')
  sql() {
    return this.ds.query('SELECT secret_column FROM no_such_table_xyz WHERE id = 1');
  }

  @Public()
  @Get('throw')
  throws() {
    throw new Error("ENOENT: no such file or directory, open '/work/main/data/secret.key'");
  }

  @Public()
  @Get('reject')
  async rejects() {
    await Promise.resolve();
    throw new TypeError("Cannot read properties of undefined (reading 'passwordHash')");
  }
}

const LEAK =
  /\bat \w+ \(|\/work\/|node_modules|secret|no_such_table|SELECT |QueryFailed|SQLITE_|ER_[A-Z_]+|TypeError|ENOENT|passwordHash|stack/i;

describe('security headers and error bodies', () => {
  let t: TestApp;
  let api: Personas;
  const repoRoot = join(__dirname, '..', '..');
  beforeAll(async () => {
    t = await createTestApp({
      controllers: [FailureProbeController],
      config: (c) => {
        c.webRoots = {
          backoffice: join(repoRoot, 'backoffice', 'dist'),
          surveyApp: join(repoRoot, 'survey-app', 'dist'),
        };
      },
    });
    api = await personas(t);
  });
  afterAll(() => t.close());

  const csp = (value: string) =>
    Object.fromEntries(
      value
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );

  it('sends a strict CSP and the helmet headers on app pages and on API answers', async () => {
    const admin = api.as('northwindAdmin');
    for (const res of [
      await api.anonymous().get('/'),
      await api.anonymous().get('/auth/login'),
      await api.anonymous().get('/superAdmin/dashboard'),
      await api.anonymous().get('/api/health'),
      await admin.get('/api/Inquiry'),
      await api.anonymous().get('/api/Customer'),
    ]) {
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("lets the form preview page alone be framed, by the backoffice's own origin", async () => {
    for (const path of ['/customerAdmin/preview-survey-form/9?lang=fr', '/superAdmin/preview-survey-form/9']) {
      const res = await api.anonymous().get(path);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    for (const path of ['/customerAdmin/inquiry-logs/preview/9', '/customerAdmin/survey-forms/3/edit-survey-form/9'])
      expect(csp((await api.anonymous().get(path)).headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
  });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, whatever X-Forwarded-Proto says without TRUST_PROXY', async () => {
    for (const res of [
      await api.anonymous().get('/'),
      await api.anonymous().get('/auth/login'),
      await api.as('northwindAdmin').get('/api/Inquiry'),
      // Without TRUST_PROXY the header is anyone's to send: it does not make a request HTTPS.
      await api.anonymous().get('/api/health').set('X-Forwarded-Proto', 'https'),
    ]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp(res.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
      expect(csp(res.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
    }
  });

  it('ships app pages the CSP admits: no inline scripts or event handlers in the built index pages', () => {
    for (const app of ['backoffice', 'survey-app']) {
      const index = join(repoRoot, app, 'dist', 'index.html');
      if (!existsSync(index)) continue; // not built in this checkout: the browser journeys check it
      const html = readFileSync(index, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="\/_(backoffice|survey)\//);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it('marks every API answer no-store: success, refusals, errors, body-parser errors', async () => {
    const op = api.as('operator');
    const answers = [
      await op.get('/api/Customer'),
      await api.anonymous().get('/api/Customer'),
      await op.get('/api/Customer/999999'),
      await api.anonymous().get('/api/no/such/route'),
      await api.anonymous().post('/api/auth/login').set('Content-Type', 'application/json').send('{"broken"'),
      await api
        .anonymous()
        .post('/api/auth/login')
        .send({ username: 'x'.repeat(2_000_000) }),
      await api.anonymous().get('/api/security-probe/sql'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 404, 400, 413, 500]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('allows cross-origin calls from PUBLIC_URL only, preflight included', async () => {
    const evil = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const lookalike = await api.anonymous().get('/api/health').set('Origin', 'http://localhost:3000.evil.example');
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
    const nullOrigin = await api.anonymous().get('/api/health').set('Origin', 'null');
    expect(nullOrigin.headers['access-control-allow-origin']).toBeUndefined();
    const own = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST');
    expect(own.status).toBeLessThan(300);
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(own.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('never shows a stack trace, SQL or a file path in an error body', async () => {
    for (const path of ['/api/security-probe/sql', '/api/security-probe/throw', '/api/security-probe/reject']) {
      const res = await api.anonymous().get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        status: 500,
        title: 'Internal Server Error',
        errorMessage: ['Something went wrong on our side; please try again'],
      });
      expect(res.text).not.toMatch(LEAK);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const op = api.as('operator');
    // Client errors the database would have raised are answered by validation, in the spec's words.
    for (const res of [
      await op.put('/api/Customer/1').send({ Website: 'x'.repeat(5000) }),
      await op.get('/api/Customer/1%20OR%201=1'),
      await op
        .post('/api/InquiryType/CreateInquiryType')
        .send({ InqType: 'x'.repeat(70_000), Description: 'd', IsActive: true }),
      await api.anonymous().get('/api/files/abc?expires=1&sig=x'),
      await api.anonymous().get('/api/%E0%A4%A'),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual({ status: res.status, title: expect.any(String), errorMessage: expect.any(Array) });
      expect(res.text).not.toMatch(LEAK);
    }
  });
});

describe('security headers behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    api = await personas(t);
  });
  afterAll(() => t.close());

  const directives = (value: string) => value.split(';').map((d) => d.trim().split(/\s+/)[0]);

  it('tells the browser to stay on HTTPS on answers to requests the proxy received over HTTPS', async () => {
    for (const path of ['/', '/auth/login', '/api/health']) {
      const res = await api.anonymous().get(path).set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(directives(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
  });

  it('does not on answers to requests that came over plain HTTP', async () => {
    for (const res of [
      await api.anonymous().get('/api/health'),
      await api.anonymous().get('/auth/login').set('X-Forwarded-Proto', 'http'),
      await api.as('northwindAdmin').get('/api/Inquiry'),
    ]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(directives(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    }
  });
});
