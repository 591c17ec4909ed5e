import { orgMeans } from './benchmark-figures';

describe('benchmark organisation means', () => {
  it("takes each organisation's area mean as the mean of its question means, as its own reads show it", () => {
    const totals = [
      // Organisation 1: question 1 mean 2 over 2 ratings, question 2 mean 4 over 8 → 3 (pooled would be 3.6).
      { customerId: 1, questionId: 1, n: 2, sum: 4, sumSq: 8 },
      { customerId: 1, questionId: 2, n: 8, sum: 32, sumSq: 128 },
      // Organisation 2 rated only question 2; question 3 is outside the area.
      { customerId: 2, questionId: 2, n: 5, sum: 15, sumSq: 45 },
      { customerId: 2, questionId: 3, n: 5, sum: 25, sumSq: 125 },
      // Organisation 3: nobody rated the area (all Don't Know).
      { customerId: 3, questionId: 1, n: 0, sum: 0, sumSq: 0 },
    ];
    expect(orgMeans(totals, new Set([1, 2]))).toEqual([3, 3]);
  });
});
