import type { ResultArea } from '@portal/contracts';
import { areaFigure } from '../insights/area-figure';
import { Estimate, estimate, momentsOf, percentileRank, round } from '../trends/statistics';
import type { LibraryQuestion } from '../trends/trend-figures';

/**
 * Benchmark of one item (docs/features/rounds-and-benchmarks.md): the mean of the organisation means of the released pool, over the organisations
 * that rated the item (an area's organisation mean is the area's figure, insights/area-figure.ts: the mean of the
 * organisation's means of the area's library questions, as its own reads show it), its 95%
 * interval over those means, and the percentile rank of this organisation's value among them (statistics.ts).
 * An item rated by fewer than BENCHMARK_MIN_ORGS organisations of the pool gets no benchmark.
 */
export interface MemberTotal {
  customerId: number;
  questionId: number;
  n: number;
  sum: number;
  sumSq: number;
}

export interface ItemBenchmark {
  Benchmark: number | null;
  BenchmarkCi95: number[] | null;
  OrgCount: number;
  Percentile: number | null;
}

/** Organisation means of the items whose questions are `ids` (the area figure over them), one per organisation that rated any. */
export function orgMeans(totals: MemberTotal[], ids: Set<number>): number[] {
  const byOrg = new Map<number, Map<number, { n: number; sum: number }>>();
  for (const t of totals) {
    if (!ids.has(t.questionId) || t.n <= 0) continue;
    const questions = byOrg.get(t.customerId) ?? byOrg.set(t.customerId, new Map()).get(t.customerId)!;
    const q = questions.get(t.questionId) ?? { n: 0, sum: 0 };
    q.n += t.n;
    q.sum += t.sum;
    questions.set(t.questionId, q);
  }
  return [...byOrg.values()].map((questions) =>
    areaFigure([...questions.values()].map((q) => ({ isCustom: false, mean: q.sum / q.n })))!,
  );
}

export function benchmarkOf(means: number[], value: Estimate | null, minOrgs: number): ItemBenchmark {
  if (means.length < minOrgs) return { Benchmark: null, BenchmarkCi95: null, OrgCount: means.length, Percentile: null };
  const e = estimate(momentsOf(means))!;
  return {
    Benchmark: round(e.mean),
    BenchmarkCi95: e.ci95 ? [round(e.ci95[0])!, round(e.ci95[1])!] : null,
    OrgCount: means.length,
    Percentile: value ? round(percentileRank(value.mean, means), 1) : null,
  };
}

export const idsOfArea = (questions: LibraryQuestion[], area: ResultArea) =>
  new Set(questions.filter((q) => q.area === area).map((q) => q.id));
