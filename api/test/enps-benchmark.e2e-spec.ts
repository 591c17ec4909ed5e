import { Customer } from '../src/customers/customer.entity';
import type { Inquiry } from '../src/inquiries/inquiry.entity';
import { addEnpsQuestion } from './enps-fixture';
import { demoFinishedInquiry } from './support/confidentiality-harness';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { createRound, publish } from './trends-fixture';

const TYPE = 'Digital Transformation Readiness';
const BENCHMARK = (id: number) => `/api/Insights/Benchmark/${id}`;

/**
 * eNPS answers of each organisation's five completed forms (null: no answer).
 *   Northwind 10 9 8 6 0 → P 2, passives 1, D 2 (its own eNPS: 0, interval ±78.4, enps-fixture.ts)
 *   Bench B   10 10 10 9 7 → P 4, passives 1, D 0
 *   Bench C   5 6 7 8 9 → P 1, passives 2, D 2
 *   Bench D   9 9 8 3 2 → P 2, passives 1, D 2
 *   Bench E   first round 10 10 9 9 and no fifth answer: 4 answers, under its own floor (MIN_RESPONDENTS 5), not pooled;
 *             second round 10 10 9 9 4 → P 4, passives 0, D 1
 * First release: five members, four with an eNPS → below BENCHMARK_MIN_ORGS (5): no benchmark eNPS.
 * Second release (every member publishes a newer round): P 13, passives 5, D 7, N 25 →
 *   eNPS = 100 × (13 − 7) / 25 = 24; p = 0.52, d = 0.28, Var = (0.8 − 0.24²) / 25 = 0.7424 / 25 = 0.029696,
 *   √Var = 0.172325, half-width 1.96 × 100 × 0.172325 = 33.78 → [−9.8, 57.8].
 */
const ENPS: Record<string, (number | null)[][]> = {
  Northwind: [
    [10, 9, 8, 6, 0],
    [10, 9, 8, 6, 0],
  ],
  'Bench B': [
    [10, 10, 10, 9, 7],
    [10, 10, 10, 9, 7],
  ],
  'Bench C': [
    [5, 6, 7, 8, 9],
    [5, 6, 7, 8, 9],
  ],
  'Bench D': [
    [9, 9, 8, 3, 2],
    [9, 9, 8, 3, 2],
  ],
  'Bench E': [
    [10, 10, 9, 9, null],
    [10, 10, 9, 9, 4],
  ],
};
const OWN = {
  N: 5,
  Promoters: 2,
  Passives: 1,
  Detractors: 2,
  Score: 0,
  Low: -78.4,
  High: 78.4,
  Withheld: false,
  IsCustomQuestion: true,
};

describe('eNPS on the benchmark', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let contoso: Client;
  let staff: Client;
  const customers: Record<string, number> = {};
  const rounds: Record<string, Inquiry[]> = {};
  let userId: number;

  const addRound = async (name: string, round: number, enps: (number | null)[] | null) => {
    if (!customers[name]) {
      const repo = t.dataSource.getRepository(Customer);
      customers[name] = (await repo.save(repo.create({ name, isActive: true }))).id;
    }
    const inquiry = await createRound(t, {
      customerId: customers[name],
      createdByUserId: userId,
      typeName: TYPE,
      description: `${name} round ${round}`,
      answers: { 'Appetite for change': [3, 3, 3, 3, 3].map((p) => [p, 3]) },
      previousId: rounds[name]?.at(-1)?.id ?? null,
    });
    if (enps) await addEnpsQuestion(t, inquiry, enps);
    await publish(t, inquiry.id);
    (rounds[name] ??= []).push(inquiry);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, admin, contoso, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    userId = nw.id;
    customers.Northwind = nw.customerId!;
    for (const [name, answers] of Object.entries(ENPS)) await addRound(name, 1, answers[0]);
  });
  afterAll(() => t.close());

  it('gives no benchmark eNPS while fewer than BENCHMARK_MIN_ORGS members pool one (a member under its own floor does not)', async () => {
    const res = await admin.get(BENCHMARK(rounds.Northwind[0].id)).expect(200);
    expect(res.body).toMatchObject({ OrgCount: 5, Shown: true, State: 'shown' });
    expect(res.body.Enps).toEqual({
      Own: expect.objectContaining(OWN),
      Benchmark: null,
      Low: null,
      High: null,
      OrgCount: 4,
      Answers: 20,
      Needed: 1,
      State: 'not-enough-organisations',
      Message: expect.stringContaining('1 more'),
    });
  });

  it('keeps the released figure when one member adds answers, then pools the hand-computed score once the pool is released anew', async () => {
    // Bench E alone publishing a round with five eNPS answers is one change: the release, and its eNPS, stay.
    await addRound('Bench E', 2, ENPS['Bench E'][1]);
    const frozen = await admin.get(BENCHMARK(rounds.Northwind[0].id)).expect(200);
    expect(frozen.body.Enps).toMatchObject({ Benchmark: null, OrgCount: 4, State: 'not-enough-organisations' });

    for (const name of ['Northwind', 'Bench B', 'Bench C', 'Bench D']) await addRound(name, 2, ENPS[name][1]);
    // A sixth organisation without an eNPS question: counted in the pool, not in the eNPS.
    await addRound('Bench F', 1, null);
    const res = await admin.get(BENCHMARK(rounds.Northwind[1].id)).expect(200);
    expect(res.body).toMatchObject({ OrgCount: 6, Shown: true, State: 'shown' });
    expect(res.body.Enps).toEqual({
      Own: expect.objectContaining(OWN),
      Benchmark: 24,
      Low: -9.8,
      High: 57.8,
      OrgCount: 5,
      Answers: 25,
      Needed: 0,
      State: 'shown',
      Message: null,
    });
    // The super admin reads the same released figure beside the live one.
    const live = await operator.get(BENCHMARK(rounds.Northwind[1].id)).expect(200);
    expect(live.body.Enps).toMatchObject({ Own: expect.objectContaining(OWN), Benchmark: 24, OrgCount: 5 });
    // An inquiry asking no eNPS question has no eNPS on its benchmark.
    const plain = await operator.get(BENCHMARK(rounds['Bench F'][0].id)).expect(200);
    expect(plain.body).toMatchObject({ Shown: true, Enps: null });
  });

  it("shows an eNPS on the demo's benchmark: Northwind's 2026 round pooled with the five peers' (demo-peer-enps.ts)", async () => {
    const demo = await demoFinishedInquiry(t);
    // Northwind's snapshot is taken on its first read: read once so the first release counts it.
    await admin.get(`/api/Insights/Enps/${demo.id}`).expect(200);
    const res = await admin.get(BENCHMARK(demo.id)).expect(200);
    const own = res.body.Enps.Own;
    expect(own).toMatchObject({ Withheld: false, IsCustomQuestion: true });
    // Peers of six forms each: P 4+1+3+1+4 = 13, passives 1+2+2+2+2 = 9, D 1+3+1+3+0 = 8, N 30; plus Northwind's own.
    const n = 30 + own.N;
    const score = Math.round((1000 * (13 + own.Promoters - (8 + own.Detractors))) / n) / 10;
    expect(res.body.Enps).toMatchObject({ OrgCount: 6, Answers: n, Benchmark: score, State: 'shown', Needed: 0 });
  });

  it('refuses callers without a token (401), staff (403) and another organisation (404)', async () => {
    const id = rounds.Northwind[1].id;
    await api.anonymous().get(BENCHMARK(id)).expect(401);
    await staff.get(BENCHMARK(id)).expect(403);
    await contoso.get(BENCHMARK(id)).expect(404);
  });
});
