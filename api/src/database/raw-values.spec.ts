import { rawBoolean, rawJsonList, rawNumberOrNull, rawNumberOrZero } from './raw-values';

describe('raw row values', () => {
  it('reads booleans as either engine answers them', () => {
    expect([true, 1, '1'].map(rawBoolean)).toEqual([true, true, true]);
    expect([false, 0, '0', null, undefined].map(rawBoolean)).toEqual([false, false, false, false, false]);
  });

  it('keeps NULL as null, or as 0 for sums and counts; strings of numbers become numbers', () => {
    expect([null, undefined, '12.50', 3].map(rawNumberOrNull)).toEqual([null, null, 12.5, 3]);
    expect([null, undefined, '7', 0].map(rawNumberOrZero)).toEqual([0, 0, 7, 0]);
  });

  it('reads simple-json lists, NULL and empty text as null', () => {
    expect(rawJsonList('["a","b"]')).toEqual(['a', 'b']);
    expect(rawJsonList(null)).toBeNull();
    expect(rawJsonList('')).toBeNull();
  });
});
