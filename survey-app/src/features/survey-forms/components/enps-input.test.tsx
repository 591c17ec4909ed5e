import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/set-language';
import { isAnswered } from './form-progress';
import { QuestionCard } from './question-card';
import { EMPTY_ANSWER, fromSurveyQuestion, type FormQuestion } from './question-model';
import { buildSurveySave, missingAnswers } from './survey-submission';

const question: FormQuestion = {
  id: 'custom-9',
  wireId: '9',
  area: 'Other',
  type: 'Enps',
  title: 'How likely are you to recommend Northwind as a place to work?',
  description: '',
  maxLength: 200,
  regex: null,
  ratingOptions: [],
  checkboxOptions: [],
  checkboxLabels: [],
  isCustom: true,
};

const card = (answer = EMPTY_ANSWER, onChange = vi.fn(), disabled = false) =>
  render(
    <QuestionCard
      question={question}
      number={3}
      answer={answer}
      disabled={disabled}
      inquiryId="1"
      otherFiles={[]}
      onChange={onChange}
    />,
  );

describe('the eNPS question on the form', () => {
  it('is one radio group 0-10 named by its question, the ends labelled in words', () => {
    card();
    const group = screen.getByRole('radiogroup', {
      name: `3. ${question.title} Your answer from 0 (not at all likely) to 10 (extremely likely)`,
    });
    const radios = group.querySelectorAll('input[type="radio"]');
    expect([...radios].map((r) => (r as HTMLInputElement).value)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    expect(screen.getByRole('radio', { name: '0 Not at all likely' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '10 Extremely likely' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '7' })).toBeTruthy();
    expect(screen.getByText('0 = Not at all likely')).toBeTruthy();
    expect(screen.getByText('10 = Extremely likely')).toBeTruthy();
  });

  it('reports the chosen score, 0 included, and shows it checked', () => {
    const onChange = vi.fn();
    const { rerender } = card(EMPTY_ANSWER, onChange);
    fireEvent.click(screen.getByRole('radio', { name: '0 Not at all likely' }));
    expect(onChange).toHaveBeenCalledWith({ answer: '0' });
    rerender(
      <QuestionCard
        question={question}
        number={3}
        answer={{ ...EMPTY_ANSWER, answer: '8' }}
        disabled={false}
        inquiryId="1"
        otherFiles={[]}
        onChange={onChange}
      />,
    );
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads its end labels in the reader’s language', async () => {
    try {
      await setLanguage('de');
      card();
      expect(screen.getByRole('radio', { name: '0 Sehr unwahrscheinlich' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: '10 Äußerst wahrscheinlich' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it('sends the score as it is (0 is an answer, not DK), counts it answered, and is required to submit', () => {
    const save = buildSurveySave(
      [question],
      { [question.id]: { ...EMPTY_ANSWER, answer: '0' } },
      { inquiryId: '5', customerUserId: '3' },
      'completed',
    );
    expect(save.SurveyAnswerDtos[0]).toMatchObject({ Answer: '0', ValueAnswer: '', IsCustomQuestion: 'true' });
    expect(isAnswered(question, { ...EMPTY_ANSWER, answer: '0' })).toBe(true);
    expect(missingAnswers([question], { [question.id]: { ...EMPTY_ANSWER, answer: '0' } })).toEqual({});
    expect(Object.keys(missingAnswers([question], { [question.id]: EMPTY_ANSWER }))).toEqual([question.id]);
  });

  it('reads a stored 0 back as 0', () => {
    const { answer } = fromSurveyQuestion({
      Id: 9,
      Title: question.title,
      Description: '',
      Area: 'Other',
      Type: 'Enps',
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: [],
      CheckBoxOptions: [],
      IsCustomQuestion: true,
      InquiryId: 1,
      CustomerUserId: 3,
      Answer: 0,
      ValueImportanceAnswer: null,
      CheckBoxOptionsAnswer: [],
      DocumentName: null,
      DownloadLink: null,
    } as unknown as Parameters<typeof fromSurveyQuestion>[0]);
    expect(answer.answer).toBe('0');
  });
});
