import type { EnpsFigureDto } from '../insights/dto/enps-responses.dto';
import { enpsScore } from '../insights/enps';
import type { MemberEnps } from './benchmarks.repository';
import type { BenchmarkEnpsDto } from './dto/benchmark-responses.dto';

/**
 * The eNPS of the benchmark (docs/features/enps.md): the answers of the released members' eNPS questions pooled into
 * one sample and scored by the one eNPS function (insights/enps.ts), beside the organisation's own eNPS as its eNPS
 * read shows it. Like every figure of the pool it needs BENCHMARK_MIN_ORGS members with an eNPS; without its own
 * figure the organisation sees the benchmark alone, as with its other figures.
 */
export function benchmarkEnps(own: EnpsFigureDto, members: MemberEnps[], minOrgs: number): BenchmarkEnpsDto {
  const pooled = members.reduce(
    (sum, m) => ({
      answers: sum.answers + m.answers,
      promoters: sum.promoters + m.promoters,
      passives: sum.passives + m.passives,
    }),
    { answers: 0, promoters: 0, passives: 0 },
  );
  const needed = Math.max(0, minOrgs - members.length);
  const base = { Own: own, OrgCount: members.length, Answers: pooled.answers, Needed: needed };
  if (members.length < minOrgs)
    return {
      ...base,
      Benchmark: null,
      Low: null,
      High: null,
      State: 'not-enough-organisations',
      Message: `A benchmark eNPS needs ${minOrgs} organisations of the benchmark with an eNPS question; ${needed} more are needed.`,
    };
  const score = enpsScore(pooled)!;
  const hasOwn = own.Score !== null;
  return {
    ...base,
    Benchmark: score.score,
    Low: score.low,
    High: score.high,
    State: hasOwn ? 'shown' : 'no-own-figure',
    Message: hasOwn ? null : "This inquiry's eNPS has no figure of its own yet; the benchmark's eNPS is shown alone.",
  };
}
