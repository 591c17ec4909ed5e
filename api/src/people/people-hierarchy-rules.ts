/**
 * The rules of the reporting hierarchy (docs/features/people.md), as pure functions over addresses in lower case:
 * nobody manages themselves, a manager is a person of the same directory, and following managers upwards always ends
 * at someone without one (no cycle, however long).
 */

/** A manager given for a person by one row of an import (or one edit): '' when the person has none. */
export interface ManagerAssignment {
  row: number;
  email: string;
  manager: string;
}

export const SELF_MANAGED = 'ManagerEmail: A person cannot be their own manager';
export const unknownManager = (manager: string) =>
  `ManagerEmail: ${manager} is neither in the directory nor in the file`;
export const cycleMessage = (path: string[]) => `ManagerEmail: This would make a reporting cycle (${path.join(' → ')})`;

/**
 * Every row whose manager would break the hierarchy, with the reasons: `current` is the directory's manager of each of
 * its people (email → manager email or null), `assignments` the rows that change it. Rows that are refused are left
 * out of the hierarchy they are checked against, so each reason names the row's own fault.
 */
export function hierarchyProblems(
  current: Map<string, string | null>,
  assignments: ManagerAssignment[],
): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (row: number, message: string) => problems.set(row, [...(problems.get(row) ?? []), message]);
  const known = (email: string) => current.has(email) || assigned.has(email);
  const assigned = new Map(assignments.map((a) => [a.email, a]));
  const managerOf = new Map(current);
  for (const a of assignments) {
    if (a.manager === a.email) add(a.row, SELF_MANAGED);
    else if (a.manager && !known(a.manager)) add(a.row, unknownManager(a.manager));
    managerOf.set(a.email, problems.has(a.row) ? null : a.manager || null);
  }
  // Iterative walk: 1 = on the path being followed, 2 = known to end at the top.
  const state = new Map<string, 1 | 2>();
  for (const start of assigned.keys()) {
    const path: string[] = [];
    let at: string | null = start;
    while (at !== null && state.get(at) === undefined) {
      state.set(at, 1);
      path.push(at);
      at = managerOf.get(at) ?? null;
    }
    if (at !== null && state.get(at) === 1) {
      const cycle = path.slice(path.indexOf(at));
      const shown = [...cycle, at];
      for (const email of cycle) {
        const row = assigned.get(email)?.row;
        if (row !== undefined) add(row, cycleMessage(shown));
      }
    }
    for (const p of path) state.set(p, 2);
  }
  return problems;
}

/** The chain of managers above a person, nearest first, from a lookup of each person's manager. */
export function managerChain(email: string, managerOf: (email: string) => string | null | undefined): string[] {
  const chain: string[] = [];
  const seen = new Set([email]);
  for (let at = managerOf(email); at && !seen.has(at); at = managerOf(at)) {
    chain.push(at);
    seen.add(at);
  }
  return chain;
}
