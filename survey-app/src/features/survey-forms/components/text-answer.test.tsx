import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormQuestion } from './question-model';
import { TextAnswer } from './text-answer';

const question = (regex: string | null, maxLength = 2000): FormQuestion => ({
  id: '9',
  wireId: '9',
  area: 'Other',
  type: 'Textbox',
  title: 'Biggest obstacle',
  description: '',
  maxLength,
  regex,
  ratingOptions: [],
  checkboxOptions: [],
  checkboxLabels: [],
  isCustom: false,
});

function Box({ q, initial = '', onChange }: { q: FormQuestion; initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TextAnswer
      q={q}
      value={value}
      disabled={false}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const box = () => screen.getByLabelText('Your answer') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
/** The line the box announces its problems in (one of the ids that describe it). */
const problem = () =>
  box()
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!)
    .find((el) => el.getAttribute('aria-live') === 'polite')!;

describe('TextAnswer', () => {
  it('keeps free text exactly as typed: punctuation, line breaks, spaces and any script', () => {
    const onChange = vi.fn();
    render(<Box q={question('Free text')} onChange={onChange} />);
    const typed = `Don't cut "this", please — 100% & ça va? <ok>\n  second line  `;
    type(typed);
    expect(box().value).toBe(typed);
    expect(onChange).toHaveBeenLastCalledWith(typed);
    expect(box().getAttribute('aria-invalid')).toBeNull();
    expect(box().hasAttribute('maxlength')).toBe(false);
  });

  it('refuses a character the rule does not admit visibly, naming the rule and the characters', () => {
    const onChange = vi.fn();
    render(<Box q={question('Alphanumeric only', 200)} initial="Too slow" onChange={onChange} />);
    expect(screen.getByText('Letters and numbers only')).toBeTruthy();
    type('Too slow!? Really');
    expect(box().value).toBe('Too slow');
    expect(onChange).not.toHaveBeenCalled();
    const status = problem();
    expect(status.textContent).toBe('“!”, “?” cannot be typed here (Letters and numbers only). Nothing was added.');
    expect(box().getAttribute('aria-describedby')).toContain(status.id);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    type('Too slow really');
    expect(box().value).toBe('Too slow really');
    expect(problem().textContent).toBe('');
  });

  it('names a stored answer that breaks its rule until it is corrected', () => {
    render(<Box q={question('Number(s) only', 200)} initial="4 2" />);
    expect(problem().textContent).toBe('space is not accepted here (Numbers only): remove it to save this answer.');
    type('42');
    expect(box().value).toBe('42');
    expect(problem().textContent).toBe('');
  });

  it('shows the counter near the limit and refuses a paste past it instead of cutting it', () => {
    render(<Box q={question('Free text', 10)} />);
    type('abcdefg');
    expect(screen.queryByText(/characters$/)).toBeNull();
    type('abcdefgh');
    expect(screen.getByText('8 / 10 characters')).toBeTruthy();
    type('abcdefgh and more');
    expect(box().value).toBe('abcdefgh');
    expect(problem().textContent).toBe('At most 10 characters: this would make 17. Nothing was added.');
    type('abcdefgh😀😀');
    expect(screen.getByText('10 / 10 characters')).toBeTruthy();
  });

  it('caps a MaxLength stored above 2,000 at 2,000', () => {
    render(<Box q={question('Free text', 5000)} initial={'x'.repeat(2000)} />);
    expect(screen.getByText('2000 / 2000 characters')).toBeTruthy();
    type('x'.repeat(2001));
    expect(box().value).toHaveLength(2000);
  });
});
