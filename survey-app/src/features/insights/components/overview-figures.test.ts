import { describe, expect, it } from 'vitest';
import type { ImportancePerformanceDto } from '@portal/contracts';
import { areaFigures, participationRate } from './overview-figures';

const ipa = {
  Areas: [{ Area: 'Culture', MeanCrosshair: { Performance: 3.42, Importance: 4.1 } }, { Area: 'People', MeanCrosshair: null }],
  Items: [
    { Area: 'Culture', N: 9 },
    { Area: 'Culture', N: 12 },
    { Area: 'People', N: 4 },
  ],
} as unknown as ImportancePerformanceDto;

describe('areaFigures', () => {
  it('gives the area mean performance and importance and the N of its most answered question', () => {
    expect(areaFigures(ipa, 'Culture')).toEqual({ performance: 3.42, importance: 4.1, n: 12 });
    expect(areaFigures(ipa, 'People')).toEqual({ performance: null, importance: null, n: 4 });
  });

  it('has none while loading, when gated (no areas) or for an area without figures', () => {
    expect(areaFigures(undefined, 'Culture')).toBeNull();
    expect(areaFigures({ ...ipa, Areas: [], Items: [] }, 'Culture')).toBeNull();
    expect(areaFigures(ipa, 'Process')).toBeNull();
  });
});

describe('participationRate', () => {
  it('is completed forms over people invited, none before anyone is invited', () => {
    expect(participationRate(3, 7)).toBeCloseTo(3 / 7);
    expect(participationRate(0, 5)).toBe(0);
    expect(participationRate(0, 0)).toBeNull();
    expect(participationRate(8, 7)).toBe(1);
  });
});
