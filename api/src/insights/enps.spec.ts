import { enpsScore } from './enps';

describe('eNPS score and its 95% interval', () => {
  it('scores promoters − detractors over all answers, with the interval of the difference of two shares', () => {
    // Answers 10, 10, 9, 9, 9 (P = 5), 8, 7 (passives 2), 6, 3, 0 (D = 3): N = 10.
    // p = 0.5, d = 0.3, score = 100 × (0.5 − 0.3) = 20.
    // Var = (0.5 + 0.3 − 0.2²) / 10 = 0.76 / 10 = 0.076; √0.076 = 0.275681…; 1.96 × 100 × 0.275681 = 54.03.
    // Interval 20 − 54.03 = −34.03 → −34.0 and 20 + 54.03 = 74.03 → 74.0.
    expect(enpsScore({ answers: 10, promoters: 5, passives: 2 })).toEqual({
      n: 10,
      promoters: 5,
      passives: 2,
      detractors: 3,
      score: 20,
      low: -34,
      high: 74,
    });
  });

  it('clamps the interval to −100…100', () => {
    // N = 4, P = 1, D = 3: score = 100 × (0.25 − 0.75) = −50.
    // Var = (0.25 + 0.75 − 0.5²) / 4 = 0.75 / 4 = 0.1875; √0.1875 = 0.433013; × 196 = 84.87.
    // −50 − 84.87 = −134.87 → −100 (clamped); −50 + 84.87 = 34.87 → 34.9.
    expect(enpsScore({ answers: 4, promoters: 1, passives: 0 })).toMatchObject({
      detractors: 3,
      score: -50,
      low: -100,
      high: 34.9,
    });
  });

  it('has no width when everyone gives the same kind of answer', () => {
    // p = 1, d = 0: Var = (1 − 1²) / 6 = 0.
    expect(enpsScore({ answers: 6, promoters: 6, passives: 0 })).toMatchObject({ score: 100, low: 100, high: 100 });
    // Only passives: p = d = 0, score 0, Var = 0.
    expect(enpsScore({ answers: 5, promoters: 0, passives: 5 })).toMatchObject({ score: 0, low: 0, high: 0 });
  });

  it('rounds to one decimal, half away from zero', () => {
    // N = 7, P = 3, D = 1: 100 × 2 / 7 = 28.571… → 28.6.
    // Var = (3/7 + 1/7 − (2/7)²) / 7 = (0.571429 − 0.081633) / 7 = 0.069971; √ = 0.264520; × 196 = 51.85.
    // 28.571 − 51.846 = −23.27 → −23.3; 28.571 + 51.846 = 80.42 → 80.4.
    expect(enpsScore({ answers: 7, promoters: 3, passives: 3 })).toMatchObject({ score: 28.6, low: -23.3, high: 80.4 });
  });

  it('has no score without answers', () => {
    expect(enpsScore({ answers: 0, promoters: 0, passives: 0 })).toBeNull();
  });
});
