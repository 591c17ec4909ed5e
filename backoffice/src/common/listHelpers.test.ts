import { describe, expect, it } from 'vitest';
import { pageWindow } from './ListPagination';
import { sortInquiryTypes } from './inquiryTypeChoices';
import { truncate } from './Truncated';

describe('pageWindow', () => {
  it('shows up to three neighbouring pages kept inside the range', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([3, 4, 5]);
  });
});

describe('sortInquiryTypes', () => {
  it('sorts alphabetically ignoring case with Other last', () => {
    const rows = [{ InqType: 'other' }, { InqType: 'beta' }, { InqType: 'Alpha' }, { InqType: 'Charlie' }];
    expect(sortInquiryTypes(rows).map((r) => r.InqType)).toEqual(['Alpha', 'beta', 'Charlie', 'other']);
  });
});

describe('truncate', () => {
  it('cuts at 45 characters with an ellipsis', () => {
    expect(truncate('a'.repeat(45))).toBe('a'.repeat(45));
    expect(truncate('a'.repeat(46))).toBe(`${'a'.repeat(45)}...`);
  });
});
