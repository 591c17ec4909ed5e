/**
 * The statistics of the Trend and Benchmark reads (docs/features/rounds-and-benchmarks.md), from kept counts, sums and sums of squares
 * (never from the answers themselves). Pure functions, checked against hand-computed values in statistics.spec.ts.
 *
 * Method:
 * - Mean x̄ = Σx / n; sample variance s² = (Σx² − (Σx)²/n) / (n − 1) (n ≥ 2; rounding below 0 is clamped to 0).
 * - 95% confidence interval of a mean: x̄ ± t(0.975; n − 1) · s / √n, t the Student quantile (none for n < 2).
 * - Welch's t-test of two independent means: t = (x̄₁ − x̄₂) / √(s₁²/n₁ + s₂²/n₂), degrees of freedom by
 *   Welch–Satterthwaite ν = (s₁²/n₁ + s₂²/n₂)² / ((s₁²/n₁)²/(n₁ − 1) + (s₂²/n₂)²/(n₂ − 1)); two-sided
 *   p = I_{ν/(ν+t²)}(ν/2, 1/2) (regularised incomplete beta); significant at the 95% level when p < 0.05.
 *   When both variances are 0 the test is decided by the means alone: equal → p = 1, different → p = 0.
 * - Percentile rank of a value among the pool's values: 100 · (below + ½ · equal) / count (the "mid-rank" rule).
 * - The Student quantile inverts the CDF by bisection on [0, 1000] to 1e-10; the incomplete beta uses the
 *   continued fraction of Numerical Recipes §6.4 with the Lanczos log-gamma.
 */

import { roundFigure } from '@portal/contracts';

export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

export interface Estimate {
  mean: number;
  n: number;
  /** Sample variance (null for n < 2). */
  variance: number | null;
  /** 95% confidence interval (null for n < 2). */
  ci95: [number, number] | null;
}

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** ln Γ(x), x > 0 (Lanczos, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = 0.9999999999998099;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += LANCZOS[i] / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(T ≤ t) for Student's t with ν degrees of freedom (ν may be fractional). */
export function studentCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The p-quantile of Student's t with ν degrees of freedom (0.5 < p < 1). */
export function studentQuantile(p: number, df: number): number {
  let lo = 0;
  let hi = 1000;
  while (hi - lo > 1e-10) {
    const mid = (lo + hi) / 2;
    if (studentCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Sample variance from kept moments (null for n < 2). */
export function variance(m: Moments): number | null {
  if (m.n < 2) return null;
  return Math.max(0, (m.sumSq - (m.sum * m.sum) / m.n) / (m.n - 1));
}

/** Mean, variance and 95% confidence interval from kept moments; null when nothing was rated. */
export function estimate(m: Moments): Estimate | null {
  if (m.n <= 0) return null;
  return summary(m.sum / m.n, variance(m), m.n);
}

/** The 95% interval of a mean with the given variance over n observations (n may be smaller than the values pooled: see trend-figures.ts). */
export function summary(mean: number, v: number | null, n: number): Estimate {
  if (v === null || n < 2) return { mean, n, variance: null, ci95: null };
  const half = studentQuantile(0.975, n - 1) * Math.sqrt(v / n);
  return { mean, n, variance: v, ci95: [mean - half, mean + half] };
}

/** Moments of a list of values (the organisation means of a benchmark pool). */
export function momentsOf(values: number[]): Moments {
  return { n: values.length, sum: values.reduce((s, x) => s + x, 0), sumSq: values.reduce((s, x) => s + x * x, 0) };
}

export interface WelchResult {
  t: number;
  df: number;
  p: number;
  significant: boolean;
}

/** Welch's two-sided t-test of `later` against `earlier` at the 95% level; null when either side has fewer than 2 values. */
export function welch(earlier: Moments, later: Moments): WelchResult | null {
  const e = estimate(earlier);
  const l = estimate(later);
  return e && l ? welchOf(e, l) : null;
}

/** Welch's test of two summaries (mean, variance, n). */
export function welchOf(earlier: Estimate, later: Estimate): WelchResult | null {
  const v1 = earlier.variance;
  const v2 = later.variance;
  if (v1 === null || v2 === null || earlier.n < 2 || later.n < 2) return null;
  const diff = later.mean - earlier.mean;
  const a = v1 / earlier.n;
  const b = v2 / later.n;
  if (a + b === 0) {
    const p = Math.abs(diff) < 1e-12 ? 1 : 0;
    return {
      t: diff === 0 ? 0 : diff > 0 ? Infinity : -Infinity,
      df: earlier.n + later.n - 2,
      p,
      significant: p < 0.05,
    };
  }
  const t = diff / Math.sqrt(a + b);
  const df = (a + b) ** 2 / (a ** 2 / (earlier.n - 1) + b ** 2 / (later.n - 1));
  const p = incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return { t, df, p, significant: p < 0.05 };
}

/** Percentile rank (0-100) of `value` among `pool`, mid-rank rule; null for an empty pool. */
export function percentileRank(value: number, pool: number[]): number | null {
  if (pool.length === 0) return null;
  const eps = 1e-9;
  const below = pool.filter((x) => x < value - eps).length;
  const equal = pool.filter((x) => Math.abs(x - value) <= eps).length;
  return (100 * (below + equal / 2)) / pool.length;
}

/** Rounds for the wire (null stays null): the one rounding of API and apps (@portal/contracts roundFigure). */
export const round = (x: number | null | undefined, digits = 2): number | null => roundFigure(x, digits);
