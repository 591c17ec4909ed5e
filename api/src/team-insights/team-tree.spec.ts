import { blocksOf, buildTree, rollUpTeams, ROOT, TeamForm } from './team-tree';
import { everyShownSet, teamGroupSets } from './team-view';

const MIN = 5;

/** A hierarchy an admin could choose to single people out (emails: a person per letter and number). */
function hostile(): TeamForm[] {
  const forms: TeamForm[] = [];
  let id = 0;
  const add = (email: string, chain: string[]) => forms.push({ id: ++id, email, chain });
  // ceo (did not answer) → vp1, vp2, vp3 (all answered).
  for (const vp of ['vp1', 'vp2', 'vp3']) add(vp, ['ceo']);
  // vp1: two teams of 5 and 6 — siblings that differ by one person.
  for (let i = 0; i < 5; i++) add(`a${i}`, ['m1', 'vp1', 'ceo']);
  for (let i = 0; i < 6; i++) add(`b${i}`, ['m2', 'vp1', 'ceo']);
  add('m2', ['vp1', 'ceo']);
  // vp2: a chain of single reports, ten deep.
  let chain = ['vp2', 'ceo'];
  for (let i = 0; i < 10; i++) {
    add(`c${i}`, chain);
    chain = [`c${i}`, ...chain];
  }
  // vp3: small teams of 1 to 4 and one of 7.
  for (let t = 1; t <= 4; t++) for (let i = 0; i < t; i++) add(`s${t}${i}`, [`t${t}`, 'vp3', 'ceo']);
  for (let i = 0; i < 7; i++) add(`g${i}`, ['t7', 'vp3', 'ceo']);
  // Five people outside any hierarchy.
  for (let i = 0; i < 5; i++) add(`solo${i}`, []);
  return forms;
}

/** The atoms of the algebra the sets generate: forms with the same membership in every set. */
function atomSizes(all: number[], sets: number[][]): number[] {
  const member = sets.map((s) => new Set(s));
  const bySig = new Map<string, number>();
  for (const id of all) {
    const sig = member.map((s) => (s.has(id) ? 1 : 0)).join('');
    bySig.set(sig, (bySig.get(sig) ?? 0) + 1);
  }
  return [...bySig.values()];
}

describe('team roll-up', () => {
  const forms = hostile();
  const tree = buildTree(forms);
  const all = forms.map((f) => f.id);

  it('leaves no atom of 1 to MIN − 1 people among every view every reader can get', () => {
    const sets = everyShownSet(tree, rollUpTeams(tree, MIN));
    expect(sets.length).toBeGreaterThan(3);
    for (const n of atomSizes(all, sets)) expect(n).toBeGreaterThanOrEqual(MIN);
  });

  it('lets no combination of shown groups, by intersection and difference, hold 1 to MIN − 1 people (exhaustive)', () => {
    const distinct = new Map(everyShownSet(tree, rollUpTeams(tree, MIN)).map((s) => [[...s].sort().join(','), s]));
    const sets = [...distinct.values()].map((s) => new Set(s));
    // Every choice per shown set — inside it, outside it, or not used — walked depth first; a choice that leaves
    // nobody ends its branch (adding conditions keeps it empty). Unions are unions of these, so they follow.
    let checked = 0;
    const walk = (i: number, people: number[]) => {
      if (!people.length) return;
      checked++;
      if (people.length < MIN) throw new Error(`a combination isolates ${people.length}`);
      if (i === sets.length) return;
      walk(i + 1, people);
      walk(
        i + 1,
        people.filter((id) => sets[i].has(id)),
      );
      walk(
        i + 1,
        people.filter((id) => !sets[i].has(id)),
      );
    };
    walk(0, all);
    expect(sets.length).toBeGreaterThan(8);
    expect(checked).toBeGreaterThan(1000);
  });

  it('never shows a subtree of fewer than MIN, and rolls up a sibling when the rest would be too small', () => {
    const roll = rollUpTeams(tree, MIN);
    for (const n of roll.shown) if (n !== ROOT) expect(tree.forms.get(n)!.length).toBeGreaterThanOrEqual(MIN);
    // vp1 holds m1's 5, m2's 7 and vp1 itself: shown together the rest would be vp1 alone, so one team rolls up.
    const vp1 = teamGroupSets(tree, roll, 'vp1');
    expect(vp1.whole).toHaveLength(13);
    expect(vp1.reports.map((r) => r.node)).toEqual(['m2']);
    expect(vp1.rest).toHaveLength(6);
    // t1..t4 (1 to 4 people) are never shown alone.
    for (const t of ['t1', 't2', 't3', 't4']) expect(roll.shown.has(t)).toBe(false);
    expect(teamGroupSets(tree, roll, 't4').whole).toBeNull();
  });

  it('fails the check without the roll-up (siblings recovered by difference)', () => {
    const off = rollUpTeams(tree, MIN, new Set(), false);
    const small = atomSizes(all, everyShownSet(tree, off)).filter((n) => n > 0 && n < MIN);
    expect(small.length).toBeGreaterThan(0);
    // e.g. vp1's whole minus m1 and m2 is vp1 alone.
    expect(small).toContain(1);
  });

  it('places every form in one block, each of 0 or at least MIN forms', () => {
    const roll = rollUpTeams(tree, MIN);
    const blocks = blocksOf(tree, roll.shown);
    const sizes = new Map<string, number>();
    for (const b of blocks.values()) sizes.set(b, (sizes.get(b) ?? 0) + 1);
    for (const n of sizes.values()) expect(n).toBeGreaterThanOrEqual(MIN);
    for (const [n, atom] of roll.atoms) expect(atom.length).toBe(sizes.get(n) ?? 0);
  });

  it('honours subtrees the service rolls up, and keeps the subtrees nested when chains disagree', () => {
    const roll = rollUpTeams(tree, MIN, new Set(['m2']));
    expect(roll.shown.has('m2')).toBe(false);
    for (const n of atomSizes(all, everyShownSet(tree, roll))) expect(n).toBeGreaterThanOrEqual(MIN);
    // x is placed under y by the first form, y under x by the second: the loop is cut at the top.
    const loop = buildTree([
      { id: 1, email: 'p', chain: ['x', 'y'] },
      { id: 2, email: 'q', chain: ['y', 'x'] },
    ]);
    expect(loop.parent.get('x')).toBe('y');
    expect(loop.parent.get('y')).toBe(ROOT);
    expect(loop.parent.get('q')).toBe('y');
  });
});
