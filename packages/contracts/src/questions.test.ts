import { describe, expect, it } from 'vitest';
import { asksImportance, regexRule, typeLockedByArea } from './questions';

describe('question rules shared by the apps and the API', () => {
  it('locks the type to Rating in the four result areas only', () => {
    expect(typeLockedByArea('Culture')).toBe(true);
    expect(typeLockedByArea('Other')).toBe(false);
    expect(typeLockedByArea('')).toBe(false);
    expect(asksImportance('Rating', 'People')).toBe(true);
    expect(asksImportance('Rating', 'Other')).toBe(false);
    expect(asksImportance('Textbox', 'People')).toBe(false);
  });

  it('names three regex rules; letters include accented ones, spaces pass, empty passes', () => {
    expect(regexRule('Alphabet only')!.pattern.test('Zoë Ångström')).toBe(true);
    expect(regexRule('Alphabet only')!.pattern.test('R2D2')).toBe(false);
    expect(regexRule('Number(s) only')!.pattern.test('0042')).toBe(true);
    expect(regexRule('Number(s) only')!.pattern.test('4 2')).toBe(false);
    expect(regexRule('Alphanumeric only')!.pattern.test('')).toBe(true);
    expect(regexRule('^.*$')).toBeNull();
    expect(regexRule(null)).toBeNull();
  });
});
