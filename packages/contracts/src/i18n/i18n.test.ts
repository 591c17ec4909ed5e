import { describe, expect, it } from 'vitest';
import { catalogueKeys, interpolate, lookup, missingKeys } from './catalogue';
import { formatDate, formatNumber, localeOf } from './format';

describe('message catalogues', () => {
  const en = { a: 'A', nested: { b: 'B %{n}', c: 'C' } };
  it('lists dotted keys and finds what another language lacks or leaves empty', () => {
    expect(catalogueKeys(en)).toEqual(['a', 'nested.b', 'nested.c']);
    expect(missingKeys(en, { a: 'A fr', nested: { b: ' ' } })).toEqual(['nested.b', 'nested.c']);
    expect(missingKeys(en, { a: 'x', nested: { b: 'y', c: 'z' } })).toEqual([]);
  });
  it('looks up and interpolates', () => {
    expect(lookup(en, 'nested.b')).toBe('B %{n}');
    expect(lookup(en, 'nested')).toBeUndefined();
    expect(interpolate('B %{n} %{m}', { n: 3 })).toBe('B 3 %{m}');
  });
});

describe('formats per language', () => {
  const day = new Date(Date.UTC(2026, 10, 24, 12));
  it('one date format per language, the same in both apps', () => {
    expect(formatDate(day, 'en')).toBe('24 Nov 2026');
    expect(formatDate(day, 'de')).toBe('24.11.2026');
    expect(formatDate(day, 'fr')).toMatch(/^24 nov\.? 2026$/);
    expect(formatDate('2026-11-24T12:00:00Z', 'xx')).toBe('24 Nov 2026');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
  it('numbers with the language separators', () => {
    expect(formatNumber(3.25, 'en', 2)).toBe('3.25');
    expect(formatNumber(3.25, 'de', 2)).toBe('3,25');
    expect(localeOf('es')).toBe('es-ES');
  });
});
