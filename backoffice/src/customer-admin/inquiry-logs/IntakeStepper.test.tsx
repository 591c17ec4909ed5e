import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntakeStepper } from './IntakeStepper';

const NO_INTAKE = 'No Intake Question Found.';
const PROMPT_TITLE = 'Diagnostic Recommendation';
import { intakeProgress } from './intakeRules';

const QUESTIONS = [
  { id: 11, Title: 'Main objective', Description: 'What should it decide?', Type: 'Textbox', MaxLength: 10 },
  { id: 12, Title: 'Recent reorganisation', Type: 'Checkbox' },
  { id: 13, Title: 'Sponsor', Type: 'Textbox', MaxLength: 50 },
];

const progressText = () => screen.getByTestId('intake-progress').textContent;
const answer = (value: string) => fireEvent.change(screen.getByLabelText('Answer'), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('intakeProgress', () => {
  it('is the share of answered questions, rounded down: 0 before any answer, 100 only when all are answered', () => {
    expect(intakeProgress(0, 3)).toBe(0);
    expect(intakeProgress(1, 3)).toBe(33);
    expect(intakeProgress(2, 3)).toBe(66);
    expect(intakeProgress(3, 3)).toBe(100);
    expect(intakeProgress(6, 7)).toBe(85);
    expect(intakeProgress(0, 0)).toBe(0);
  });
});

describe('IntakeStepper', { timeout: 60_000 }, () => {
  it('shows one question at a time with the integer progress, and needs an answer to move on', () => {
    render(<IntakeStepper questions={QUESTIONS} onSubmit={vi.fn()} />);
    expect(screen.getByText('Main objective')).toBeTruthy();
    expect(screen.queryByText('Recent reorganisation')).toBeNull();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(progressText()).toBe('0%');

    click('Next');
    expect(screen.getByText('This field is mandatory')).toBeTruthy();
    expect(screen.getByText('Main objective')).toBeTruthy();

    answer('   ');
    click('Next');
    expect(screen.getByText('Main objective')).toBeTruthy();

    answer('Grow abroad');
    expect(progressText()).toBe('33%');
    click('Next');
    expect(screen.getByText('Recent reorganisation')).toBeTruthy();
    // The unticked checkbox is no answer yet: the user has not decided it.
    expect(progressText()).toBe('33%');
  });

  it('keeps a text answer within the question MaxLength', () => {
    render(<IntakeStepper questions={QUESTIONS} onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('Answer') as HTMLTextAreaElement;
    expect(input.maxLength).toBe(10);
    answer('12345678901234');
    expect(input.value).toBe('1234567890');
  });

  it('answers a checkbox yes or no, goes back with Previous, and opens the prompt after the last', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<IntakeStepper questions={QUESTIONS} onSubmit={onSubmit} />);
    answer('Grow');
    click('Next');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(progressText()).toBe('66%');
    click('Next');
    expect(progressText()).toBe('66%');
    click('Previous');
    expect((screen.getByRole('checkbox', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    click('Next');
    answer('Finance director');
    expect(progressText()).toBe('100%');
    answer(' ');
    expect(progressText()).toBe('66%');
    answer('Finance director');
    click('Submit');

    expect(await screen.findByText(PROMPT_TITLE)).toBeTruthy();
    click('No');
    await waitFor(() => expect(screen.queryByText(PROMPT_TITLE)).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Sponsor')).toBeTruthy();

    click('Submit');
    await screen.findByText(PROMPT_TITLE);
    click('Yes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual([
      { IntakeId: 11, Answer: 'Grow' },
      { IntakeId: 12, Answer: 'yes' },
      { IntakeId: 13, Answer: 'Finance director' },
    ]);
  });

  it('sends an unticked checkbox as no and starts from earlier answers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<IntakeStepper questions={QUESTIONS.slice(0, 2)} initial={{ 11: 'Earlier' }} onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('Earlier');
    expect(progressText()).toBe('50%');
    click('Next');
    // Moving past the checkbox unticked decides it: no.
    expect(progressText()).toBe('50%');
    click('Submit');
    click('Yes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0][1]).toEqual({ IntakeId: 12, Answer: 'no' });
  });

  it('says so when the inquiry type has no intake questions', () => {
    render(<IntakeStepper questions={[]} onSubmit={vi.fn()} />);
    expect(screen.getByText(NO_INTAKE)).toBeTruthy();
  });
});
