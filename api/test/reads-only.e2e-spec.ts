import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Public } from '../src/common/decorators/public.decorator';
import { ReadsOnly } from '../src/common/decorators/reads-only.decorator';
import { readOnlyCheck } from '../src/database/read-only-check';
import { Job } from '../src/jobs/job.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { User } from '../src/users/user.entity';
import {
  ACCESS_MATRIX,
  DEFAULT_PARAMS,
  KEY_PERSONAS,
  keyOutcomes,
  MatrixFixtures,
  PERSONAS,
} from './support/access-matrix';
import { Client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { testEngine } from './support/test-database';

/** A route marked @ReadsOnly that writes anyway: the check must catch it. */
@Controller('read-only-probe')
class WritingReadController {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @Get()
  @Public()
  @ReadsOnly()
  async write() {
    await this.users.update({ id: 0 }, { firstName: 'never' });
    return { ok: true };
  }
}

/**
 * Every route registered with @ReadsOnly, as read from the running app, called by each persona the access matrix
 * lets through (and by an API key where the route takes one): none of them writes. @ReadsOnly routes take no turn
 * in the SQLite queue, so a write there would join whatever transaction another request holds open.
 */
describe(`@ReadsOnly routes write nothing (${testEngine()})`, () => {
  let t: TestApp;
  const callers: Record<string, Client> = {};
  const f: Partial<MatrixFixtures> = {};

  beforeAll(async () => {
    t = await createTestApp({ controllers: [WritingReadController] });
    const api = await personas(t);
    const cast = {
      superAdmin: 'operator',
      adminA: 'northwindAdmin',
      userA: 'northwindStaff',
      adminB: 'contosoAdmin',
      userB: 'contosoStaff',
    } as const;
    for (const [persona, demo] of Object.entries(cast)) callers[persona] = api.as(demo);
    const users = t.dataSource.getRepository(User);
    const adminA = await users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const userA = await users.findOneByOrFail({ email: DEMO.northwindStaff });
    const inquiries = await t.dataSource
      .getRepository(Inquiry)
      .find({ where: { customerId: adminA.customerId! }, order: { id: 'ASC' } });
    const finished = inquiries.find((i) => i.resultsUploadedAt)!;
    Object.assign(f, {
      customerA: adminA.customerId!,
      adminA: adminA.id,
      userA: userA.id,
      userAEmail: userA.email,
      inquiry: finished.id,
      collecting: inquiries.find((i) => !i.resultsUploadedAt)!.id,
      type: finished.inquiryTypeId,
      job: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    const now = new Date();
    await t.dataSource.getRepository(Job).insert({
      id: f.job!,
      userId: adminA.id,
      customerId: adminA.customerId,
      kind: 'answers-export',
      status: 'Running',
      progress: 0.5,
      result: null,
      error: null,
      createdAt: now,
      heartbeatAt: now,
      finishedAt: null,
    });
    const key = await callers.adminA.post('/api/ApiKeys').send({ Name: 'Reads only', Scopes: ['results:read'] });
    expect(key.status).toBe(200);
    callers.keyResultsA = api.withToken(key.body.Key);
  });

  afterAll(() => t?.close());

  it('finds the read-only routes in the app and calls each as everyone allowed, without a write', async () => {
    const check = readOnlyCheck(t.dataSource)!;
    // HEAD routes are Fastify's copies of the GET routes, with the same handler.
    const routes = check.routes.filter((r) => !r.includes('read-only-probe') && !r.startsWith('HEAD '));
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const calls: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(' ');
      const pattern = url.replace(/:(\w+)/g, '{$1}');
      const rule = ACCESS_MATRIX[`${method} ${pattern}`];
      expect({ route, rule: rule !== undefined }).toEqual({ route, rule: true });
      const path = pattern.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const fixture = rule.params?.[name] ?? DEFAULT_PARAMS[name];
        const value = fixture ? f[fixture] : undefined;
        if (value === undefined) throw new Error(`${route}: no fixture for {${name}}`);
        return encodeURIComponent(String(value));
      });
      const allowed = [
        ...PERSONAS.filter((_, i) => rule.expect[i] === 'ok'),
        ...KEY_PERSONAS.filter((_, i) => keyOutcomes(rule)[i] === 'ok'),
      ].filter((persona) => callers[persona]);
      expect({ route, callers: allowed.length > 0 }).toEqual({ route, callers: true });
      for (const persona of allowed) {
        const res = await callers[persona][method.toLowerCase() as 'get'](path);
        calls.push(`${persona} ${method} ${path} ${res.status}`);
        expect({ call: `${persona} ${method} ${path}`, status: res.status }).toEqual({
          call: `${persona} ${method} ${path}`,
          status: 200,
        });
      }
    }
    expect(calls.some((c) => c.startsWith('keyResultsA'))).toBe(true);
    expect(check.violations).toEqual([]);
  });

  it('catches a read-only route that writes: the write is refused and recorded', async () => {
    const check = readOnlyCheck(t.dataSource)!;
    expect(check.routes).toContain('GET /api/read-only-probe');
    const res = await t.http().get('/api/read-only-probe');
    expect(res.status).toBe(500);
    expect(check.violations).toEqual([expect.stringMatching(/^GET \/api\/read-only-probe: UPDATE .*users/)]);
    check.violations.length = 0;
  });
});
