import { describe, expect, it } from 'vitest';
import {
  answerLimit,
  asksImportance,
  refusedCharacters,
  refusedCount,
  regexRule,
  textLength,
  typeLockedByArea,
  visibleCharacter,
} from './questions';

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

  it('Free text admits punctuation, line breaks and every script, and refuses control characters only', () => {
    const typed = 'Don\'t cut "this", please — 100% & ça va? <ok>\nΣ日本\t😀';
    expect(regexRule('Free text')!.pattern.test(typed)).toBe(true);
    expect(refusedCharacters(typed, 'Free text')).toEqual([]);
    expect(refusedCharacters('a\u0000b\u0007', 'Free text')).toEqual(['\u0000', '\u0007']);
    expect(refusedCharacters('a\ud800b', 'Free text')).toEqual(['\ud800']);
    expect(refusedCharacters('😀', 'Free text')).toEqual([]);
  });

  it('names every refused character once, in order, and counts repeats', () => {
    expect(refusedCharacters('Too slow!! Really?', 'Alphanumeric only')).toEqual(['!', '?']);
    expect(refusedCount('Too slow!! Really?', 'Alphanumeric only')).toBe(3);
    expect(refusedCharacters('4 2', 'Number(s) only')).toEqual([' ']);
    expect(refusedCharacters('R2D2', 'Alphabet only')).toEqual(['2']);
    expect(refusedCharacters('anything!', null)).toEqual([]);
    const names = { space: 'space', lineBreak: 'line break', tab: 'tab' };
    expect([' ', '\n', '\t', '!', '\u00a0', '\u0007'].map((c) => visibleCharacter(c, names))).toEqual([
      'space',
      'line break',
      'tab',
      '“!”',
      'U+00A0',
      'U+0007',
    ]);
  });

  it('counts characters as code points and caps every answer at 2,000', () => {
    expect(textLength('ça va 😀')).toBe(7);
    expect(answerLimit(null)).toBe(200);
    expect(answerLimit(0)).toBe(200);
    expect(answerLimit(150)).toBe(150);
    expect(answerLimit(10_000)).toBe(2000);
  });
});
