import { describe, expect, it } from 'vitest';
import { applyTextEdit, characterList, filterHint, showsCount, textProblem } from './text-filter';

const PUNCTUATED = `Don't cut "this", please — 100% & ça va? <ok>`;

describe('text answer edits under the ValidationRegex rules', () => {
  it('Free text takes punctuation, line breaks and any script exactly as typed', () => {
    expect(applyTextEdit('', PUNCTUATED, 'Free text', 2000)).toEqual({ value: PUNCTUATED, refusal: null });
    const lines = '  two\nlines\tΣ 日本 😀  ';
    expect(applyTextEdit('', lines, 'Free text', 2000).value).toBe(lines);
    expect(filterHint('Free text')).toBeNull();
  });

  it('refuses an edit that adds a refused character whole, naming each new one', () => {
    expect(applyTextEdit('12', '12a', 'Number(s) only', 200)).toEqual({
      value: '12',
      refusal: { kind: 'characters', chars: ['a'] },
    });
    expect(applyTextEdit('ab1', 'ab1 Too slow!? ', 'Alphanumeric only', 200)).toEqual({
      value: 'ab1',
      refusal: { kind: 'characters', chars: ['!', '?'] },
    });
    expect(applyTextEdit('ab', 'ab c', 'Alphabet only', 200)).toEqual({ value: 'ab c', refusal: null });
    expect(applyTextEdit('ab', 'ab1', 'Alphabet only', 200).value).toBe('ab');
  });

  it('lets a stored answer that breaks its rule be corrected: removing is always taken', () => {
    expect(applyTextEdit('Too slow!!', 'Too slow!', 'Alphanumeric only', 200)).toEqual({
      value: 'Too slow!',
      refusal: null,
    });
    expect(applyTextEdit('Too slow!', 'Too very slow!', 'Alphanumeric only', 200).value).toBe('Too very slow!');
    expect(applyTextEdit('Too slow!', 'Too slow!!', 'Alphanumeric only', 200).refusal).toEqual({
      kind: 'characters',
      chars: ['!'],
    });
    expect(applyTextEdit('123', '', 'Number(s) only', 200)).toEqual({ value: '', refusal: null });
  });

  it('refuses a paste past the limit instead of cutting it, counting characters as people do', () => {
    expect(applyTextEdit('', 'abcdef', null, 4)).toEqual({ value: '', refusal: { kind: 'length', count: 6 } });
    expect(applyTextEdit('', '😀😀😀😀', 'Free text', 4)).toEqual({ value: '😀😀😀😀', refusal: null });
    expect(applyTextEdit('abcdef', 'abcde', null, 4)).toEqual({ value: 'abcde', refusal: null });
  });

  it('says which rule and which characters, in words for the invisible ones', () => {
    expect(characterList([' ', '\n', '\r', '!'])).toBe('space, line break, “!”');
    expect(textProblem('12', 'Number(s) only', 200, { kind: 'characters', chars: [' ', 'x'] })).toBe(
      'space, “x” cannot be typed here (Numbers only). Nothing was added.',
    );
    expect(textProblem('abc', null, 4, { kind: 'length', count: 6 })).toBe(
      'At most 4 characters: this would make 6. Nothing was added.',
    );
    expect(textProblem('Too slow!', 'Alphanumeric only', 200, null)).toBe(
      '“!” is not accepted here (Letters and numbers only): remove it to save this answer.',
    );
    expect(textProblem('Too slow', 'Alphanumeric only', 200, null)).toBeNull();
  });

  it('shows the counter from 80 % of the limit', () => {
    expect(showsCount('x'.repeat(1599), 2000)).toBe(false);
    expect(showsCount('x'.repeat(1600), 2000)).toBe(true);
  });
});
