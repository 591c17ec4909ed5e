import { createHash } from 'node:crypto';
import { ApiKey } from '../src/api-keys/api-key.entity';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { AuditService } from '../src/audit/audit.service';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { createInquiry } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * API keys (docs/features/integrations.md): created by a customer admin, shown once, stored as a hash; accepted only on the calls
 * their scopes cover, only within their organisation; revoked, expired and malformed keys refused; every use
 * audited; rate limited per key. The access matrix checks every route × key persona; this spec the stories.
 */
describe('API keys', () => {
  let t: TestApp;
  let api: Personas;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let nwInquiries: Inquiry[];
  let ctInquiry: Inquiry;
  const LIMIT = 25;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) } });
    api = await personas(t);
    nwAdmin = api.as('northwindAdmin');
    ctAdmin = api.as('contosoAdmin');
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const ct = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    nwInquiries = await t.dataSource
      .getRepository(Inquiry)
      .find({ where: { customerId: nw.customerId! }, order: { id: 'ASC' } });
    const created = await createInquiry(ctAdmin, nwInquiries[0].inquiryTypeId, 'Contoso inquiry');
    ctInquiry = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ id: created.Id, customerId: ct.customerId! });
  });
  afterAll(() => t.close());

  const create = (admin: Client, body: object) => admin.post('/api/ApiKeys').send(body);
  const withKey = (key: string) => api.withToken(key);

  it('creates a key shown once, stores only its sha256 and lists it without the secret', async () => {
    const res = await create(nwAdmin, {
      Name: '  HR system ',
      Scopes: ['results:read', 'results:read'],
      ExpiresAt: '2099-01-01T00:00:00Z',
    }).expect(200);
    expect(res.body.Key).toMatch(/^dpk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const row = await t.dataSource.getRepository(ApiKey).findOneByOrFail({ id: res.body.Id });
    expect(row.secretHash).toBe(createHash('sha256').update(res.body.Key).digest('hex'));
    // The secret part follows dpk_<16 hex lookup>_ (base64url, which may itself hold '_').
    expect(JSON.stringify(row)).not.toContain(res.body.Key.slice('dpk_'.length + 17));
    const list = await nwAdmin.get('/api/ApiKeys').expect(200);
    const item = list.body.data.find((k: { Id: number }) => k.Id === res.body.Id);
    expect(item).toMatchObject({
      Name: 'HR system',
      Scopes: ['results:read'],
      Status: 'active',
      LastUsedAt: null,
      Prefix: res.body.Key.slice(0, 20),
    });
    expect(JSON.stringify(list.body)).not.toContain(res.body.Key);
    // Another organisation's admin neither sees it nor may revoke it.
    expect((await ctAdmin.get('/api/ApiKeys').expect(200)).body.data.map((k: { Id: number }) => k.Id)).not.toContain(
      res.body.Id,
    );
    await ctAdmin.delete(`/api/ApiKeys/${res.body.Id}`).expect(404);
  });

  it('refuses bad input with the error shape and creates nothing', async () => {
    const before = await t.dataSource.getRepository(ApiKey).count();
    const cases: [object, string][] = [
      [{ Scopes: ['results:read'] }, 'Name: This field is mandatory'],
      [{ Name: 'x', Scopes: [] }, 'Scopes: Choose at least one scope'],
      [
        { Name: 'x', Scopes: ['admin:all'] },
        'Scopes: Each scope must be one of results:read, people:write, respondents:write, scim',
      ],
      [{ Name: 'x', Scopes: 'results:read' }, 'Scopes: Must be a list of scopes'],
      [
        { Name: 'x', Scopes: ['results:read'], ExpiresAt: 'soon' },
        'ExpiresAt: Must be a date (YYYY-MM-DD) or an ISO 8601 time',
      ],
      [{ Name: 'x', Scopes: ['results:read'], ExpiresAt: '2020-01-01' }, 'ExpiresAt: Must be in the future'],
    ];
    for (const [body, line] of cases) {
      const res = await create(nwAdmin, body).expect(400);
      expect(res.body).toMatchObject({ status: 400, title: 'Validation failed' });
      expect(res.body.errorMessage).toContain(line);
    }
    await api
      .anonymous()
      .post('/api/ApiKeys')
      .send({ Name: 'x', Scopes: ['results:read'] })
      .expect(401);
    await api
      .as('northwindStaff')
      .post('/api/ApiKeys')
      .send({ Name: 'x', Scopes: ['results:read'] })
      .expect(403);
    await api
      .as('operator')
      .post('/api/ApiKeys')
      .send({ Name: 'x', Scopes: ['results:read'] })
      .expect(403);
    expect(await t.dataSource.getRepository(ApiKey).count()).toBe(before);
  });

  it('reads results with results:read within its organisation only, and nothing beyond its scope', async () => {
    const { Key, Id } = (await create(nwAdmin, { Name: 'BI', Scopes: ['results:read'] }).expect(200)).body;
    const key = withKey(Key);
    const finished = nwInquiries.find((i) => i.resultsUploadedAt)!;
    const list = await key.get('/api/Inquiry?pageSize=-1').expect(200);
    expect(list.body.data.map((i: { Id: number }) => i.Id).sort()).toEqual(nwInquiries.map((i) => i.id).sort());
    await key.get(`/api/UploadResultDocument/FindingsResult/${finished.id}`).expect(200);
    await key.get(`/api/UploadResultDocument/RoadmapResult/${finished.id}`).expect(200);
    // Another organisation's inquiry: 404 as for its own users.
    await key.get(`/api/UploadResultDocument/FindingsResult/${ctInquiry.id}`).expect(404);
    await key.get(`/api/Inquiry/${ctInquiry.id}`).expect(404);
    // Beyond the scope: other reads, writes, key management, the super admin's calls.
    for (const [method, path] of [
      ['get', `/api/Inquiry/GetRespondents/${finished.id}`],
      ['get', '/api/ApiKeys'],
      ['get', '/api/Customer'],
      ['post', `/api/Inquiry/SendReminders/${finished.id}`],
      ['get', `/api/CustomerUser/Profile/${finished.createdByUserId}`],
    ] as const) {
      const res = await key[method](path).expect(403);
      expect(res.body.errorMessage).toEqual(["This API key's scopes do not cover this call"]);
    }
    const item = (await nwAdmin.get('/api/ApiKeys').expect(200)).body.data.find((k: { Id: number }) => k.Id === Id);
    expect(new Date(item.LastUsedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('adds respondents and sends reminders with respondents:write', async () => {
    const { Key } = (await create(nwAdmin, { Name: 'HRIS', Scopes: ['respondents:write'] }).expect(200)).body;
    const collecting = nwInquiries.find((i) => !i.resultsUploadedAt)!;
    const res = await withKey(Key)
      .put(`/api/Inquiry/AddParticipants/${collecting.id}`)
      .send({ Participants: ['new.hire@northwind.demo.test'], NoOfParticipants: 1 })
      .expect(200);
    expect(res.body.Id).toBe(collecting.id);
    await withKey(Key).post(`/api/Inquiry/SendReminders/${collecting.id}`).expect(200);
    await withKey(Key)
      .put(`/api/Inquiry/AddParticipants/${ctInquiry.id}`)
      .send({ Participants: ['x@contoso.demo.test'], NoOfParticipants: 1 })
      .expect(404);
    await withKey(Key).get('/api/Inquiry').expect(403);
  });

  it('refuses revoked, expired, malformed and unknown keys with 401; a JWT is unaffected', async () => {
    const revoked = (await create(nwAdmin, { Name: 'old', Scopes: ['results:read'] }).expect(200)).body;
    await withKey(revoked.Key).get('/api/Inquiry').expect(200);
    await nwAdmin.delete(`/api/ApiKeys/${revoked.Id}`).expect(200);
    expect((await withKey(revoked.Key).get('/api/Inquiry').expect(401)).body.errorMessage).toEqual([
      'This API key was revoked',
    ]);
    await nwAdmin.delete(`/api/ApiKeys/${revoked.Id}`).expect(200);
    expect(
      (await nwAdmin.get('/api/ApiKeys?pageSize=-1')).body.data.find((k: { Id: number }) => k.Id === revoked.Id).Status,
    ).toBe('revoked');

    const expired = (
      await create(nwAdmin, {
        Name: 'temp',
        Scopes: ['results:read'],
        ExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      }).expect(200)
    ).body;
    await t.dataSource.getRepository(ApiKey).update({ id: expired.Id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await withKey(expired.Key).get('/api/Inquiry').expect(401)).body.errorMessage).toEqual([
      'This API key has expired',
    ]);

    const good = (await create(nwAdmin, { Name: 'good', Scopes: ['results:read'] }).expect(200)).body.Key as string;
    const forged = [
      good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A'),
      'dpk_',
      'dpk_0123456789abcdef_' + 'x'.repeat(43),
      good + 'x',
    ];
    for (const key of forged)
      expect((await withKey(key).get('/api/Inquiry').expect(401)).body.errorMessage).toEqual([
        'This API key is not valid',
      ]);
    await nwAdmin.get('/api/Inquiry').expect(200);
  });

  it('stops working when the admin who created it is deactivated', async () => {
    const ct = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const { Key } = (await create(ctAdmin, { Name: 'contoso', Scopes: ['results:read'] }).expect(200)).body;
    await withKey(Key).get('/api/Inquiry').expect(200);
    await t.users.update({ id: ct.id }, { isActive: false });
    try {
      expect((await withKey(Key).get('/api/Inquiry').expect(401)).body.errorMessage).toEqual([
        'This API key no longer works: the account that created it is inactive',
      ]);
    } finally {
      await t.users.update({ id: ct.id }, { isActive: true });
    }
  });

  it('audits every use (key, organisation, route) and throttles each key on its own', async () => {
    const { Key, Id } = (await create(nwAdmin, { Name: 'flood', Scopes: ['results:read'] }).expect(200)).body;
    const other = (await create(nwAdmin, { Name: 'calm', Scopes: ['results:read'] }).expect(200)).body.Key as string;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push((await withKey(Key).get('/api/Inquiry')).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    const throttled = await withKey(Key).get('/api/Inquiry').expect(429);
    expect(throttled.body).toMatchObject({
      status: 429,
      errorMessage: [`This API key may make ${LIMIT} calls a minute. Please wait and try again.`],
    });
    await withKey(other).get('/api/Inquiry').expect(200);
    await nwAdmin.get('/api/Inquiry').expect(200);

    await t.app.get(AuditService).flush();
    const uses = await t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { action: 'apikey.used', target: `ApiKey ${Id}` } });
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    expect(uses.reduce((n, e) => n + e.count, 0)).toBe(LIMIT);
    expect(uses[0]).toMatchObject({
      customerId: nw.customerId,
      actorUserId: nw.id,
      method: 'GET',
      route: '/api/Inquiry',
      detail: 'flood',
      outcome: 'succeeded',
    });
    expect(
      await t.dataSource.getRepository(AuditEvent).countBy({ action: 'apikey.created', target: `ApiKey ${Id}` }),
    ).toBe(1);
  });
});
