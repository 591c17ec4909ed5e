import { describe, expect, it } from 'vitest';
import type { BenchmarkArea, BenchmarkDto, BenchmarkQuestion } from '@portal/contracts';
import { benchmarkAreasLead, benchmarkQuestionsLead } from './benchmark-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');

const figures = (Value: number | null, Benchmark: number | null) => ({
  Value,
  N: 9,
  Ci95: Value === null ? null : [Value - 0.3, Value + 0.3],
  Benchmark,
  BenchmarkCi95: Benchmark === null ? null : [Benchmark - 0.2, Benchmark + 0.2],
  OrgCount: 6,
  Percentile: 50,
});
const area = (Area: BenchmarkArea['Area'], ours: number | null, pool: number | null): BenchmarkArea => ({
  Area,
  ...figures(ours, pool),
});
const question = (Id: number, Title: string, ours: number | null, pool: number | null): BenchmarkQuestion => ({
  Id,
  Title,
  Area: 'Culture',
  ...figures(ours, pool),
});
const bench = (Areas: BenchmarkArea[], Questions: BenchmarkQuestion[] = [], over: Partial<BenchmarkDto> = {}) =>
  ({
    InquiryId: 7,
    OrgCount: 6,
    MinOrgs: 5,
    Shown: true,
    Needed: 0,
    State: 'shown',
    Message: null,
    ReleasedAt: null,
    Areas,
    Questions,
    ...over,
  }) as BenchmarkDto;

describe('benchmarkAreasLead', () => {
  it('counts the areas above the benchmark and names the one furthest below', () => {
    const data = bench([
      area('Culture', 3.6, 3.3),
      area('People', 3.9, 3.5),
      area('Process', 2.6, 3.2),
      area('Structure', 3.1, 3.2),
    ]);
    expect(benchmarkAreasLead(data, en)).toBe(
      'Your organisation is above the benchmark in 2 of 4 areas; Process is furthest below it (2.60 against 3.20).',
    );
  });

  it('compares the printed figures: 3.204 against 3.2 is level, not above', () => {
    const data = bench([area('Culture', 3.204, 3.2), area('People', 3.9, 3.5)]);
    expect(benchmarkAreasLead(data, en)).toBe(
      'Your organisation is above the benchmark in 1 of 2 areas and below it in none.',
    );
  });

  it('says level in every area, and leaves out areas the benchmark lacks', () => {
    const data = bench([area('Culture', 3.2, 3.2), area('People', 3.9, null)]);
    expect(benchmarkAreasLead(data, en)).toBe(
      'Your organisation is level with the benchmark in the one area compared.',
    );
    const both = bench([area('Culture', 3.2, 3.2), area('People', 3.5, 3.5)]);
    expect(benchmarkAreasLead(both, en)).toBe('Your organisation is level with the benchmark in all 2 areas.');
  });

  it('claims nothing while the benchmark is not shown or the inquiry has no figures of its own', () => {
    expect(benchmarkAreasLead(bench([], [], { Shown: false, State: 'not-enough-organisations' }), en)).toBeNull();
    expect(benchmarkAreasLead(bench([area('Culture', null, 3.2)], [], { State: 'no-figures' }), en)).toBeNull();
    expect(benchmarkAreasLead(bench([area('Culture', null, 3.2)]), en)).toBe(
      'No area can be compared with the benchmark yet.',
    );
  });
});

describe('benchmarkQuestionsLead', () => {
  it('counts the questions above and names the one furthest below, first in the list on a tie', () => {
    const data = bench(
      [],
      [
        question(1, 'Shared values', 3.4, 3.1),
        question(2, 'Roles are clear', 2.8, 3.3),
        question(3, 'Handovers work', 2.9, 3.4),
        question(4, 'Too few', 3, null),
      ],
    );
    expect(benchmarkQuestionsLead(data, en)).toBe(
      'Your organisation is above the benchmark on 1 of 3 questions; “Roles are clear” is furthest below it (2.80 against 3.30).',
    );
  });

  it('says when too few organisations rated the questions', () => {
    expect(benchmarkQuestionsLead(bench([], [question(1, 'Shared values', 3.4, null)]), en)).toBe(
      'Too few organisations rated these questions for a comparison yet.',
    );
  });
});
