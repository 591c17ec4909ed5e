import {
  COMMENT,
  decideGeneration,
  FormFacts,
  GenerationDecision,
  IMPORTANCE,
  PastGeneration,
  PERFORMANCE,
  Withheld,
} from './generation';

const MIN = 5;

/** A small deterministic generator (mulberry32), so a failing case can be replayed by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Person {
  values: Record<string, string>;
  flags: Uint8Array;
}

const pastOf = (generation: number, d: GenerationDecision): PastGeneration => ({
  generation,
  groups: d.attributes.flatMap((a) => a.groups),
  withheld: d.withheld,
});

/**
 * The auditor's check, written independently of the rule: the sets a reader is shown (each generation's Overall
 * and reported groups, as the forms they held; per question those not withheld) generate a set algebra whose
 * atoms are the classes of forms by membership. Every atom (inside the shown sets) must hold 0 or at least MIN
 * forms, and per question 0 or at least MIN performance, importance, paired, one-sided (rated exactly one of the
 * two: performance mean + gap − importance mean sums their ratings) and comment answerers.
 */
function audit(
  people: Person[],
  generations: { forms: number; decision: GenerationDecision }[],
  questions: string[],
): string[] {
  interface Shown {
    generation: number;
    attribute: string;
    label: string;
    ids: Set<number>;
  }
  const sets: Shown[] = [];
  generations.forEach((g, gi) => {
    const inGen = people.slice(0, g.forms).map((_, i) => i);
    sets.push({ generation: gi, attribute: '', label: '', ids: new Set(inGen) });
    for (const a of g.decision.attributes) {
      for (const grp of a.groups)
        sets.push({
          generation: gi,
          attribute: a.attribute,
          label: grp.label,
          ids: new Set(inGen.filter((i) => grp.members.includes(people[i].values[a.attribute] ?? ''))),
        });
    }
  });
  const atoms = (shown: Shown[]) => {
    const by = new Map<string, number[]>();
    people.forEach((_, i) => {
      const key = shown.map((s) => (s.ids.has(i) ? '1' : '0')).join('');
      if (!key.includes('1')) return;
      by.set(key, [...(by.get(key) ?? []), i]);
    });
    return [...by.values()];
  };
  const problems: string[] = [];
  const small = (n: number) => n > 0 && n < MIN;
  for (const atom of atoms(sets)) if (small(atom.length)) problems.push(`an atom of ${atom.length} forms`);
  const isWithheld = (w: Withheld[], s: Shown, kind: string, q: string) =>
    w.some((x) => x.kind === kind && x.question === q && x.attribute === s.attribute && x.label === s.label);
  questions.forEach((q, qi) => {
    for (const kind of ['ratings', 'comments'] as const) {
      const shown = sets.filter((s) => !isWithheld(generations[s.generation].decision.withheld, s, kind, q));
      for (const atom of atoms(shown)) {
        const has = (bit: number) => atom.filter((i) => (people[i].flags[qi] & bit) === bit).length;
        const oneSided = atom.filter(
          (i) => ((people[i].flags[qi] & PERFORMANCE) !== 0) !== ((people[i].flags[qi] & IMPORTANCE) !== 0),
        ).length;
        const counts =
          kind === 'ratings'
            ? [has(PERFORMANCE), has(IMPORTANCE), has(PERFORMANCE | IMPORTANCE), oneSided]
            : [has(COMMENT)];
        if (counts.some(small)) problems.push(`${kind} of ${q}: an atom with answerers ${counts.join('/')}`);
      }
    }
  });
  return problems;
}

function decide(people: Person[], sizes: number[], questions: string[]) {
  const generations: { forms: number; decision: GenerationDecision }[] = [];
  sizes.forEach((n, gi) => {
    const forms: FormFacts[] = people.slice(0, n).map((p, i) => ({
      values: p.values,
      flags: p.flags,
      joined: generations.findIndex((g) => i < g.forms) >= 0 ? generations.findIndex((g) => i < g.forms) + 1 : null,
    }));
    const past = generations.map((g, i) => pastOf(i + 1, g.decision));
    generations.push({ forms: n, decision: decideGeneration({ min: MIN, forms, questions, past }) });
    void gi;
  });
  return generations;
}

const person = (values: Record<string, string>, flags: number[]): Person => ({ values, flags: Uint8Array.from(flags) });
const ALL = PERFORMANCE | IMPORTANCE;

describe('disclosure: one generation', () => {
  it('rolls up the small group with the next smallest: A (3) and B (6) become Other, C (11) stays', () => {
    const people = [
      ...Array.from({ length: 3 }, () => person({ Dept: 'A' }, [ALL])),
      ...Array.from({ length: 6 }, () => person({ Dept: 'B' }, [ALL])),
      ...Array.from({ length: 11 }, () => person({ Dept: 'C' }, [ALL])),
    ];
    const [g] = decide(people, [20], ['d:1']);
    expect(g.decision.attributes.map((a) => a.groups.map((x) => [x.label, x.members, x.forms]))).toEqual([
      [
        ['C', ['C'], 11],
        ['Other', ['A', 'B'], 9],
      ],
    ]);
    expect(g.decision.withheld).toEqual([]);
  });

  it('names the rolled-up group so that it never clashes with a real value Other', () => {
    const people = [
      ...Array.from({ length: 2 }, () => person({ Dept: 'Other' }, [ALL])),
      ...Array.from({ length: 3 }, () => person({ Dept: 'B' }, [ALL])),
      ...Array.from({ length: 6 }, () => person({ Dept: 'C' }, [ALL])),
      ...Array.from({ length: 7 }, () => person({ Dept: 'D' }, [ALL])),
    ];
    const [g] = decide(people, [18], ['d:1']);
    expect(g.decision.attributes[0].groups.map((x) => [x.label, x.members])).toEqual([
      ['C', ['C']],
      ['D', ['D']],
      ['Other (rolled up)', ['B', 'Other']],
    ]);
  });

  it('the crafted overlap: Team, Site and Band with one person V = Alpha + North − Senior is rolled up until no cell is small', () => {
    // 16 people; V is Alpha, North, Junior; the rest fill every group to five or more with no nesting.
    const rows: [string, string, string][] = [
      ['Alpha', 'North', 'Junior'],
      ...Array.from({ length: 4 }, (): [string, string, string] => ['Alpha', 'North', 'Senior']),
      ...Array.from({ length: 3 }, (): [string, string, string] => ['Alpha', 'South', 'Senior']),
      ...Array.from({ length: 3 }, (): [string, string, string] => ['Beta', 'North', 'Senior']),
      ...Array.from({ length: 5 }, (): [string, string, string] => ['Beta', 'South', 'Junior']),
    ];
    const people = rows.map(([Team, Site, Band]) => person({ Team, Site, Band }, [ALL]));
    const [g] = decide(people, [people.length], ['d:1']);
    expect(audit(people, [g], ['d:1'])).toEqual([]);
    // Only the first attribute (Band, then Site, then Team by name among two-valued ones) keeps two groups.
    expect(g.decision.attributes.filter((a) => a.groups.length).map((a) => a.attribute)).toEqual(['Band']);
    expect(g.decision.attributes.find((a) => a.attribute === 'Site')!.reason).toBe('NotEnoughPeople');
  });

  it("withholds a group's question when Don't Know leaves fewer than MIN answerers, and one more so the rest does not give it away", () => {
    // Finance: 5 forms, 3 rate question 1 (2 answer Don't Know on it); Sales 8 and Ops 7 rate everything.
    const people = [
      ...Array.from({ length: 3 }, () => person({ Dept: 'Finance' }, [ALL, ALL])),
      ...Array.from({ length: 2 }, () => person({ Dept: 'Finance' }, [0, ALL])),
      ...Array.from({ length: 8 }, () => person({ Dept: 'Sales' }, [ALL, ALL])),
      ...Array.from({ length: 7 }, () => person({ Dept: 'Ops' }, [ALL, ALL])),
    ];
    const [g] = decide(people, [20], ['d:1', 'd:2']);
    expect(g.decision.withheld.map((w) => [w.kind, w.question, w.label]).sort()).toEqual([
      ['ratings', 'd:1', 'Finance'],
      ['ratings', 'd:1', 'Ops'],
    ]);
    expect(audit(people, [g], ['d:1', 'd:2'])).toEqual([]);
  });

  it('withholds Overall too when the whole inquiry has fewer than MIN answerers of a question', () => {
    const people = [
      ...Array.from({ length: 3 }, () => person({}, [ALL | COMMENT])),
      ...Array.from({ length: 7 }, () => person({}, [0])),
    ];
    const [g] = decide(people, [10], ['d:1']);
    expect(g.decision.withheld.map((w) => [w.kind, w.attribute, w.label]).sort()).toEqual([
      ['comments', '', ''],
      ['ratings', '', ''],
    ]);
  });

  it('refuses an attribute whose values mostly hold fewer than MIN forms (TooFine)', () => {
    const people = Array.from({ length: 12 }, (_, i) =>
      person({ EmployeeNo: `E${i}`, Dept: i < 6 ? 'X' : 'Y' }, [ALL]),
    );
    const [g] = decide(people, [12], ['d:1']);
    expect(g.decision.attributes.map((a) => [a.attribute, a.reason, a.groups.map((x) => x.label)])).toEqual([
      ['Dept', null, ['X', 'Y']],
      ['EmployeeNo', 'TooFine', []],
    ]);
  });
});

describe('disclosure: over time', () => {
  it('a group that grew by one between two snapshots is rolled up in the second', () => {
    const first = [
      ...Array.from({ length: 5 }, () => person({ Dept: 'A' }, [ALL])),
      ...Array.from({ length: 10 }, () => person({ Dept: 'B' }, [ALL])),
    ];
    const later = [person({ Dept: 'A' }, [ALL]), ...Array.from({ length: 4 }, () => person({ Dept: 'B' }, [ALL]))];
    const people = [...first, ...later];
    const gens = decide(people, [15, 20], ['d:1']);
    expect(gens[0].decision.attributes[0].groups.map((x) => x.label)).toEqual(['A', 'B']);
    expect(gens[1].decision.attributes[0]).toMatchObject({ groups: [], reason: 'NotEnoughPeople' });
    expect(audit(people, gens, ['d:1'])).toEqual([]);
  });
});

describe('disclosure: randomized property check against an independent auditor', () => {
  const questions = ['d:1', 'd:2', 'd:3', 'c:4'];
  for (let seed = 1; seed <= 250; seed++) {
    it(`random directory #${seed}: no atom of the generated algebra holds 1..MIN-1 forms or answerers`, () => {
      const rnd = random(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
      const attributes = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, a) => ({
        name: `A${a}`,
        values: Array.from({ length: 1 + Math.floor(rnd() * 6) }, (_, v) =>
          v === 0 && rnd() < 0.3 ? 'Other' : `v${v}`,
        ),
        missing: rnd() < 0.3 ? 0.15 : 0,
      }));
      const dk = rnd() < 0.5 ? 0.5 : 0.1;
      const n = 8 + Math.floor(rnd() * 50);
      const people: Person[] = Array.from({ length: n + MIN + Math.floor(rnd() * 15) }, () => {
        const values: Record<string, string> = {};
        for (const a of attributes) if (rnd() >= a.missing) values[a.name] = pick(a.values);
        const flags = Uint8Array.from(
          questions.map(
            () => (rnd() < dk ? 0 : PERFORMANCE) | (rnd() < dk ? 0 : IMPORTANCE) | (rnd() < dk ? COMMENT : 0),
          ),
        );
        return { values, flags };
      });
      const sizes = rnd() < 0.5 ? [n, people.length] : [people.length];
      const gens = decide(people, sizes, questions);
      expect(audit(people, gens, questions)).toEqual([]);
    });
  }
});
