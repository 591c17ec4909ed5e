import type { QuestionTotals } from '../answers/stored-answer';
import { areaFigures, LibraryQuestion } from './trend-figures';
import { summary } from './statistics';

/** Per-question totals from raw ratings (performance only; importance mirrors it). */
function totals(questionId: number, ratings: number[]): QuestionTotals {
  const sum = ratings.reduce((s, x) => s + x, 0);
  const sumSq = ratings.reduce((s, x) => s + x * x, 0);
  return {
    questionId,
    isCustomQuestion: false,
    answers: ratings.length,
    sumPerformance: sum,
    nPerformance: ratings.length,
    sumSqPerformance: sumSq,
    sumImportance: sum,
    nImportance: ratings.length,
    sumSqImportance: sumSq,
    sumPairDiff: 0,
    nPairs: ratings.length,
    dkPerformance: 0,
    dkImportance: 0,
  };
}

const QUESTIONS: LibraryQuestion[] = [
  { id: 1, title: 'Documented processes', area: 'Process' },
  { id: 2, title: 'Continuous improvement', area: 'Process' },
];

describe("a trend's area figure", () => {
  it("is the mean of the area's question means, as every other read shows it, not the pooled ratings", () => {
    // Question 1: 2, 3 (mean 2.5, two raters, the others said Don't Know); question 2: 2, 3, 3, 3, 3 (mean 2.8).
    const byId = new Map([
      [1, totals(1, [2, 3])],
      [2, totals(2, [2, 3, 3, 3, 3])],
    ]);
    const f = areaFigures(QUESTIONS, byId, 'Process').performance!;
    // Pooled would be 16 / 7 = 2.2857…; the area's figure is (2.5 + 2.8) / 2 = 2.65.
    expect(f.mean).toBeCloseTo(2.65, 12);
    expect(f.n).toBe(5);
    // SE bound: (s₁/√n₁ + s₂/√n₂) / 2 with s₁² = 0.5, s₂² = 0.2 → (0.5 + 0.2) / 2 = 0.35; interval with t(0.975; 4).
    expect(f.ci95).not.toBeNull();
    const expected = summary(2.65, 0.35 * 0.35 * 5, 5).ci95!;
    expect(f.ci95![0]).toBeCloseTo(expected[0], 10);
    expect(f.ci95![1]).toBeCloseTo(expected[1], 10);
    expect(f.variance! / f.n).toBeCloseTo(0.35 * 0.35, 12);
  });

  it('has a mean but no interval while a question of the area has a single rating, and nothing without ratings', () => {
    const one = areaFigures(
      QUESTIONS,
      new Map([
        [1, totals(1, [4])],
        [2, totals(2, [2, 3, 3])],
      ]),
      'Process',
    );
    expect(one.performance!.mean).toBeCloseTo((4 + 8 / 3) / 2, 12);
    expect(one.performance!.ci95).toBeNull();
    expect(areaFigures(QUESTIONS, new Map(), 'Process').performance).toBeNull();
  });
});
