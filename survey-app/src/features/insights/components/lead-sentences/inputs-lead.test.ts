import { describe, expect, it } from 'vitest';
import type { InputItem } from '@portal/contracts';
import { inputsLead } from './inputs-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');
const row = (Questiondescription: string, AverageRating: number | null, AverageValue: number | null = 4) =>
  ({ Questiondescription, AverageRating, AverageValue }) as InputItem;

describe('inputsLead (an area’s bars)', () => {
  it('names the questions rated lowest and highest for performance, with the bars’ figures', () => {
    const rows = [row('Roles are clear', 3.6), row('Decisions are made quickly', 2.4), row('Teams share goals', 3.1)];
    expect(inputsLead(rows, en)).toBe(
      'Of these questions, the lowest performance is for “Decisions are made quickly” (2.40 of 5) and the highest for “Roles are clear” (3.60).',
    );
  });

  it('names every question of a tie', () => {
    const rows = [row('A', 2.5), row('B', 2.5), row('C', 4)];
    expect(inputsLead(rows, en)).toBe(
      'Of these questions, the lowest performance is for “A” and “B” (2.50 of 5) and the highest for “C” (4.00).',
    );
  });

  it('quotes a title without its closing full stop, which would end the sentence early', () => {
    const rows = [row('Roles are clear.', 3.6), row('Decisions are made quickly.', 2.4)];
    expect(inputsLead(rows, en)).toBe(
      'Of these questions, the lowest performance is for “Decisions are made quickly” (2.40 of 5) and the highest for “Roles are clear” (3.60).',
    );
  });

  it('gives a single question’s two figures', () => {
    expect(inputsLead([row('Roles are clear', 3.2, 4.1)], en)).toBe(
      '“Roles are clear”: performance 3.20 of 5, importance 4.10.',
    );
  });

  it('leaves out withheld questions and those answered only with Don’t Know', () => {
    const rows = [
      { ...row('Hidden', null, null), Withheld: true },
      row('Only DK', null, null),
      row('Roles are clear', 3.2, 4.1),
    ];
    expect(inputsLead(rows, en)).toBe('“Roles are clear”: performance 3.20 of 5, importance 4.10.');
  });

  it('says there are not enough answers when no bar can be drawn, and nothing for an empty area', () => {
    expect(inputsLead([{ ...row('Hidden', null, null), Withheld: true }], en)).toBe(
      'Not enough answers yet to show figures for these questions.',
    );
    expect(inputsLead([], en)).toBeNull();
  });

  it('says all questions are alike when their performance is', () => {
    expect(inputsLead([row('A', 3), row('B', 3)], en)).toBe(
      'These questions all have the same performance: 3.00 of 5.',
    );
  });
});
