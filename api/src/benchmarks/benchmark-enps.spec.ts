import type { EnpsFigureDto } from '../insights/dto/enps-responses.dto';
import { benchmarkEnps } from './benchmark-enps';

const own = (score: number | null): EnpsFigureDto => ({
  Id: 1,
  IsCustomQuestion: true,
  Title: 'eNPS',
  N: 5,
  Promoters: null,
  Passives: null,
  Detractors: null,
  Score: score,
  Low: null,
  High: null,
  Withheld: score === null,
});
const member = (answers: number, promoters: number, passives: number) => ({ answers, promoters, passives });

describe('benchmarkEnps', () => {
  // P 13, passives 5, D 7 of 25: 100 × 6 / 25 = 24; Var = (0.8 − 0.0576) / 25 = 0.029696 → ± 33.78.
  const five = [member(5, 2, 1), member(5, 4, 1), member(5, 1, 2), member(5, 2, 1), member(5, 4, 0)];

  it('pools the members’ answers into one hand-computed score', () => {
    expect(benchmarkEnps(own(0), five, 5)).toEqual({
      Own: own(0),
      Benchmark: 24,
      Low: -9.8,
      High: 57.8,
      OrgCount: 5,
      Answers: 25,
      Needed: 0,
      State: 'shown',
      Message: null,
    });
  });

  it('gives no figure below the minimum of organisations, and says how many more are needed', () => {
    expect(benchmarkEnps(own(0), five.slice(0, 3), 5)).toMatchObject({
      Benchmark: null,
      Low: null,
      High: null,
      OrgCount: 3,
      Answers: 15,
      Needed: 2,
      State: 'not-enough-organisations',
      Message: expect.stringContaining('2 more'),
    });
  });

  it('shows the benchmark alone when the organisation has no figure of its own', () => {
    expect(benchmarkEnps(own(null), five, 5)).toMatchObject({ Benchmark: 24, State: 'no-own-figure' });
  });
});
