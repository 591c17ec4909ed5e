import { inputLine, roundedRatio } from './result-inputs.service';

describe('input means from answer totals', () => {
  it('rounds a ratio to 2 decimals exactly, halves away from zero', () => {
    expect(roundedRatio(10, 3)).toBe(3.33);
    expect(roundedRatio(2675, 1000)).toBe(2.68); // 2.675 as a float would round down
    expect(roundedRatio(-1, 8)).toBe(-0.13);
    expect(roundedRatio(1, 8)).toBe(0.13);
    expect(roundedRatio(0, 7)).toBe(0);
  });

  it('leaves DK out of each mean separately and takes the difference of the unrounded means', () => {
    // performance 4, 3 (one DK) → 3.5; importance 5, 4, 4 → 4.333…; difference 0.8333… → 0.83
    expect(
      inputLine({
        id: 1,
        area: 'Culture',
        question: 'q',
        sumPerformance: 7,
        nPerformance: 2,
        sumImportance: 13,
        nImportance: 3,
      }),
    ).toEqual({
      area: 'Culture',
      question: 'q',
      averageRating: 3.5,
      averageValue: 4.33,
      averageDifference: 0.83,
      meanRating: 3.5,
    });
  });

  it("gives no mean where every answer was Don't Know, and no difference unless both means exist", () => {
    expect(
      inputLine({
        id: 1,
        area: 'People',
        question: 'q',
        sumPerformance: 0,
        nPerformance: 0,
        sumImportance: '9',
        nImportance: '2',
      }),
    ).toMatchObject({ averageRating: null, averageValue: 4.5, averageDifference: null });
    expect(
      inputLine({
        id: 1,
        area: 'People',
        question: 'q',
        sumPerformance: 5,
        nPerformance: 2,
        sumImportance: null,
        nImportance: null,
      }),
    ).toMatchObject({ averageRating: 2.5, averageValue: null, averageDifference: null });
    expect(
      inputLine({
        id: 1,
        area: 'People',
        question: 'q',
        sumPerformance: 0,
        nPerformance: 0,
        sumImportance: 0,
        nImportance: 0,
      }),
    ).toMatchObject({ averageRating: null, averageValue: null, averageDifference: null });
  });
});
