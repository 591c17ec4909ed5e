import type { SnapshotInputs } from '../insights/segment-figures.service';
import { decideTeams, sumTotals } from './team-figures';
import { ROOT, TeamForm } from './team-tree';

const MIN = 5;
const ids = Array.from({ length: 20 }, (_, i) => i + 1);
const department = (id: number) => (id <= 10 ? 'A' : 'B');

/** A snapshot of 20 forms (1-10 in department A, 11-20 in B) that reported Department, one rating question. */
function inputs(): SnapshotInputs {
  return {
    forms: ids,
    joined: new Map(ids.map((id) => [id, 1])),
    past: [
      {
        generation: 1,
        groups: [
          { attribute: 'Department', label: 'A', members: ['A'] },
          { attribute: 'Department', label: 'B', members: ['B'] },
        ],
        withheld: [],
      },
    ],
    attributes: new Map(ids.map((id) => [id, { Department: department(id) }])),
    answers: [
      ids.map((id) => ({
        respondentId: id,
        questionId: 7,
        isCustomQuestion: false,
        performance: 1 + (id % 5),
        importance: 1 + ((id * 3) % 5),
        text: null,
      })),
    ],
  };
}

/** m1 manages forms 1-5 (all A); m2 manages 6-9 (A) and 11 (B): five people, one of them the only B. */
const people: TeamForm[] = ids.map((id) => ({
  id,
  email: `p${id}`,
  chain: id <= 5 ? ['m1'] : id <= 9 || id === 11 ? ['m2'] : [],
}));

describe('team decision against the snapshot groups', () => {
  it("rolls up a team of MIN whose one person of another department Department's groups would single out", async () => {
    const d = await decideTeams(inputs(), people, MIN);
    expect([...d.roll.shown].sort()).toEqual([ROOT, 'm1']);
    // The organisation's own block: 6-20, five of A and ten of B.
    expect(d.roll.atoms.get(ROOT)).toHaveLength(15);
    // m1's block totals are those of forms 1-5, summed as answer_totals sums them.
    const [t] = d.totals.get('m1')!;
    expect(t).toMatchObject({
      answers: 5,
      nPerformance: 5,
      sumPerformance: [1, 2, 3, 4, 5].reduce((s, id) => s + 1 + (id % 5), 0),
    });
  });

  it('keeps both teams when each lies within one department', async () => {
    const aligned = people.map((p) => (p.id === 11 ? { ...p, chain: [] } : p.id === 10 ? { ...p, chain: ['m2'] } : p));
    const d = await decideTeams(inputs(), aligned, MIN);
    expect([...d.roll.shown].sort()).toEqual([ROOT, 'm1', 'm2']);
  });

  it('sums per-question totals of blocks', () => {
    const a = {
      questionId: 1,
      isCustomQuestion: false,
      answers: 2,
      sumPerformance: 5,
      nPerformance: 2,
      sumImportance: 6,
      nImportance: 2,
      sumPairDiff: 1,
      nPairs: 2,
      dkPerformance: 0,
      dkImportance: 0,
      sumSqPerformance: 13,
      sumSqImportance: 18,
    };
    expect(sumTotals([[a], [{ ...a, questionId: 2 }], [a]])).toEqual([
      {
        ...a,
        answers: 4,
        sumPerformance: 10,
        nPerformance: 4,
        sumImportance: 12,
        nImportance: 4,
        sumPairDiff: 2,
        nPairs: 4,
        sumSqPerformance: 26,
        sumSqImportance: 36,
      },
      { ...a, questionId: 2 },
    ]);
  });
});
