import { ProbeController } from './support/probe.controller';
import { Persona, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('roles guard, tenant scope and paging envelope', () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
    api = await personas(t);
  });
  afterAll(() => t.close());

  const get = (path: string, who?: Persona) => (who ? api.as(who) : api.anonymous()).get(path);

  it('closes a route without @Roles to everyone but the super admin', async () => {
    await get('/api/probe/undeclared', 'operator').expect(200);
    for (const who of ['northwindAdmin', 'northwindStaff'] as const) {
      const res = await get('/api/probe/undeclared', who).expect(403);
      expect(res.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
    }
    await get('/api/probe/undeclared').expect(401);
  });

  it('admits exactly the declared roles', async () => {
    await get('/api/probe/customer-admin', 'northwindAdmin').expect(200);
    await get('/api/probe/customer-admin', 'operator').expect(403);
    await get('/api/probe/customer-admin', 'northwindStaff').expect(403);
    await get('/api/probe/whoami', 'northwindStaff').expect(200);
  });

  it('scopes lists to the caller tenant and shows the super admin everything', async () => {
    const all = await get('/api/probe/users?pageSize=-1', 'operator').expect(200);
    const northwind = await get('/api/probe/users?pageSize=-1', 'northwindAdmin').expect(200);
    const contoso = await get('/api/probe/users?pageSize=-1', 'contosoAdmin').expect(200);
    expect(northwind.body.data.every((u: { Email: string }) => u.Email.endsWith('@northwind.demo.test'))).toBe(true);
    expect(contoso.body.data.map((u: { Email: string }) => u.Email).sort()).toEqual([
      DEMO.contosoAdmin,
      DEMO.contosoStaff,
    ]);
    // The operator sees every organisation's users (the demo's peer organisations' respondents too) and their own account.
    expect(all.body.totalItem).toBe(await t.users.count());
    const emails = all.body.data.map((u: { Email: string }) => u.Email);
    for (const u of [...northwind.body.data, ...contoso.body.data]) expect(emails).toContain(u.Email);
    expect(emails).toContain(DEMO.operator);
  });

  it('answers another tenant record with 404, as if it did not exist', async () => {
    const contosoUser = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    const res = await get(`/api/probe/users/${contosoUser.id}`, 'northwindAdmin').expect(404);
    expect(res.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['User not found'] });
    const missing = await get('/api/probe/users/999999', 'northwindAdmin').expect(404);
    expect(missing.body).toEqual(res.body);
    await get(`/api/probe/users/${contosoUser.id}`, 'contosoAdmin').expect(200);
    await get(`/api/probe/users/${contosoUser.id}`, 'operator').expect(200);
  });

  it('pages with 8 rows by default, newest first, and a last partial page', async () => {
    const total = await t.users.count();
    const first = await get('/api/probe/users', 'operator').expect(200);
    expect(first.body).toMatchObject({
      currentPage: 1,
      pageSize: 8,
      totalItem: total,
      totalPage: Math.ceil(total / 8),
    });
    expect(first.body.data).toHaveLength(8);
    const ids = first.body.data.map((u: { Id: number }) => u.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const lastPage = Math.ceil(total / 8);
    const last = await get(`/api/probe/users?pageSize=8&currentPage=${lastPage}`, 'operator').expect(200);
    expect(last.body.data).toHaveLength(total - 8 * (lastPage - 1));
    const beyond = await get(`/api/probe/users?currentPage=${lastPage + 1}`, 'operator').expect(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('returns everything in one page for pageSize=-1', async () => {
    const res = await get('/api/probe/users?pageSize=-1&currentPage=3', 'operator').expect(200);
    expect(res.body).toMatchObject({ currentPage: 1, pageSize: -1, totalPage: 1 });
    expect(res.body.data).toHaveLength(res.body.totalItem);
  });

  it('refuses bad paging parameters with readable lines', async () => {
    const zero = await get('/api/probe/users?pageSize=0', 'operator').expect(400);
    expect(zero.body.errorMessage).toEqual(['pageSize: pageSize must be -1 or at least 1']);
    const text = await get('/api/probe/users?currentPage=abc', 'operator').expect(400);
    expect(text.body.errorMessage).toEqual(['currentPage: currentPage must be a whole number']);
  });
});
