import { ConfPerson, createConfFixture, many, prng, SMALL_TYPE, WIDE_TYPE } from './confidentiality-fixture';
import { Auditing, demoFinishedInquiry, startAuditing } from './support/confidentiality-harness';

// Each scenario reads every adapter (PDF reports per attribute and the figures workbook among them) for every reader;
// on a loaded two-core machine one scenario takes over a minute.
jest.setTimeout(300_000);

/**
 * The confidentiality auditor over directories nobody designed an attack for: random hostile ones (seeded), a person
 * alone in a cell, answers mostly Don't Know, two rounds of a series read as a trend, and the demo as shipped.
 * Every customer read (customer admin and results:read API key) is made and judged by every check.
 */
describe('confidentiality: hostile directories give nothing away', () => {
  let a: Auditing;
  beforeAll(async () => {
    a = await startAuditing();
  });
  afterAll(() => a.close());

  /** 16–32 forms; three attributes with 2–4 random values (some people without one); ratings and DK at random; a comment each. */
  function hostile(seed: number, dkShare: number): ConfPerson[] {
    const random = prng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const forms = 16 + Math.floor(random() * 17);
    const attributes = ['Department', 'Location', 'Grade'].map((name) => ({
      name,
      values: ['', ...Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) => `${name[0]}${i}`)],
    }));
    const titles = [
      'Shared values',
      'Openness to feedback',
      'Leadership visibility',
      'Development opportunities',
      'Documented processes',
      'Continuous improvement',
      'Clear responsibilities',
      'Decision speed',
      'Overall satisfaction',
    ];
    const rate = () => (random() < dkShare ? 0 : 1 + Math.floor(random() * 5));
    return Array.from({ length: forms }, (_, i) => ({
      // '' = invited without a value (no attribute row), as an import leaves an empty cell.
      attributes: Object.fromEntries(attributes.map((x) => [x.name, pick(x.values)]).filter(([, v]) => v !== '')),
      ratings: Object.fromEntries(titles.map((title) => [title, [rate(), rate()] as [number, number]])),
      comment: random() < 0.8 ? `Comment ${i} of seed ${seed}: ${pick(['meetings', 'team', 'tools', 'pay'])}` : '',
    }));
  }

  for (const seed of [11, 29]) {
    it(`a random hostile directory (seed ${seed}) isolates no one`, async () => {
      const f = await createConfFixture(a.t, WIDE_TYPE, hostile(seed, 0.15), `Hostile ${seed}`);
      expect((await a.audit(f.inquiry.id)).lines).toEqual([]);
    });
  }

  it("answers mostly Don't Know (half of all ratings) show no figure on fewer than MIN answers", async () => {
    const f = await createConfFixture(a.t, WIDE_TYPE, hostile(7, 0.5), 'DK heavy');
    expect((await a.audit(f.inquiry.id)).lines).toEqual([]);
  });

  it('a person alone in a cell (the one Finance person in Lyon) cannot be singled out', async () => {
    const people: ConfPerson[] = [
      ...many(8, { Department: 'Finance', Location: 'Paris' }, [4, 4], (i) => `finance paris ${i}`),
      {
        attributes: { Department: 'Finance', Location: 'Lyon' },
        rating: [1, 5],
        comment: 'The one Finance person in Lyon',
      },
      ...many(8, { Department: 'Sales', Location: 'Lyon' }, [3, 3], (i) => `sales lyon ${i}`),
      ...many(7, { Department: 'Sales', Location: 'Paris' }, [2, 4], (i) => `sales paris ${i}`),
      ...many(3, { Department: 'HR', Location: 'Paris' }, [5, 5], (i) => `hr ${i}`),
    ];
    const f = await createConfFixture(a.t, SMALL_TYPE, people, 'Alone in a cell');
    expect((await a.audit(f.inquiry.id)).lines).toEqual([]);
  });

  it('small groups rolled up into Other: Other shows figures, its member values asked directly answer Gated on every read', async () => {
    const people: ConfPerson[] = [
      ...many(7, { Department: 'Sales' }, [4, 4], (i) => `sales ${i}`),
      ...many(7, { Department: 'Ops' }, [3, 3], (i) => `ops ${i}`),
      ...many(3, { Department: 'Legal' }, [1, 5], (i) => `legal ${i}`),
      ...many(2, { Department: 'HR' }, [5, 1], (i) => `hr ${i}`),
    ];
    const f = await createConfFixture(a.t, SMALL_TYPE, people, 'Rolled up');
    const { lines, gathered } = await a.audit(f.inquiry.id);
    expect([...gathered.rolledUp]).toEqual([['Department:Other', ['HR', 'Legal']]]);
    // Legal and HR were asked directly (as the auditor asks every raw value) and gave nothing: no read finding below.
    expect(gathered.membersAsked).toBe(2);
    expect(lines).toEqual([]);
  });

  it('two rounds of a series, read as a trend per group, give away no one in either round', async () => {
    const round = (shift: number): ConfPerson[] => [
      ...many(6 + shift, { Department: 'A', Location: 'P' }, [4, 4], (i) => `a ${shift} ${i}`),
      ...many(6, { Department: 'B', Location: 'P' }, [3, 2], (i) => `b ${shift} ${i}`),
      { attributes: { Department: 'B', Location: 'L' }, rating: [1, 5], comment: `alone ${shift}` },
      ...many(5 - shift, { Department: 'C', Location: 'L' }, [2, 5], (i) => `c ${shift} ${i}`),
    ];
    const first = await createConfFixture(a.t, SMALL_TYPE, round(0), 'Round 1');
    const second = await createConfFixture(a.t, SMALL_TYPE, round(1), 'Round 2', first.inquiry.id);
    const earlier = await a.audit(first.inquiry.id);
    const { lines, gathered } = await a.audit(second.inquiry.id, {
      series: [first.inquiry.id, second.inquiry.id],
      into: earlier.gathered,
    });
    // The second round's trend showed the first round's groups too, and they were audited against the first round's forms.
    expect(
      gathered.facts
        .get(first.inquiry.id)!
        .some((x) => x.read.startsWith('Trend?segment=') && x.group.inquiryId === first.inquiry.id),
    ).toBe(true);
    expect(lines).toEqual([]);
  });

  it("the demo's finished Northwind inquiry, as shipped, isolates no one", async () => {
    const demo = await demoFinishedInquiry(a.t);
    const { lines, gathered } = await a.audit(demo.id, { pdf: true });
    expect(gathered.truths.get(demo.id)!.people).toHaveLength(25);
    expect(lines).toEqual([]);
  });
});
