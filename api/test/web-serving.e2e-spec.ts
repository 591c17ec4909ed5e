import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from './support/test-app';

describe('one-origin serving of the two apps', () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  beforeAll(async () => {
    for (const app of ['backoffice', 'survey-app']) {
      mkdirSync(join(root, app, 'assets'), { recursive: true });
      writeFileSync(join(root, app, 'index.html'), `<html><body>index of ${app}</body></html>`);
      writeFileSync(join(root, app, 'assets', 'main-AbCdEf12.js'), `console.log('${app}')`);
    }
    t = await createTestApp({
      demo: false,
      config: (c) => {
        c.webRoots = { backoffice: join(root, 'backoffice'), surveyApp: join(root, 'survey-app') };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/superAdmin/dashboard', 'backoffice'],
    ['/customerAdmin/inquiry-logs', 'backoffice'],
    ['/auth/login', 'survey-app'],
    ['/auth/signup/confirm?token=AbC_dEf-123', 'survey-app'],
    ['/customerUser/dashboard', 'survey-app'],
    ['/superAdmin/dashboard/view-insights/1/overview', 'survey-app'],
    ['/', 'survey-app'],
    ['/not/a/page', 'survey-app'],
  ])('GET %s serves the %s index.html', async (path, app) => {
    const res = await t.http().get(path).expect(200);
    expect(res.text).toContain(`index of ${app}`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets under each app prefix with a long cache', async () => {
    const res = await t.http().get('/_backoffice/assets/main-AbCdEf12.js').expect(200);
    expect(res.text).toContain("'backoffice'");
    expect(res.headers['cache-control']).toContain('immutable');
    await t.http().get('/_survey/assets/main-AbCdEf12.js').expect(200);
    await t.http().get('/_survey/assets/missing.js').expect(404);
  });

  it('never answers /api paths with an app page', async () => {
    const res = await t.http().get('/api/unknown').expect(404);
    expect(res.body.title).toBe('Not Found');
  });
});
