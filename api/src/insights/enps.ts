import { roundFigure } from '@portal/contracts';

/**
 * The employee Net Promoter Score of one eNPS question (docs/features/enps.md), the one place it is computed.
 *
 * Answers 0-10: promoters 9-10 (P), passives 7-8, detractors 0-6 (D), N answers in all.
 * Score = 100 × (P − D) / N, from −100 (all detractors) to +100 (all promoters).
 * Its 95% interval treats the answers as a multinomial sample: with p = P/N and d = D/N,
 * Var(p − d) = (p(1 − p) + d(1 − d) + 2pd) / N = (p + d − (p − d)²) / N (the covariance of two shares is −pd/N),
 * so the interval is Score ± 1.96 × 100 × √Var, clamped to [−100, 100]. It is narrowest when everyone agrees
 * (all promoters: width 0) and needs no normal approximation of a mean.
 */

export const ENPS_Z95 = 1.96;

export interface EnpsCounts {
  answers: number;
  promoters: number;
  passives: number;
}

export interface EnpsScore {
  n: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** 100 × (P − D) / N, one decimal. */
  score: number;
  low: number;
  high: number;
}

/** The score with its interval, or null without answers. Shown figures are rounded to one decimal. */
export function enpsScore({ answers, promoters, passives }: EnpsCounts): EnpsScore | null {
  if (answers <= 0) return null;
  const detractors = answers - promoters - passives;
  const p = promoters / answers;
  const d = detractors / answers;
  const score = 100 * (p - d);
  const half = ENPS_Z95 * 100 * Math.sqrt(Math.max(0, p + d - (p - d) ** 2) / answers);
  const one = (x: number) => roundFigure(x, 1)!;
  return {
    n: answers,
    promoters,
    passives,
    detractors,
    score: one(score),
    low: one(Math.max(-100, score - half)),
    high: one(Math.min(100, score + half)),
  };
}
