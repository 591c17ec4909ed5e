import { describe, expect, it } from 'vitest';
import { expectedAnswerMinutes } from './answering-time';

const pair = { type: 'Rating', area: 'People' };
const single = { type: 'Rating', area: 'Other' };

describe('expected answering time', () => {
  it('counts a rating pair of the four areas as two ratings of 20 s, rounded up to whole minutes', () => {
    expect(expectedAnswerMinutes([pair])).toBe(1);
    expect(expectedAnswerMinutes([pair, pair])).toBe(2); // 80 s
    expect(expectedAnswerMinutes(Array(3).fill(pair))).toBe(2); // 120 s
    expect(expectedAnswerMinutes(Array(40).fill(pair))).toBe(27); // 1,600 s
  });

  it('counts a rating of the Other area once, ticking boxes 20 s, a written answer or a document a minute', () => {
    expect(expectedAnswerMinutes(Array(3).fill(single))).toBe(1);
    expect(expectedAnswerMinutes(Array(4).fill(single))).toBe(2);
    expect(expectedAnswerMinutes([{ type: 'Checkbox', area: 'Other' }, single, single])).toBe(1);
    expect(
      expectedAnswerMinutes([
        { type: 'Textbox', area: 'Other' },
        { type: 'Document', area: 'Other' },
        { type: 'Checkbox', area: 'Other' },
      ]),
    ).toBe(3); // 140 s
  });

  it('is at least a minute, and a question the form cannot draw takes no time', () => {
    expect(expectedAnswerMinutes([])).toBe(1);
    expect(
      expectedAnswerMinutes([
        { type: null, area: 'People' },
        { type: 'Unknown', area: 'Other' },
      ]),
    ).toBe(1);
  });
});
