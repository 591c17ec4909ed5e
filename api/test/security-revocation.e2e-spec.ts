import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { openDatabase } from '../src/database/open-database';
import { ENTITIES } from '../src/entities';
import { Customer } from '../src/customers/customer.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('revocations and owner-only files', () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
  });
  afterAll(() => t.close());

  /** A call any signed-in user may make: their own profile. */
  const ownProfile = async (email: string) =>
    `/api/CustomerUser/Profile/${(await t.users.findOneByOrFail({ email })).id}`;
  const login = (email: string) =>
    api.anonymous().post('/api/auth/login').send({ username: email, password: DEMO.password });

  it("revokes a deactivated customer's tokens for good: reactivating the customer does not revive them", async () => {
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    const staff = api.withToken((await login(DEMO.contosoStaff).expect(200)).body.token);
    await staff.get(await ownProfile(DEMO.contosoStaff)).expect(200);

    await api.as('operator').put(`/api/Customer/${contoso.id}`).send({ IsActive: false }).expect(200);
    await api.as('operator').put(`/api/Customer/${contoso.id}`).send({ IsActive: true }).expect(200);

    await staff.get(await ownProfile(DEMO.contosoStaff)).expect(401);
    await api
      .as('contosoAdmin')
      .get(await ownProfile(DEMO.contosoAdmin))
      .expect(401);
    const again = api.withToken((await login(DEMO.contosoStaff).expect(200)).body.token);
    await again.get(await ownProfile(DEMO.contosoStaff)).expect(200);
  });

  it("leaves other customers' tokens alone when one customer is deactivated", async () => {
    await api
      .as('northwindStaff')
      .get(await ownProfile(DEMO.northwindStaff))
      .expect(200);
  });

  it('log out revokes the token on the server: a replayed token answers 401, a new login works', async () => {
    const token = (await login(DEMO.northwindAdmin).expect(200)).body.token;
    const session = api.withToken(token);
    await session.get(await ownProfile(DEMO.northwindAdmin)).expect(200);

    const res = await session.post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ LoggedOut: true });

    await session.get(await ownProfile(DEMO.northwindAdmin)).expect(401);
    await session.post('/api/auth/logout').expect(401);
    const fresh = api.withToken((await login(DEMO.northwindAdmin).expect(200)).body.token);
    await fresh.get(await ownProfile(DEMO.northwindAdmin)).expect(200);
  });

  it('refuses log out without a token', async () => {
    await api.anonymous().post('/api/auth/logout').expect(401);
  });

  it('creates the JWT secret and the SQLite file readable by the owner only, in an owner-only folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-modes-'));
    const dataDir = join(root, 'fresh', 'data');
    // A permissive umask, as on many servers: the modes must not depend on it.
    const umask = process.umask(0o022);
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        SEED: 'none',
        NODE_ENV: 'test',
      });
      const file = join(dataDir, 'portal.sqlite');
      const ds = await openDatabase({ type: 'sqlite', file }, ENTITIES);
      await ds.destroy();
      expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect((statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    } finally {
      process.umask(umask);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
