import { Customer } from '../src/customers/customer.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { DEMO, TestApp, createTestApp } from './support/test-app';
import { createRound } from './trends-fixture';

const TYPE = 'Digital Transformation Readiness';
const five = (p: number[]): [number, number][] => p.map((x) => [x, 3]);
/**
 * Hand-computed pool (performance; one library question per area). Organisation means of Appetite for change:
 * Northwind 3, B 4, C 2, D 4.6, E 3 → benchmark 16.6/5 = 3.32; s² of the means = 4.048/4 = 1.012,
 * 95% CI 3.32 ± 2.7764·√(1.012/5) = [2.07, 4.57]; Northwind's percentile rank: 1 below (2) + ½·2 equal (3, 3) = 2/5 → 40.
 * Digital skills: 2.4, 3, 4, 1.4, 2 → 12.8/5 = 2.56; Northwind 2.4: 2 below + ½ → 50.
 * Northwind's own Appetite value 3,3,4,3,2: x̄ 3, s² 0.5, CI [2.12, 3.88], N 5.
 */
const ORGS: Record<string, Record<string, [number, number][]>> = {
  Northwind: {
    'Appetite for change': five([3, 3, 4, 3, 2]),
    'Digital skills': five([2, 3, 2, 2, 3]),
    Automation: five([4, 4, 3, 4, 5]),
    'Data ownership': five([3, 0, 3, 3, 3]),
  },
  'Bench B': {
    'Appetite for change': five([4, 4, 4, 4, 4]),
    'Digital skills': five([3, 3, 3, 3, 3]),
    Automation: five([2, 2, 2, 2, 2]),
    'Data ownership': five([4, 4, 4, 4, 4]),
  },
  'Bench C': {
    'Appetite for change': five([2, 2, 2, 2, 2]),
    'Digital skills': five([4, 4, 4, 4, 4]),
    Automation: five([3, 3, 3, 3, 3]),
    'Data ownership': five([2, 2, 2, 2, 2]),
  },
  'Bench D': {
    'Appetite for change': five([5, 5, 4, 4, 5]),
    'Digital skills': five([1, 2, 1, 2, 1]),
    Automation: five([4, 4, 4, 4, 4]),
    'Data ownership': five([3, 3, 3, 3, 3]),
  },
  'Bench E': {
    'Appetite for change': five([3, 3, 3, 3, 3]),
    'Digital skills': five([2, 2, 2, 2, 2]),
    Automation: five([5, 5, 5, 5, 5]),
    'Data ownership': five([1, 1, 1, 1, 1]),
  },
  'Bench F': {
    'Appetite for change': five([5, 5, 5, 5, 5]),
    'Digital skills': five([5, 5, 5, 5, 5]),
    Automation: five([5, 5, 5, 5, 5]),
    'Data ownership': five([5, 5, 5, 5, 5]),
  },
};

type Item = {
  Value: number | null;
  N: number;
  Ci95: number[] | null;
  Benchmark: number | null;
  BenchmarkCi95: number[] | null;
  OrgCount: number;
  Percentile: number | null;
};
type Body = {
  OrgCount: number;
  Shown: boolean;
  Needed: number;
  State: string;
  Areas: (Item & { Area: string })[];
  Questions: (Item & { Title: string })[];
};

describe('Insights/Benchmark and the benchmark pool', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let contoso: Client;
  let staff: Client;
  const inquiries: Record<string, Inquiry> = {};
  const customers: Record<string, number> = {};
  let typeId: number;
  let adminUserId: number;
  const bench = (as: Client) => as.get(`/api/Insights/Benchmark/${inquiries.Northwind.id}`);

  const addOrg = async (name: string, published = true) => {
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    let customerId = nw.customerId!;
    if (name !== 'Northwind') {
      const repo = t.dataSource.getRepository(Customer);
      customerId = (await repo.save(repo.create({ name, isActive: true }))).id;
    }
    customers[name] = customerId;
    inquiries[name] = await createRound(t, {
      customerId,
      createdByUserId: nw.id,
      typeName: TYPE,
      description: `${name} readiness`,
      answers: ORGS[name],
      published,
    });
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
    for (const name of ['Northwind', 'Bench B', 'Bench C', 'Bench D']) await addOrg(name);
    typeId = inquiries.Northwind.inquiryTypeId;
    adminUserId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).id;
  });
  afterAll(() => t.close());

  const expectHandFigures = (body: Body, reader: 'customer' | 'operator' = 'customer') => {
    expect(body).toMatchObject({ OrgCount: 5, Shown: true, Needed: 0, State: 'shown' });
    const appetite = body.Questions.find((q) => q.Title === 'Appetite for change')!;
    expect(appetite).toMatchObject({
      Value: 3,
      N: 5,
      Ci95: [2.12, 3.88],
      Benchmark: 3.32,
      BenchmarkCi95: [2.07, 4.57],
      OrgCount: 5,
      Percentile: 40,
    });
    expect(body.Questions.find((q) => q.Title === 'Digital skills')).toMatchObject({
      Value: 2.4,
      Benchmark: 2.56,
      Percentile: 50,
    });
    expect(body.Areas.find((x) => x.Area === 'Culture')).toMatchObject({
      Value: 3,
      Benchmark: 3.32,
      Percentile: 40,
      OrgCount: 5,
    });
    // Data ownership: Northwind's DK leaves 4 ratings (3,3,3,3); means 3,4,2,3,1 → 2.6. Four answers are below the
    // floor, so its customer admin gets no figure of its own ("not enough answers"); the operator reads it live: 3 is
    // above 2 of 5, equal to 2 → 60.
    const structure = body.Areas.find((x) => x.Area === 'Structure');
    if (reader === 'customer')
      expect(structure).toMatchObject({ Value: null, N: 0, Ci95: null, Benchmark: 2.6, Percentile: null });
    else expect(structure).toMatchObject({ Value: 3, N: 4, Benchmark: 2.6, Percentile: 60 });
  };

  it('says how many more organisations are needed below BENCHMARK_MIN_ORGS, with no figures', async () => {
    const body = (await bench(admin).expect(200)).body as Body;
    expect(body).toMatchObject({
      OrgCount: 4,
      Shown: false,
      Needed: 1,
      State: 'not-enough-organisations',
      Areas: [],
      Questions: [],
    });
    expect(body).toMatchObject({ MinOrgs: 5 });
  });

  it('shows the hand-computed mean of organisation means, interval and percentile once five organisations qualify', async () => {
    await addOrg('Bench E');
    // Several first reads at once: one release is made, every read answers it.
    const first = await Promise.all([bench(admin), bench(operator), bench(admin), bench(operator)]);
    first.forEach((res, i) => expectHandFigures(res.body, i % 2 ? 'operator' : 'customer'));
    expectHandFigures((await bench(admin).expect(200)).body);
  });

  it('does not move when one organisation joins, so its figures cannot be recovered by difference', async () => {
    await addOrg('Bench F');
    expectHandFigures((await bench(admin).expect(200)).body);
    const pool = (await operator.get(`/api/Benchmarks/Pool?inquiryTypeId=${typeId}`).expect(200)).body;
    expect(pool).toMatchObject({ InquiryTypeId: typeId, MinOrgs: 5, ReleasedOrgCount: 5, PendingChanges: 1 });
    expect(pool.Rows.find((r: { CustomerId: number }) => r.CustomerId === customers['Bench F'])).toMatchObject({
      Counts: true,
      InRelease: false,
      Forms: 5,
    });
  });

  it('does not move when a member publishes a newer round, so its new figures cannot be recovered by difference either', async () => {
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const newer = await createRound(t, {
      customerId: customers['Bench B'],
      createdByUserId: nw.id,
      typeName: TYPE,
      description: 'Bench B again',
      answers: ORGS['Bench F'],
      published: true,
    });
    expectHandFigures((await bench(admin).expect(200)).body);
    const pool = (await operator.get(`/api/Benchmarks/Pool?inquiryTypeId=${typeId}`).expect(200)).body;
    expect(pool).toMatchObject({ ReleasedOrgCount: 5, PendingChanges: 2 });
    expect(pool.Rows.find((r: { CustomerId: number }) => r.CustomerId === customers['Bench B'])).toMatchObject({
      InquiryId: newer.id,
      InRelease: true,
    });
  });

  it('withholds the released pool as soon as a member declines or is excluded, and shows the same figures after it returns', async () => {
    // Northwind itself declines on its profile: no figures of the pool while it is a released member.
    await admin
      .put(`/api/CustomerUser/Profile/${adminUserId}`)
      .send({ FirstName: 'Nora', LastName: 'West', ContributesToBenchmarks: false })
      .expect(200);
    expect((await admin.get(`/api/CustomerUser/Profile/${adminUserId}`).expect(200)).body.ContributesToBenchmarks).toBe(
      false,
    );
    const declined = (await bench(admin).expect(200)).body as Body;
    expect(declined).toMatchObject({ Shown: false, State: 'renewing', Areas: [], Questions: [] });
    await admin
      .put(`/api/CustomerUser/Profile/${adminUserId}`)
      .send({ FirstName: 'Nora', LastName: 'West', ContributesToBenchmarks: true })
      .expect(200);
    expectHandFigures((await bench(admin).expect(200)).body);

    // The super admin excludes Bench C (a test organisation, say): withheld; included again: the same figures.
    await operator
      .put(`/api/Benchmarks/Pool/${customers['Bench C']}`)
      .send({ Excluded: true })
      .expect(200, { CustomerId: customers['Bench C'], Excluded: true });
    expect((await operator.get(`/api/Benchmarks/Pool/${customers['Bench C']}`).expect(200)).body.Excluded).toBe(true);
    expect((await bench(admin).expect(200)).body).toMatchObject({ Shown: false, State: 'renewing' });
    await operator.put(`/api/Benchmarks/Pool/${customers['Bench C']}`).send({ Excluded: false }).expect(200);
    expectHandFigures((await bench(admin).expect(200)).body);
  });

  it("a staff member cannot change the organisation's contribution (403)", async () => {
    const staffUser = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    await staff
      .put(`/api/CustomerUser/Profile/${staffUser.id}`)
      .send({ FirstName: 'A', LastName: 'B', ContributesToBenchmarks: false })
      .expect(403);
    await staff
      .put(`/api/CustomerUser/Profile/${staffUser.id}`)
      .send({ FirstName: 'A', LastName: 'B', ContributesToBenchmarks: 'no' })
      .expect(400);
    expect(
      (await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customers.Northwind })).contributesToBenchmarks,
    ).toBe(true);
  });

  it('refuses the reads and the pool routes to the wrong callers', async () => {
    await bench(api.anonymous()).expect(401);
    await bench(staff).expect(403);
    await bench(contoso).expect(404);
    await operator.get('/api/Insights/Benchmark/999999').expect(404);
    await operator.get('/api/Benchmarks/Pool').expect(400);
    await operator.get('/api/Benchmarks/Pool?inquiryTypeId=999999').expect(404);
    await admin.get(`/api/Benchmarks/Pool?inquiryTypeId=${typeId}`).expect(403);
    await admin.put(`/api/Benchmarks/Pool/${customers.Northwind}`).send({ Excluded: true }).expect(403);
    await operator.put('/api/Benchmarks/Pool/999999').send({ Excluded: true }).expect(404);
    await operator.put(`/api/Benchmarks/Pool/${customers.Northwind}`).send({ Excluded: 'yes' }).expect(400);
    await operator.put(`/api/Benchmarks/Pool/${customers.Northwind}`).send({}).expect(400);
    expect((await operator.get(`/api/Benchmarks/Pool/${customers.Northwind}`).expect(200)).body.Excluded).toBe(false);
  });

  it("releases two types' pools at once, both whole (their replacements of members must not deadlock on MariaDB)", async () => {
    // Five organisations with a published round of a second type.
    const other = 'Organisational Health Check';
    const rated = (
      await t.dataSource
        .getRepository(DiagnosticQuestion)
        .createQueryBuilder('q')
        .innerJoin('q.pathway', 'p')
        .innerJoin('p.inquiryType', 'y')
        .where('y.name = :other AND q.type = :rating', { other, rating: 'Rating' })
        .orderBy('q.id')
        .getMany()
    ).slice(0, 3);
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const rounds: Inquiry[] = [];
    for (const name of ['Northwind', 'Bench B', 'Bench C', 'Bench D', 'Bench E']) {
      const answers = Object.fromEntries(rated.map((q) => [q.question.title, five([3, 4, 2, 5, 3])]));
      rounds.push(
        await createRound(t, {
          customerId: customers[name],
          createdByUserId: nw.id,
          typeName: other,
          description: `${name} health`,
          answers,
          published: true,
        }),
      );
    }
    const reads = [inquiries.Northwind.id, rounds[0].id];
    const types = [typeId, rounds[0].inquiryTypeId];
    // No pool released yet: each read releases its type's pool.
    const unreleased = async () => {
      for (const table of ['benchmark_member_totals', 'benchmark_members', 'benchmark_releases'])
        await t.dataSource.query(`DELETE FROM ${table} WHERE inquiry_type_id IN (?, ?)`, types);
    };
    const read = (id: number) => operator.get(`/api/Insights/Benchmark/${id}`);
    const figures = ({ ReleasedAt: _, ...body }: Body & { ReleasedAt: string }) => body;
    await unreleased();
    const expected = [];
    for (const id of reads) expected.push(figures((await read(id).expect(200)).body));
    expect(expected.map((b) => b.State)).toEqual(['shown', 'shown']);
    for (let attempt = 0; attempt < 4; attempt++) {
      await unreleased();
      // Until InnoDB purges the deleted rows, they split the gap the two releases lock: a first release has none.
      await new Promise((r) => setTimeout(r, 300));
      const answers = await Promise.all(reads.map(read));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.map((r) => figures(r.body))).toEqual(expected);
    }
  });
});
