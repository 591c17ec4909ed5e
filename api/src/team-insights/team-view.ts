import { ROOT, TeamRollUp, TeamTree } from './team-tree';

/**
 * What one manager's view shows (docs/features/managers.md): their whole subtree, each direct report's subtree
 * that is shown, and the rest of the team (the whole minus those) — or nothing when their own subtree is rolled
 * up into a larger group. Every set here is a union of blocks (team-tree.ts), so it is as safe as they are.
 */
export interface TeamGroupSets {
  /** The manager (ROOT = the whole organisation). */
  manager: string;
  /** Null when the manager's subtree is not shown. */
  whole: number[] | null;
  reports: { node: string; forms: number[] }[];
  /** Empty when the shown reports cover the whole subtree, or when none is shown (it would be the whole again). */
  rest: number[];
}

export function teamGroupSets(tree: TeamTree, roll: TeamRollUp, manager: string): TeamGroupSets {
  if (!roll.shown.has(manager)) return { manager, whole: null, reports: [], rest: [] };
  const whole = tree.forms.get(manager)!;
  const reports = (tree.children.get(manager) ?? [])
    .filter((c) => roll.shown.has(c))
    .map((node) => ({ node, forms: tree.forms.get(node)! }));
  const covered = new Set(reports.flatMap((r) => r.forms));
  return { manager, whole, reports, rest: reports.length ? whole.filter((id) => !covered.has(id)) : [] };
}

/** Every manager view's sets over the tree (what every reader together could be shown), Overall first. */
export function everyShownSet(tree: TeamTree, roll: TeamRollUp): number[][] {
  const out: number[][] = [];
  for (const n of [ROOT, ...tree.parent.keys()]) {
    const v = teamGroupSets(tree, roll, n);
    if (!v.whole) continue;
    out.push(v.whole, ...v.reports.map((r) => r.forms));
    if (v.rest.length) out.push(v.rest);
  }
  return out;
}

/** Whether a person has anyone below them in the tree. */
export const managesAnyone = (tree: TeamTree, node: string) => (tree.children.get(node)?.length ?? 0) > 0;
