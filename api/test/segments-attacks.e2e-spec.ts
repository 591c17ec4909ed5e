import { addFixturePeople, createSegmentsFixture, SegmentsFixture, times } from './segments-fixture';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

const MIN = 5;
type Heatmap = {
  Overall: { N: number } | null;
  Segments: {
    Value: string;
    N: number | null;
    Hidden: boolean;
    HiddenReason: string | null;
    RolledUp: boolean;
    Members: string[];
    Areas: unknown[];
    Questions: { Id: number; Performance: number | null }[];
  }[];
};

/**
 * The attacks on the anonymity of groups (docs/confidentiality.md), each built and shown to fail: subtracting shown
 * groups from Overall, combining two attributes, filtering against the total, and comparing snapshots.
 * The ground truth (who is in which group) comes from the fixture; the attacker sees only what the
 * customer admin's reads answer.
 */
describe('segments: every subtraction attack fails for a customer admin', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let f: SegmentsFixture;
  const heatmap = async (by: string, as = admin): Promise<Heatmap> =>
    (await as.get(`/api/Insights/Heatmap/${f.inquiry.id}?by=${encodeURIComponent(by)}`).expect(200)).body;

  // Department: A 3, B 6, C 11. Location: Lyon = all of B and one of C (7), Paris the other 13.
  const people = [
    ...times(3, { Department: 'A', Location: 'Paris' }, 1, 5),
    ...times(6, { Department: 'B', Location: 'Lyon' }, 2, 4),
    ...times(1, { Department: 'C', Location: 'Lyon' }, 5, 1),
    ...times(10, { Department: 'C', Location: 'Paris' }, 4, 3),
  ];

  /** Every set a reader can form from the shown groups (g and Overall − g) isolates no one: each difference of two nested ones is 0 or ≥ MIN. */
  const assertNoIsolation = (
    shown: { attribute: string; value: string }[],
    truth: { id: number; attributes: Record<string, string> }[],
  ) => {
    const all = truth.map((p) => p.id);
    const members = (a: string, v: string) =>
      new Set(truth.filter((p) => (p.attributes[a] ?? '') === v).map((p) => p.id));
    const sets: { label: string; ids: Set<number> }[] = [{ label: 'Overall', ids: new Set(all) }];
    for (const g of shown) {
      const ids = members(g.attribute, g.value);
      sets.push(
        { label: `${g.attribute}:${g.value}`, ids },
        { label: `Overall−${g.attribute}:${g.value}`, ids: new Set(all.filter((id) => !ids.has(id))) },
      );
    }
    const leaks: string[] = [];
    for (const x of sets) {
      for (const y of sets) {
        const inside = [...x.ids].every((id) => y.ids.has(id));
        const diff = y.ids.size - x.ids.size;
        if (inside && diff > 0 && diff < MIN) leaks.push(`${y.label} − ${x.label} = ${diff} people`);
      }
    }
    expect(leaks).toEqual([]);
  };
  const shownOf = (by: string, h: Heatmap) =>
    h.Segments.filter((s) => !s.Hidden).map((s) => ({ attribute: by, value: s.Value }));

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('northwindAdmin');
    operator = api.as('operator');
    f = await createSegmentsFixture(t, people);
  });
  afterAll(() => t.close());

  it('refuses without a token, other roles and another organisation (401, 403, 404), and a missing by (400)', async () => {
    await api.anonymous().get(`/api/Insights/Heatmap/${f.inquiry.id}?by=Department`).expect(401);
    await api.as('northwindStaff').get(`/api/Insights/Heatmap/${f.inquiry.id}?by=Department`).expect(403);
    await api.as('contosoAdmin').get(`/api/Insights/Heatmap/${f.inquiry.id}?by=Department`).expect(404);
    expect((await admin.get(`/api/Insights/Heatmap/${f.inquiry.id}`).expect(400)).body.errorMessage).toEqual([
      'by: This field is mandatory',
    ]);
    expect((await admin.get(`/api/Insights/Heatmap/${f.inquiry.id}?by=Shoe`).expect(400)).body.errorMessage).toEqual([
      'by: No respondent of this inquiry was invited with the attribute Shoe',
    ]);
    await admin.get(`/api/UploadResultDocument/InputResult/${f.inquiry.id}?segment=NoColon`).expect(400);
  });

  it('attack 1, Overall minus the shown groups: jointly with Location no roll-up of Department keeps every cell at the floor, so it is not reported', async () => {
    const h = await heatmap('Department');
    expect(h.Overall!.N).toBe(20);
    // Location (two values) is added first; Department's cells within it (Lyon: B 6, C 1; Paris: A 3, C 10) stay small
    // until everything is one group: no figures and no N for any of its values.
    expect(h.Segments.map((s) => [s.Value, s.Hidden, s.HiddenReason, s.N])).toEqual([
      ['A', true, 'NotEnoughPeople', null],
      ['B', true, 'NotEnoughPeople', null],
      ['C', true, 'NotEnoughPeople', null],
    ]);
    for (const s of h.Segments.filter((x) => x.Hidden)) expect([s.Areas, s.Questions]).toEqual([[], []]);
    assertNoIsolation(shownOf('Department', h), f.people);
  });

  it('attack 1 without a second attribute: the small group is rolled up with the next smallest into Other, not hidden', async () => {
    const g = await createSegmentsFixture(
      t,
      [
        ...times(3, { Department: 'A' }, 1, 5),
        ...times(6, { Department: 'B' }, 2, 4),
        ...times(11, { Department: 'C' }, 4, 3),
      ],
      'Roll-up alone',
    );
    const h = (await admin.get(`/api/Insights/Heatmap/${g.inquiry.id}?by=Department`).expect(200)).body as Heatmap;
    expect(h.Segments.map((s) => [s.Value, s.Hidden, s.N, s.RolledUp, s.Members])).toEqual([
      ['C', false, 11, false, ['C']],
      ['Other', false, 9, true, ['A', 'B']],
    ]);
    // Other: three rate 1 and six rate 2 → 1.67; A asked directly answers Gated (RolledUp), never A's own figures.
    expect(h.Segments[1].Questions.every((q) => q.Performance === 1.67)).toBe(true);
    const a = (await admin.get(`/api/Insights/ImportancePerformance/${g.inquiry.id}?segment=Department:A`).expect(200))
      .body;
    expect(a).toMatchObject({ Gated: true, Items: [] });
    const groups = (await admin.get(`/api/Insights/Segments/${g.inquiry.id}`).expect(200)).body.Attributes[0].Groups;
    expect(groups.map((x: { Value: string; RolledUp: boolean }) => [x.Value, x.RolledUp])).toEqual([
      ['C', false],
      ['Other', true],
    ]);
  });

  it('attack 2, two attributes: no shown group of Location differs from a shown Department group (or its complement) by fewer than the floor', async () => {
    const dept = await heatmap('Department');
    const loc = await heatmap('Location');
    // Lyon (7) − B (6) would be one person: B is hidden (attack 1), so Lyon may show; no pair of what shows isolates anyone.
    expect(loc.Segments.map((s) => [s.Value, s.Hidden, s.N])).toEqual([
      ['Lyon', false, 7],
      ['Paris', false, 13],
    ]);
    assertNoIsolation([...shownOf('Department', dept), ...shownOf('Location', loc)], f.people);
  });

  it('attack 3, the ?segment= filter against the total: hidden groups answer no figures on any read, shown ones the heatmap figures', async () => {
    for (const hidden of [
      'Department:A',
      'Department:B',
      'Department:C',
      'Department:Z',
      'Department:',
      'Department:Other',
    ]) {
      const inputs = (
        await admin
          .get(`/api/UploadResultDocument/InputResult/${f.inquiry.id}?segment=${encodeURIComponent(hidden)}`)
          .expect(200)
      ).body;
      expect(inputs).toMatchObject({
        Gated: true,
        CultureArray: [],
        PeopleArray: [],
        ProcessArray: [],
        StructureArray: [],
      });
      expect(inputs.Message).toMatch(/not shown to protect respondents' anonymity/);
      const ipa = (
        await admin
          .get(`/api/Insights/ImportancePerformance/${f.inquiry.id}?segment=${encodeURIComponent(hidden)}`)
          .expect(200)
      ).body;
      expect(ipa).toMatchObject({ Gated: true, Overall: null, Items: [] });
      expect(
        (
          await admin
            .get(`/api/UploadResultDocument/AreaColorResult/${f.inquiry.id}?segment=${encodeURIComponent(hidden)}`)
            .expect(200)
        ).body,
      ).toEqual([]);
    }
    const paris = (
      await admin.get(`/api/UploadResultDocument/InputResult/${f.inquiry.id}?segment=Location:Paris`).expect(200)
    ).body;
    expect(paris.Gated).toBeUndefined();
    // Paris: three rate 1 and ten rate 4 → 43 / 13 = 3.31 on every question.
    expect(
      [...paris.CultureArray, ...paris.PeopleArray, ...paris.ProcessArray, ...paris.StructureArray].every(
        (x: { AverageRating: number }) => x.AverageRating === 3.31,
      ),
    ).toBe(true);
    const h = await heatmap('Location');
    expect(h.Segments.find((s) => s.Value === 'Paris')!.Questions.every((q) => q.Performance === 3.31)).toBe(true);
  });

  it('the super admin reads live figures of every group, hidden ones marked', async () => {
    const h = await heatmap('Department', operator);
    expect(h.Segments.map((s) => [s.Value, s.Hidden, s.N])).toEqual([
      ['A', true, 3],
      ['B', true, 6],
      ['C', true, 11],
    ]);
    expect(h.Segments[0].Questions.every((q) => q.Performance === 1)).toBe(true);
    const a = (
      await operator.get(`/api/UploadResultDocument/InputResult/${f.inquiry.id}?segment=Department:A`).expect(200)
    ).body;
    expect(a.CultureArray.every((x: { AverageRating: number }) => x.AverageRating === 1)).toBe(true);
  });

  it('refuses an attribute so fine that most groups hide (an employee number) with a clear 400', async () => {
    const g = await createSegmentsFixture(
      t,
      Array.from({ length: 12 }, (_, i) => ({
        attributes: { EmployeeNo: `E${i}`, Department: i < 6 ? 'X' : 'Y' },
        performance: 3,
        importance: 3,
      })),
      'Too fine',
    );
    const res = await admin.get(`/api/Insights/Heatmap/${g.inquiry.id}?by=EmployeeNo`).expect(400);
    expect(res.body.errorMessage).toEqual([
      'by: EmployeeNo is too fine to group answers by: 12 of its 12 values have fewer than 5 completed forms. Choose an attribute with fewer, larger groups (such as Department or Location).',
    ]);
    const ok = (await admin.get(`/api/Insights/Heatmap/${g.inquiry.id}?by=Department`).expect(200)).body as Heatmap;
    expect(ok.Segments.map((s) => [s.Value, s.Hidden])).toEqual([
      ['X', false],
      ['Y', false],
    ]);
  });

  it('re-derives the groups of a snapshot taken before generations were kept (an upgraded database) over the forms it held', async () => {
    const g = await createSegmentsFixture(
      t,
      [...times(3, { Department: 'A' }), ...times(6, { Department: 'B' }), ...times(11, { Department: 'C' })],
      'Upgraded',
    );
    const read = async () =>
      (await admin.get(`/api/Insights/Heatmap/${g.inquiry.id}?by=Department`).expect(200)).body as Heatmap;
    const before = await read();
    // As the migration leaves it: the snapshot and its totals, no generation; two more forms since, too few for a new snapshot.
    for (const table of [
      'insight_snapshot_segment_totals',
      'insight_snapshot_withheld',
      'insight_snapshot_groups',
      'insight_snapshot_forms',
      'insight_snapshot_generations',
    ]) {
      await t.dataSource.query(`DELETE FROM ${table} WHERE inquiry_id = ?`, [g.inquiry.id]);
    }
    await addFixturePeople(t, g.inquiry, g.questions, times(2, { Department: 'A' }, 1, 1), 50);
    const after = await read();
    expect(after.Segments).toEqual(before.Segments);
    expect(after.Segments.map((x) => [x.Value, x.N])).toEqual([
      ['C', 11],
      ['Other', 9],
    ]);
    const generations = await t.dataSource.query(
      'SELECT generation, forms FROM insight_snapshot_generations WHERE inquiry_id = ?',
      [g.inquiry.id],
    );
    expect(
      generations.map((r: { generation: unknown; forms: unknown }) => [Number(r.generation), Number(r.forms)]),
    ).toEqual([[1, 20]]);
  });

  it('attack 4, snapshot over time: a group that grew by fewer than the floor is rolled up in the next snapshot, so the two snapshots isolate no one', async () => {
    const g = await createSegmentsFixture(
      t,
      [...times(5, { Department: 'A' }, 2, 2), ...times(10, { Department: 'B' }, 4, 4)],
      'Over time',
    );
    const read = async () =>
      (await admin.get(`/api/Insights/Heatmap/${g.inquiry.id}?by=Department`).expect(200)).body as Heatmap;
    const first = await read();
    expect(first.Segments.map((s) => [s.Value, s.Hidden, s.N])).toEqual([
      ['A', false, 5],
      ['B', false, 10],
    ]);
    // Five more complete: one joins A, four join B. The next snapshot may be taken (15 + 5).
    const more = await addFixturePeople(
      t,
      g.inquiry,
      g.questions,
      [...times(1, { Department: 'A' }, 5, 5), ...times(4, { Department: 'B' }, 1, 1)],
      100,
    );
    const second = await read();
    expect(second.Overall!.N).toBe(20);
    // Comparing A's figures across the two snapshots would reveal the one new member: A's new forms (1) form a cell
    // below the floor with every grouping of Department, so the attribute is not reported in the second snapshot.
    expect(second.Segments.map((s) => [s.Value, s.Hidden, s.HiddenReason])).toEqual([
      ['A', true, 'NotEnoughPeople'],
      ['B', true, 'NotEnoughPeople'],
    ]);
    const everyone = [...g.people, ...more];
    assertNoIsolation(shownOf('Department', second), everyone);
    // The earlier snapshot's groups count too: A then (5), B then (10) and everyone now leave the five new forms together.
    assertNoIsolation([...shownOf('Department', first)], g.people);
  });
});

describe('segments: two attributes nested within fewer than the floor', () => {
  let t: TestApp;
  let admin: Client;
  let f: SegmentsFixture;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await personas(t)).as('northwindAdmin');
    // Sales (6) are all in Lyon; Lyon also holds one Ops person (7). Both attributes' groups pass the floor alone.
    f = await createSegmentsFixture(t, [
      ...times(6, { Department: 'Sales', Location: 'Lyon' }, 2, 4),
      ...times(1, { Department: 'Ops', Location: 'Lyon' }, 5, 5),
      ...times(13, { Department: 'Ops', Location: 'Paris' }, 3, 3),
    ]);
  });
  afterAll(() => t.close());

  it('never shows both Sales and Lyon (Lyon − Sales = one person), on the heatmap or through ?segment=', async () => {
    const get = async (by: string) =>
      (await admin.get(`/api/Insights/Heatmap/${f.inquiry.id}?by=${by}`).expect(200)).body as Heatmap;
    const shown = [
      ...(await get('Department')).Segments.filter((s) => !s.Hidden).map((s) => `Department:${s.Value}`),
      ...(await get('Location')).Segments.filter((s) => !s.Hidden).map((s) => `Location:${s.Value}`),
    ];
    expect(shown.includes('Department:Sales') && shown.includes('Location:Lyon')).toBe(false);
    const readable = [];
    for (const segment of ['Department:Sales', 'Department:Ops', 'Location:Lyon', 'Location:Paris']) {
      const body = (
        await admin.get(`/api/UploadResultDocument/InputResult/${f.inquiry.id}?segment=${segment}`).expect(200)
      ).body;
      if (!body.Gated) readable.push(segment);
    }
    expect(readable.sort()).toEqual([...shown].sort());
    expect(readable.includes('Department:Sales') && readable.includes('Location:Lyon')).toBe(false);
  });
});
