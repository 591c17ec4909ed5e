import type { PoolCandidate } from '../read-models/benchmark-pool.read-model';

/**
 * When a benchmark pool may be (re)released (docs/features/rounds-and-benchmarks.md). The released pool is frozen (members and their figures),
 * so between two reads the benchmark changes only by a new release. Rule, with k = BENCHMARK_MIN_ORGS (≥ 3):
 * - no release yet: the first is made once at least k organisations qualify (before that: no figures, only the count);
 * - afterwards a new release replaces the last only when at least k members differ (joined, left, or now counted
 *   with another inquiry or another number of forms), and never with fewer than k organisations.
 * So two consecutive releases differ by at least k organisations: comparing them gives a sum over at least k
 * organisations, never one organisation's figures (one joining, one leaving, one toggling its contribution,
 * the super admin excluding one, one publishing a newer round: each alone changes nothing shown).
 * A released member that no longer qualifies because it declined to contribute, was excluded or was deactivated
 * withdraws its figures at once: the pool is withheld ("renewing") until a release is possible again.
 */
export interface PoolMember {
  customerId: number;
  inquiryId: number;
  forms: number;
}

/** Whether a candidate counts toward the pool now. */
export const counts = (c: PoolCandidate, minRespondents: number) =>
  c.contributes && c.active && !c.excluded && c.forms >= minRespondents;

/** Members added, removed or counted differently between two pools. */
export function poolChanges(released: PoolMember[], candidates: PoolMember[]): number {
  const before = new Map(released.map((m) => [m.customerId, m]));
  const after = new Map(candidates.map((m) => [m.customerId, m]));
  let changes = 0;
  for (const [id, m] of after) {
    const old = before.get(id);
    if (!old || old.inquiryId !== m.inquiryId || old.forms !== m.forms) changes++;
  }
  for (const id of before.keys()) if (!after.has(id)) changes++;
  return changes;
}

/** Whether the candidates may be released in place of the released pool (null: none yet). */
export function mayRelease(released: PoolMember[] | null, candidates: PoolMember[], minOrgs: number): boolean {
  if (candidates.length < minOrgs) return false;
  if (released === null) return true;
  return poolChanges(released, candidates) >= minOrgs;
}

/** Whether the released pool may be shown: every member still contributes (its figures were not withdrawn). */
export function mayShow(released: PoolMember[], stillContributing: Set<number>, minOrgs: number): boolean {
  return released.length >= minOrgs && released.every((m) => stillContributing.has(m.customerId));
}
