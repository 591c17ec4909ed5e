import { describe, expect, it } from 'vitest';
import type { ImportancePerformanceDto, TrendDto } from '@portal/contracts';
import { areaFigures, areaTrend, participationRate } from './overview-figures';

const ipa = {
  Areas: [
    { Area: 'Culture', MeanCrosshair: { Performance: 3.42, Importance: 4.1 } },
    { Area: 'People', MeanCrosshair: null },
  ],
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

describe('areaTrend', () => {
  const change = (Performance: number | null, PerformanceSignificant = false) => ({
    Performance,
    Importance: 0,
    Significant: PerformanceSignificant,
    PerformanceSignificant,
  });
  const trend = {
    Enough: true,
    Areas: [
      { Area: 'Culture', Change: change(0.4, true) },
      { Area: 'People', Change: change(-0.25) },
      { Area: 'Process', Change: change(0) },
      { Area: 'Structure', Change: null },
    ],
  } as unknown as TrendDto;

  it('points up, down or flat by the change in mean performance, with its significance', () => {
    expect(areaTrend(trend, 'Culture')).toEqual({ direction: 'up', change: 0.4, significant: true });
    expect(areaTrend(trend, 'People')).toEqual({ direction: 'down', change: -0.25, significant: false });
    expect(areaTrend(trend, 'Process')).toEqual({ direction: 'flat', change: 0, significant: false });
  });

  it('has no arrow without two rounds with figures, without a change or before the read arrives', () => {
    expect(areaTrend(trend, 'Structure')).toBeNull();
    expect(areaTrend({ ...trend, Enough: false }, 'Culture')).toBeNull();
    expect(areaTrend(undefined, 'Culture')).toBeNull();
    expect(
      areaTrend({ ...trend, Areas: [{ Area: 'Culture', Change: change(null) }] } as unknown as TrendDto, 'Culture'),
    ).toBeNull();
  });
});
