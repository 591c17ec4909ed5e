import { ObjectLiteral } from 'typeorm';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Customer } from '../src/customers/customer.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Finding } from '../src/findings/finding.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { IntakeQuestion } from '../src/intake-questions/intake-question.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { Recommendation } from '../src/recommendations/recommendation.entity';
import { Roadmap } from '../src/roadmaps/roadmap.entity';
import { User } from '../src/users/user.entity';
import { randomBytes } from 'node:crypto';
import { Job } from '../src/jobs/job.entity';
import { ApiKey } from '../src/api-keys/api-key.entity';
import { Webhook } from '../src/webhooks/webhook.entity';
import { Programme } from '../src/programmes/programme.entity';
import { LifecycleSurvey } from '../src/lifecycle/lifecycle-survey.entity';
import { OpenLink } from '../src/open-links/open-link.entity';
import { Person } from '../src/people/person.entity';
import { ReportShare } from '../src/report-shares/report-share.entity';
import {
  ACCESS_MATRIX,
  AccessRule,
  DEFAULT_PARAMS,
  KEY_PERSONA_SETUP,
  KEY_PERSONAS,
  KeyPersona,
  keyOutcomes,
  Kind,
  MatrixFixtures,
  Outcome,
  Persona,
  PERSONAS,
} from './support/access-matrix';
import { Client, Persona as DemoPersona, personas } from './support/personas';
import { createInquiry } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Every route the running app registers × six personas and six API key personas, judged against test/support/access-matrix.ts.
 * Ids in paths are tenant A's (Northwind); B is Contoso. Writes never destroy the fixtures: allowed
 * personas send invalid bodies (or delete a fresh copy), refused personas send valid bodies.
 */
describe('access matrix: every route × every persona', () => {
  let t: TestApp;
  let f: MatrixFixtures;
  const clients = {} as Record<Persona | KeyPersona, Client>;
  const ids: Partial<Record<Persona | KeyPersona, number | null>> = { anonymous: null };

  /** METHOD /api/path/{param} of every API route Fastify registered (the docs UI, HEAD and CORS preflights excepted). */
  function registeredRoutes(): string[] {
    return t.routes
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !route.url.startsWith('/api/docs') &&
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      )
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  }

  async function clone<E extends ObjectLiteral>(
    entity: new () => E,
    id: number,
    over: Partial<E> = {},
  ): Promise<number> {
    const repo = t.dataSource.getRepository(entity);
    const {
      id: _drop,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = (await repo.findOneByOrFail({ id } as never)) as unknown as { id: number; createdAt?: Date; updatedAt?: Date };
    const saved = await repo.save(repo.create({ ...rest, ...over } as never));
    return (saved as unknown as { id: number }).id;
  }

  let copies = 0;
  function throwaway(kind: Kind): Promise<number> {
    copies += 1;
    switch (kind) {
      case 'customQuestion':
        return clone(CustomQuestion, f.customQuestion);
      case 'customer':
        return clone(Customer, f.customerA, { name: `Throwaway ${copies}` } as never);
      case 'customerUser':
        return clone(User, f.userA, { email: `throwaway${copies}@northwind.demo.test` } as never);
      case 'finding':
        return clone(Finding, f.finding);
      case 'recommendation':
        return clone(Recommendation, f.recommendation);
      case 'roadmap':
        return clone(Roadmap, f.roadmap);
      case 'apiKey':
        return clone(ApiKey, f.apiKey, { lookup: randomBytes(8).toString('hex') } as never);
      case 'webhook':
        return clone(Webhook, f.webhook);
      case 'person':
        return clone(Person, f.person, { email: `throwaway${copies}@northwind.demo.test` } as never);
      case 'programme':
        return clone(Programme, f.programme);
      case 'lifecycle':
        return clone(LifecycleSurvey, f.lifecycle);
    }
  }

  beforeAll(async () => {
    // Every key persona calls every route within a minute; the worker stays off (the matrix's test deliveries go nowhere).
    t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '1000000', WEBHOOK_POLL_INTERVAL_MS: '0' } });
    const api = await personas(t);
    const byEmail = (email: string) => t.users.findOneByOrFail({ email });
    const [operator, adminA, userA, adminB, userB] = await Promise.all(
      [DEMO.operator, DEMO.northwindAdmin, DEMO.northwindStaff, DEMO.contosoAdmin, DEMO.contosoStaff].map(byEmail),
    );
    const cast: [Persona, DemoPersona, User][] = [
      ['superAdmin', 'operator', operator],
      ['adminA', 'northwindAdmin', adminA],
      ['userA', 'northwindStaff', userA],
      ['adminB', 'contosoAdmin', adminB],
      ['userB', 'contosoStaff', userB],
    ];
    for (const [p, demo, u] of cast) {
      clients[p] = api.as(demo);
      ids[p] = u.id;
    }
    clients.anonymous = api.anonymous();
    const inquiries = await t.dataSource
      .getRepository(Inquiry)
      .find({ where: { customerId: adminA.customerId! }, order: { id: 'ASC' } });
    const finished = inquiries.find((i) => i.resultsUploadedAt)!;
    const collecting = inquiries.find((i) => !i.resultsUploadedAt)!;
    const draft = await createInquiry(clients.adminA, finished.inquiryTypeId, 'Matrix draft');
    const custom = await clients.adminA
      .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${draft.Id}`)
      .send({
        Area: 'Culture',
        Title: 'Matrix question',
        Type: 'Rating',
        Description: 'd',
        RadioButtonOptions: ['1', '2', '3', '4', '5'],
      })
      .expect(200);
    const pathway = await t.dataSource
      .getRepository(Pathway)
      .findOneOrFail({ where: { inquiryTypeId: finished.inquiryTypeId }, order: { id: 'ASC' } });
    const customer = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: adminA.customerId! });
    f = {
      customerA: customer.id,
      customerAName: customer.name,
      adminA: adminA.id,
      userA: userA.id,
      userAEmail: userA.email,
      inquiry: finished.id,
      collecting: collecting.id,
      respondent: (
        await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: finished.id, userId: userA.id })
      ).id,
      draftInquiry: draft.Id,
      type: finished.inquiryTypeId,
      pathway: pathway.id,
      diagnostic: (
        await t.dataSource
          .getRepository(DiagnosticQuestion)
          .findOneOrFail({ where: { pathwayId: pathway.id }, order: { id: 'ASC' } })
      ).id,
      intake: (
        await t.dataSource
          .getRepository(IntakeQuestion)
          .findOneOrFail({ where: { inquiryTypeId: finished.inquiryTypeId }, order: { id: 'ASC' } })
      ).id,
      customQuestion: custom.body.Id,
      finding: (await t.dataSource.getRepository(Finding).findOneOrFail({ where: {}, order: { id: 'ASC' } })).id,
      recommendation: (
        await t.dataSource.getRepository(Recommendation).findOneOrFail({ where: {}, order: { id: 'ASC' } })
      ).id,
      roadmap: (await t.dataSource.getRepository(Roadmap).findOneOrFail({ where: {}, order: { id: 'ASC' } })).id,
      file: 1,
      person: (
        await t.dataSource
          .getRepository(Person)
          .findOneOrFail({ where: { customerId: adminA.customerId! }, order: { id: 'ASC' } })
      ).id,
      contentKind: 'CustomQuestion',
      job: await storedJob(adminA.id, adminA.customerId),
      programme: await storedProgramme(adminA, finished.inquiryTypeId),
      lifecycle: await storedLifecycle(adminA, finished.inquiryTypeId),
      reportShare: await storedReportShare(adminA, finished.id, userA.email),
      openLinkToken: await storedOpenLink(adminA, finished.id, collecting.id),
      action: (
        await clients.adminA
          .post(`/api/Inquiry/${finished.id}/Actions`)
          .send({ Title: 'Matrix action', OwnerUserId: userA.id })
          .expect(200)
      ).body.Id,
      ...(await keyPersonas(api.withToken, clients)),
    };
  });
  afterAll(() => t.close());

  /** Stored directly: an open link of the finished inquiry (its admin routes), and one of the collecting inquiry, whose token the answering routes take. */
  async function storedOpenLink(owner: User, finishedId: number, collectingId: number): Promise<string> {
    const links = t.dataSource.getRepository(OpenLink);
    const row = (inquiryId: number, token: string) => ({
      inquiryId,
      customerId: owner.customerId!,
      token,
      groupQuestions: [],
      createdByUserId: owner.id,
    });
    await links.save(row(finishedId, randomBytes(32).toString('base64url')));
    const token = randomBytes(32).toString('base64url');
    await links.save(row(collectingId, token));
    return token;
  }

  /** Stored directly: tenant A's share of the finished inquiry with userA (revoked by the matrix's DELETE row, which runs last). */
  async function storedReportShare(owner: User, inquiryId: number, email: string): Promise<number> {
    const saved = await t.dataSource.getRepository(ReportShare).save({
      customerId: owner.customerId!,
      inquiryId,
      email,
      scope: 'Organisation' as const,
      managerEmail: null,
      createdByUserId: owner.id,
      revokedAt: null,
      revokedByUserId: null,
    });
    return saved.id;
  }

  /** Stored directly: a programme far in the future, so no round is due while the matrix runs. */
  /** Stored directly: a lifecycle survey active only from 2040, so no one is due while the matrix runs. */
  async function storedLifecycle(owner: User, inquiryTypeId: number): Promise<number> {
    const saved = await t.dataSource.getRepository(LifecycleSurvey).save({
      customerId: owner.customerId!,
      createdByUserId: owner.id,
      name: 'Matrix lifecycle',
      kind: 'Onboarding' as const,
      inquiryTypeId,
      questionIds: null,
      intakeAnswers: null,
      daysAfter: 30,
      daysOpen: 7,
      activeFrom: '2040-01-01',
      lastError: null,
    });
    return saved.id;
  }

  async function storedProgramme(owner: User, inquiryTypeId: number): Promise<number> {
    const saved = await t.dataSource.getRepository(Programme).save({
      customerId: owner.customerId!,
      createdByUserId: owner.id,
      name: 'Matrix programme',
      inquiryTypeId,
      questionIds: null,
      audienceAttribute: null,
      audienceValue: null,
      intakeAnswers: null,
      cadence: 'Yearly' as const,
      daysOpen: 7,
      startsAt: '2040-01-01T09:00',
      timeZone: 'UTC',
      pausedAt: null,
      nextRoundIndex: 0,
      nextRoundAt: new Date('2040-01-01T09:00:00Z'),
    });
    return saved.id;
  }

  async function storedJob(userId: number, customerId: number | null): Promise<string> {
    const id = '5d2f8a4e-8c1b-4f7a-9e3d-2b6c1a0f9e77';
    const now = new Date();
    await t.dataSource.getRepository(Job).insert({
      id,
      userId,
      customerId,
      kind: 'answers-export',
      status: 'Done',
      progress: 1,
      result: '{}',
      error: null,
      createdAt: now,
      heartbeatAt: now,
      finishedAt: now,
    });
    return id;
  }

  /** Creates the key personas through the API (revoking and expiring some) and tenant A's webhook fixture. */
  async function keyPersonas(
    withToken: (token: string) => Client,
    admins: Record<Persona, Client>,
  ): Promise<Pick<MatrixFixtures, 'apiKey' | 'webhook'>> {
    const keys = t.dataSource.getRepository(ApiKey);
    const made: Partial<Record<KeyPersona, number>> = {};
    for (const persona of KEY_PERSONAS) {
      const { tenant, scopes, state } = KEY_PERSONA_SETUP[persona];
      const admin = admins[tenant === 'A' ? 'adminA' : 'adminB'];
      const res = await admin.post('/api/ApiKeys').send({ Name: persona, Scopes: scopes }).expect(200);
      if (state === 'revoked') await admin.delete(`/api/ApiKeys/${res.body.Id}`).expect(200);
      if (state === 'expired') await keys.update({ id: res.body.Id }, { expiresAt: new Date(Date.now() - 60_000) });
      clients[persona] = withToken(res.body.Key);
      ids[persona] = null;
      made[persona] = res.body.Id;
    }
    // Stored directly: the API checks a webhook's host in DNS, and the matrix needs no delivery.
    const customerId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    const hook = await t.dataSource.getRepository(Webhook).save({
      customerId,
      createdByUserId: 0,
      url: 'https://hooks.example.com/in',
      events: 'form.completed',
      secretSealed: 'sealed-in-the-matrix',
    });
    return { apiKey: made.keyResultsA!, webhook: hook.id };
  }

  it('has a rule for every registered route and no rule for a route that does not exist', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter((r) => !ACCESS_MATRIX[r]).map((r) => `new route ${r} has no access rule`);
    const stale = Object.keys(ACCESS_MATRIX)
      .filter((r) => !routes.includes(r))
      .map((r) => `rule for ${r} matches no route`);
    expect([...missing, ...stale]).toEqual([]);
    for (const rule of Object.values(ACCESS_MATRIX)) {
      expect(rule.expect).toHaveLength(PERSONAS.length);
      expect(keyOutcomes(rule)).toHaveLength(KEY_PERSONAS.length);
    }
  });

  it('answers every route exactly as the matrix says for every persona', async () => {
    const failures: string[] = [];
    // Deletes last, so every other row still finds its fixtures; log out after them, so every other row still has its tokens.
    const order = (r: string) => (ACCESS_MATRIX[r].revokesSession ? 2 : Number(r.startsWith('DELETE')));
    const routes = registeredRoutes()
      .filter((r) => ACCESS_MATRIX[r])
      .sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      const rule: AccessRule = ACCESS_MATRIX[route];
      const [method, pattern] = route.split(' ');
      const cast: [Persona | KeyPersona, Outcome][] = [
        ...PERSONAS.map((p, i): [Persona, Outcome] => [p, rule.expect[i]]),
        ...KEY_PERSONAS.map((p, i): [KeyPersona, Outcome] => [p, keyOutcomes(rule)[i]]),
      ];
      for (const [persona, expected] of cast) {
        const allowed = expected === 'ok';
        const params: Record<string, number | string> = {};
        for (const name of [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          const key = rule.params?.[name] ?? DEFAULT_PARAMS[name];
          if (!key) throw new Error(`${route}: no fixture for {${name}}`);
          params[name] = f[key];
        }
        if (method === 'DELETE' && allowed && rule.throwaway) params.id = await throwaway(rule.throwaway);
        const path = pattern.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
        let req = clients[persona][method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        if (method === 'POST' || method === 'PUT') {
          const body = allowed
            ? (rule.invalidBody ?? rule.body?.(f, { id: ids[persona] ?? null }) ?? {})
            : (rule.body?.(f, { id: ids[persona] ?? null }) ?? rule.invalidBody ?? {});
          req = req.send(body);
        }
        const res = await req;
        const ok = allowed
          ? (res.status >= 200 && res.status < 300) ||
            [400, 409].includes(res.status) ||
            (rule.redirects === true && res.status === 302)
          : res.status === expected;
        if (!ok)
          failures.push(
            `${route} as ${persona}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
          );
        if (!allowed && res.body && typeof res.body === 'object' && !Buffer.isBuffer(res.body)) {
          // A refusal is always the error shape, never data.
          if (res.body.status !== res.status || !Array.isArray(res.body.errorMessage))
            failures.push(`${route} as ${persona}: refusal without the error shape`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Twelve personas (six of them API keys) × every route: well past Jest's default minute on a busy machine.
  }, 300_000);

  it('left the fixtures other rows rely on in place', async () => {
    expect(await t.dataSource.getRepository(Customer).countBy({ id: f.customerA })).toBe(1);
    expect(await t.users.countBy({ id: f.userA })).toBe(1);
    expect(await t.dataSource.getRepository(CustomQuestion).countBy({ id: f.customQuestion })).toBe(1);
    expect(await t.dataSource.getRepository(Finding).countBy({ id: f.finding })).toBe(1);
    await clients.anonymous
      .post('/api/auth/login')
      .send({ username: DEMO.northwindStaff, password: DEMO.password })
      .expect(200);
  });
});
