import { estimate, momentsOf, percentileRank, studentCdf, studentQuantile, variance, welch } from './statistics';

/**
 * Hand-computed references (the t quantiles are the printed table values):
 * a = 3, 2, 4, 3, 3 → Σ = 15, Σx² = 47, x̄ = 3, s² = (47 − 225/5)/4 = 0.5
 * b = 4, 5, 4, 4, 3, 5 → Σ = 25, Σx² = 107, x̄ = 4.1667, s² = (107 − 625/6)/5 = 0.56667
 * Welch: s²/n = 0.1 and 0.094444, t = 1.16667 / √0.194444 = 2.6458,
 * ν = 0.194444² / (0.1²/4 + 0.094444²/5) = 8.8256, two-sided p = 0.0271.
 */
const a = momentsOf([3, 2, 4, 3, 3]);
const b = momentsOf([4, 5, 4, 4, 3, 5]);

describe('benchmark and trend statistics', () => {
  it('inverts Student t to the table values', () => {
    expect(studentQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(studentQuantile(0.975, 4)).toBeCloseTo(2.776, 3);
    expect(studentQuantile(0.975, 30)).toBeCloseTo(2.042, 3);
    expect(studentQuantile(0.975, 7.3)).toBeCloseTo(2.345, 3);
    expect(studentCdf(0, 5)).toBeCloseTo(0.5, 10);
    expect(studentCdf(2.015, 5)).toBeCloseTo(0.95, 3);
  });

  it('takes mean, variance and the 95% interval from kept sums', () => {
    expect(a).toEqual({ n: 5, sum: 15, sumSq: 47 });
    expect(variance(a)).toBeCloseTo(0.5, 10);
    const e = estimate(a)!;
    expect(e.mean).toBe(3);
    // 3 ± 2.7764 · √(0.5/5) = 3 ± 0.87798
    expect(e.ci95![0]).toBeCloseTo(2.12202, 4);
    expect(e.ci95![1]).toBeCloseTo(3.87798, 4);
    expect(estimate({ n: 1, sum: 4, sumSq: 16 })).toEqual({ mean: 4, n: 1, variance: null, ci95: null });
    expect(estimate({ n: 0, sum: 0, sumSq: 0 })).toBeNull();
  });

  it("runs Welch's t-test with the Welch–Satterthwaite degrees of freedom", () => {
    const w = welch(a, b)!;
    expect(w.t).toBeCloseTo(2.6458, 3);
    expect(w.df).toBeCloseTo(8.8256, 3);
    expect(w.p).toBeCloseTo(0.0271, 3);
    expect(w.significant).toBe(true);
    // The same rounds the other way round: same p, opposite t.
    expect(welch(b, a)!.t).toBeCloseTo(-2.6458, 3);
    // 3,2,4,3,3 against 3,3,4,2,4: x̄ 3 vs 3.2 — far from significant.
    expect(welch(a, momentsOf([3, 3, 4, 2, 4]))!.significant).toBe(false);
    expect(welch(a, { n: 1, sum: 3, sumSq: 9 })).toBeNull();
    // No spread on either side: decided by the means alone.
    expect(welch(momentsOf([3, 3]), momentsOf([4, 4]))!.significant).toBe(true);
    expect(welch(momentsOf([3, 3]), momentsOf([3, 3]))!.significant).toBe(false);
  });

  it('ranks a value among the pool by the mid-rank rule', () => {
    expect(percentileRank(3, [1, 2, 3, 4, 5])).toBe(50);
    expect(percentileRank(5.5, [1, 2, 3, 4, 5])).toBe(100);
    expect(percentileRank(2, [2, 2, 3, 4])).toBe(25);
    expect(percentileRank(1, [])).toBeNull();
  });
});
