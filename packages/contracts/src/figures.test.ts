import { describe, expect, it } from 'vitest';
import { areaColorOf, areaMean, formatNumber, RATING_AXIS, roundFigure } from './index';

describe('figures as shown', () => {
  it('rounds half away from zero on the decimal value, never to −0', () => {
    expect(roundFigure(2.675)).toBe(2.68);
    expect(roundFigure(1.005)).toBe(1.01);
    expect(roundFigure(-0.125)).toBe(-0.13);
    expect(Object.is(roundFigure(-0.004), 0)).toBe(true);
    expect(roundFigure(0.12345, 4)).toBe(0.1235);
    expect(roundFigure(null)).toBeNull();
    expect(roundFigure(Number.NaN)).toBeNull();
  });

  it('gives a mean printed as 3.00 the colour of 3.00, and one printed as 2.99 the colour of 2.99', () => {
    for (const value of [2.995, 2.9951, 2.998, 3]) {
      expect(formatNumber(roundFigure(value), 'en', 2)).toBe('3.00');
      expect(areaColorOf(value)).toBe('blue');
    }
    expect(formatNumber(roundFigure(2.9949), 'en', 2)).toBe('2.99');
    expect(areaColorOf(2.9949)).toBe('yellow');
    expect([areaColorOf(3.745), areaColorOf(3.7449), areaColorOf(2.245), areaColorOf(2.2449)]).toEqual([
      'green',
      'blue',
      'yellow',
      'red',
    ]);
    expect(areaColorOf(null)).toBeNull();
  });

  it("takes an area's mean as the mean of its questions' means, each counting once", () => {
    // Question means 2.5 (over 2 ratings) and 2.75 (over 8): 2.625, not the pooled 2.7.
    expect(areaMean([2.5, 2.75])).toBe(2.625);
    expect(areaMean([null, 4, undefined])).toBe(4);
    expect(areaMean([null])).toBeNull();
    expect(areaMean([])).toBeNull();
  });

  it('draws rating axes over the scale 1-5', () => {
    expect(RATING_AXIS).toEqual({ min: 1, max: 5 });
  });
});
