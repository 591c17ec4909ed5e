import { fireEvent, render, screen } from '@testing-library/react';
import { OTHER_AREA } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { QuestionCard } from './question-card';
import { EMPTY_ANSWER, type FormQuestion } from './question-model';
import { setLanguage } from '../../../lib/i18n/set-language';
import { RatingInput } from './rating-input';
import { buildSurveySave } from './survey-submission';

const question: FormQuestion = {
  id: '7',
  wireId: '7',
  area: 'People',
  type: 'Rating',
  title: 'Roles are clear',
  description: '',
  maxLength: 200,
  regex: null,
  ratingOptions: [],
  checkboxOptions: [],
  checkboxLabels: [],
  isCustom: false,
};

describe('RatingInput', () => {
  it('is a named radio group of 1 Very Low … 5 Very High and DK', () => {
    render(<RatingInput legend="Importance" value="" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Importance' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    for (const name of ['1 Very Low', '2 Low', '3 Average', '4 High', '5 Very High', "DK Don't Know"]) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
  });

  it('reports the chosen value and shows it checked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RatingInput legend="Importance" value="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: "DK Don't Know" }));
    expect(onChange).toHaveBeenCalledWith('DK');
    rerender(<RatingInput legend="Importance" value="4" onChange={onChange} />);
    expect((screen.getByRole('radio', { name: '4 High' }) as HTMLInputElement).checked).toBe(true);
  });

  it("marks Don't Know in the reader's language: WN in German, NSP in French, NS in Spanish", async () => {
    try {
      for (const [language, name] of [
        ['de', 'WN Weiß nicht'],
        ['fr', 'NSP Ne sais pas'],
        ['es', 'NS No sabe'],
      ] as const) {
        await setLanguage(language);
        const { unmount } = render(<RatingInput legend="Importance" value="" onChange={() => undefined} />);
        expect(screen.getByRole('radio', { name })).toBeTruthy();
        expect(screen.queryByText('DK')).toBeNull();
        unmount();
      }
    } finally {
      await setLanguage('en');
    }
  });

  it('is disabled as a whole on a read-only form', () => {
    render(<RatingInput legend="Importance" value="2" onChange={() => undefined} disabled />);
    expect((screen.getByRole('group', { name: 'Importance' }) as HTMLFieldSetElement).disabled).toBe(true);
  });
});

describe('double rating with DK', () => {
  it('asks performance and importance; DK on one sets DK on both', () => {
    const onChange = vi.fn();
    render(
      <QuestionCard
        question={question}
        number={1}
        answer={EMPTY_ANSWER}
        disabled={false}
        inquiryId="1"
        otherFiles={[]}
        onChange={onChange}
      />,
    );
    const performance = screen.getByRole('group', { name: 'Attribute performance' });
    expect(screen.getByRole('group', { name: 'Importance' })).toBeTruthy();
    fireEvent.click(performance.querySelector('input[value="DK"]')!);
    expect(onChange).toHaveBeenCalledWith({ answer: 'DK', importance: 'DK' });
  });

  it('sends DK as 0 for both answer and importance', () => {
    const save = buildSurveySave(
      [question],
      { '7': { ...EMPTY_ANSWER, answer: 'DK', importance: 'DK' } },
      { inquiryId: '5', customerUserId: '3' },
      'saveasdraft',
    );
    expect(save.SurveyAnswerDtos[0].Answer).toBe('0');
    expect(save.SurveyAnswerDtos[0].ValueAnswer).toBe('0');
    expect(save.SurveyAnswerDtos[0].DiagnosticId).toBe('7');
    expect(save.Status).toBe('saveasdraft');
  });

  it('names each rating group with its question and its legend, so a screen reader knows what is rated', () => {
    render(
      <QuestionCard
        question={question}
        number={1}
        answer={EMPTY_ANSWER}
        disabled={false}
        inquiryId="1"
        otherFiles={[]}
        onChange={() => undefined}
      />,
    );
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((g) => g.getAttribute('aria-labelledby')?.split(' ').length)).toEqual([2, 2]);
    expect(screen.getByRole('radiogroup', { name: '1. Roles are clear Attribute performance' })).toBe(groups[0]);
    expect(screen.getByRole('radiogroup', { name: '1. Roles are clear Importance' })).toBe(groups[1]);
  });

  it('names a single rating with its question too', () => {
    render(
      <QuestionCard
        question={{ ...question, area: OTHER_AREA, ratingOptions: ['Yes', 'No'] }}
        number={3}
        answer={EMPTY_ANSWER}
        disabled={false}
        inquiryId="1"
        otherFiles={[]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: '3. Roles are clear Your answer' })).toBeTruthy();
  });

  it('shows Required Component Not Found. for an unknown type', () => {
    render(
      <QuestionCard
        question={{ ...question, type: null }}
        number={1}
        answer={EMPTY_ANSWER}
        disabled={false}
        inquiryId="1"
        otherFiles={[]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('Required Component Not Found.')).toBeTruthy();
  });
});
