import {
  audit,
  Fact,
  GroupRef,
  linearCheck,
  rankMod,
  rref,
  Truth,
  TruthPerson,
} from './support/confidentiality-auditor';

/**
 * The auditor's own checks, on hand-made truths and facts (no database): each attack is named by the check that
 * must catch it, and a safe release passes every check.
 */
const MIN = 5;
const Q = 'd:1';
const T = 'd:9';

function person(
  id: number,
  attributes: Record<string, string>,
  performance = 3,
  importance = 4,
  comment = '',
): TruthPerson {
  return {
    id,
    attributes,
    performance: { [Q]: performance },
    importance: { [Q]: importance },
    comments: { [T]: comment },
  };
}
const truthOf = (people: TruthPerson[]): Truth => ({
  min: MIN,
  people,
  questions: [
    { key: Q, id: 1, title: 'Q', description: 'Q', area: 'Culture', type: 'Rating' },
    { key: T, id: 9, title: 'T', description: 'T', area: 'Other', type: 'Textbox' },
  ],
});
const group = (forms: number, attribute: string | null, ...members: string[]): GroupRef => ({
  forms,
  attribute,
  members,
  label: attribute ? `${attribute}:${members.join('|')}` : 'Overall',
});
const figures = (g: GroupRef): Fact[] =>
  (['performance', 'importance', 'gap'] as const).map((measure) => ({
    kind: 'figure',
    read: 'test',
    group: g,
    measure,
    questions: [Q],
  }));
const checks = (truth: Truth, facts: Fact[]) => [...new Set(audit(truth, facts).map((f) => f.check))].sort();

describe('confidentiality auditor', () => {
  it('computes the reduced row echelon form exactly, and the rank modulo its prime', () => {
    expect(
      rref([
        [1n, 1n, 0n],
        [0n, 1n, 1n],
        [1n, 1n, 1n],
      ]),
    ).toEqual([
      [1n, 0n, 0n],
      [0n, 1n, 0n],
      [0n, 0n, 1n],
    ]);
    expect(
      rref([
        [2n, 4n],
        [1n, 2n],
      ]),
    ).toEqual([[1n, 2n]]);
    expect([
      rankMod([
        [1, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
      ]),
      rankMod([
        [2, 4],
        [1, 2],
      ]),
      rankMod([[0, 0]]),
    ]).toEqual([3, 1, 0]);
    // The modulus is prime (trial division up to its square root).
    const prime = 67108859;
    expect(Array.from({ length: Math.floor(Math.sqrt(prime)) - 1 }, (_, i) => i + 2).some((d) => prime % d === 0)).toBe(
      false,
    );
  });

  it('performance, importance and gap of one group give away one rater-of-one-kind against another (two people), though each rests on >= 5', () => {
    // Ten forms: eight rated both; person 1 rated only performance, person 2 only importance (P = 9, I = 9, both = 8).
    const people = Array.from({ length: 10 }, (_, i) =>
      person(i + 1, { Department: 'A' }, i === 1 ? 0 : 3, i === 0 ? 0 : 4),
    );
    const truth = truthOf(people);
    // perf(P) + gap(both) − imp(I) = perf of person 1 − importance of person 2.
    expect(linearCheck(truth, figures(group(10, 'Department', 'A'))).map((f) => f.message)).toEqual([
      expect.stringContaining('rests on 2 respondent(s) [1,2] only'),
    ]);
  });

  it('attack 1, two filters: the one person in Department X ∩ Location Y is an atom (atoms) and their comment stands apart (comments)', () => {
    const people = [
      ...Array.from({ length: 6 }, (_, i) => person(i + 1, { Department: 'X', Location: 'Z' }, 3, 4, `x${i}`)),
      person(7, { Department: 'X', Location: 'Y' }, 3, 4, 'only me'),
      ...Array.from({ length: 6 }, (_, i) => person(i + 8, { Department: 'W', Location: 'Y' }, 3, 4, `w${i}`)),
    ];
    const truth = truthOf(people);
    const x = group(13, 'Department', 'X');
    const y = group(13, 'Location', 'Y');
    const comments = (g: GroupRef): Fact => ({
      kind: 'comments',
      read: 'Comments',
      group: g,
      question: T,
      texts: people.filter((p) => g.members.includes(p.attributes[g.attribute!])).map((p) => p.comments[T]),
    });
    const findings = audit(truth, [comments(x), comments(y)]);
    expect(findings.filter((f) => f.check === 'atoms').map((f) => f.message)).toEqual([
      expect.stringContaining('[respondent 7]'),
    ]);
    expect(findings.filter((f) => f.check === 'comments').map((f) => f.message)).toEqual([
      expect.stringContaining('[respondent 7]'),
    ]);
  });

  it('attack 2, three crafted attributes: Team:Alpha + Site:North − Band:Senior is one person (linear), though every group holds >= 5 and no two nest within fewer than 5', () => {
    // 16 people: person 1 (Alpha, South, Junior); five Alpha/South/Senior; five Beta/North/Senior; five Beta/South/Junior.
    // Alpha + North − Senior = person 1. Nested pairs (North ⊂ Senior, North ⊂ Beta, Alpha ⊂ South) differ by 5.
    const rows: [string, string, string][] = [
      ['Alpha', 'South', 'Junior'],
      ...Array.from({ length: 5 }, (): [string, string, string] => ['Alpha', 'South', 'Senior']),
      ...Array.from({ length: 5 }, (): [string, string, string] => ['Beta', 'North', 'Senior']),
      ...Array.from({ length: 5 }, (): [string, string, string] => ['Beta', 'South', 'Junior']),
    ];
    const people = rows.map(([Team, Site, Band], i) => person(i + 1, { Team, Site, Band }, 1 + (i % 5), 2));
    const truth = truthOf(people);
    const facts = [group(16, 'Team', 'Alpha'), group(16, 'Site', 'North'), group(16, 'Band', 'Senior')].flatMap(
      figures,
    );
    const linear = linearCheck(truth, facts).map((f) => f.message);
    expect(linear).toEqual(
      expect.arrayContaining([expect.stringContaining("respondent 1's performance rating of d:1")]),
    );
    // Alpha ∩ North ∩ Junior is person 1 alone: the set algebra sees it too.
    expect(checks(truth, facts)).toEqual(['atoms', 'linear']);
  });

  it("attack 3, Don't Know: a group of five forms where three rated the question fails the floor", () => {
    const people = [
      ...[3, 4, 5, 0, 0].map((perf, i) => person(i + 1, { Department: 'A' }, perf, 0)),
      ...Array.from({ length: 5 }, (_, i) => person(i + 6, { Department: 'B' })),
    ];
    const truth = truthOf(people);
    const findings = audit(
      truth,
      [group(10, 'Department', 'A'), group(10, 'Department', 'B'), group(10, null)].flatMap(figures),
    );
    expect(findings.filter((f) => f.check === 'floor').map((f) => f.message)).toEqual([
      expect.stringMatching(/performance of Department:A .* rests on 3 answer/),
    ]);
  });

  it('attack 4, two snapshots: a group that grew by fewer than MIN isolates its newcomers (atoms) and their ratings (linear)', () => {
    const people = [
      ...Array.from({ length: 10 }, (_, i) => person(i + 1, { Department: i < 5 ? 'A' : 'B' })),
      person(11, { Department: 'A' }, 1),
      ...Array.from({ length: 4 }, (_, i) => person(i + 12, { Department: 'C' })),
    ];
    const truth = truthOf(people);
    const facts = [group(10, 'Department', 'A'), group(15, 'Department', 'A')].flatMap(figures);
    const findings = audit(truth, facts);
    expect(findings.filter((f) => f.check === 'atoms').map((f) => f.message)).toEqual([
      expect.stringContaining('[respondent 11]'),
    ]);
    expect(findings.filter((f) => f.check === 'linear').map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringContaining("respondent 11's performance")]),
    );
  });

  it('an area figure over a question withheld for the group gives that question back (linear, coupled questions)', () => {
    const Q2 = 'd:2';
    const people = Array.from({ length: 10 }, (_, i) => ({
      ...person(i + 1, { Department: i < 5 ? 'A' : 'B' }),
      performance: { [Q]: 3, [Q2]: i === 0 ? 5 : 0 },
    }));
    const truth = truthOf(people);
    const a = group(10, 'Department', 'A');
    // Q2 is withheld for A (one answer), but A's area figure over Q and Q2 is shown beside Q alone.
    const facts: Fact[] = [
      { kind: 'figure', read: 'test', group: a, measure: 'performance', questions: [Q] },
      { kind: 'figure', read: 'test', group: a, measure: 'performance', questions: [Q, Q2] },
    ];
    expect(linearCheck(truth, facts).map((f) => f.message)).toEqual([
      expect.stringContaining("respondent 1's performance rating of d:2"),
    ]);
  });

  it('passes a release whose groups are unions of cells of >= MIN forms, with DK answers spread evenly', () => {
    const people = Array.from({ length: 20 }, (_, i) =>
      person(
        i + 1,
        { Department: i < 10 ? 'A' : 'B', Location: i % 10 < 5 ? 'P' : 'L' },
        1 + (i % 5),
        i % 7 === 0 ? 0 : 3,
        `c${i}`,
      ),
    );
    // Every cell (A/B × P/L) holds 5 forms; importance DK in forms 1, 8, 15 → but each cell needs 0 or >= 5 raters: keep all rating.
    for (const p of people) p.importance[Q] = 3;
    const truth = truthOf(people);
    const groups = [
      group(20, null),
      group(20, 'Department', 'A'),
      group(20, 'Department', 'B'),
      group(20, 'Location', 'P'),
      group(20, 'Location', 'L'),
    ];
    const comments = groups.map((g): Fact => ({
      kind: 'comments',
      read: 'Comments',
      group: g,
      question: T,
      texts: people
        .filter((p) => g.attribute === null || g.members.includes(p.attributes[g.attribute]))
        .map((p) => p.comments[T]),
    }));
    expect(audit(truth, [...groups.flatMap(figures), ...comments])).toEqual([]);
  });
});
