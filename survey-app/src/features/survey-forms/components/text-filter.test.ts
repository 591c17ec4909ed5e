import { describe, expect, it } from 'vitest';
import { applyTextFilter } from './text-filter';

describe('textbox filtering by ValidationRegex', () => {
  it('Number(s) only refuses letters and keeps the previous value', () => {
    expect(applyTextFilter('12', '12a', 'Number(s) only', 200)).toBe('12');
    expect(applyTextFilter('12', '123', 'Number(s) only', 200)).toBe('123');
  });

  it('Alphabet only refuses digits; Alphanumeric only refuses punctuation', () => {
    expect(applyTextFilter('ab', 'ab1', 'Alphabet only', 200)).toBe('ab');
    expect(applyTextFilter('ab', 'ab c', 'Alphabet only', 200)).toBe('ab c');
    expect(applyTextFilter('ab1', 'ab1!', 'Alphanumeric only', 200)).toBe('ab1');
    expect(applyTextFilter('ab1', 'ab12', 'Alphanumeric only', 200)).toBe('ab12');
  });

  it('always allows the empty value', () => {
    expect(applyTextFilter('123', '', 'Number(s) only', 200)).toBe('');
    expect(applyTextFilter('abc', '', 'Alphabet only', 200)).toBe('');
  });

  it('cuts at MaxLength and leaves unfiltered boxes free', () => {
    expect(applyTextFilter('', 'abcdef', null, 4)).toBe('abcd');
    expect(applyTextFilter('', 'NA — anything!', '', 200)).toBe('NA — anything!');
  });
});
