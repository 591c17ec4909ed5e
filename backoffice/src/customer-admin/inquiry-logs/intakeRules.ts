import { DEFAULT_MAX_LENGTH, type IntakeAnswerItemDto } from '@portal/contracts';

export interface IntakeQuestion {
  id: number;
  Title: string;
  Description?: string;
  Type: string;
  MaxLength?: number | null;
}

export type IntakeAnswer = IntakeAnswerItemDto;

/** The progress bar: the integer of 100 ÷ count, times the current (1-based) question number. */
export function intakeProgress(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.trunc(100 / count) * index;
}

export const isCheckbox = (question: IntakeQuestion) => question.Type === 'Checkbox';

/** A checkbox is answered yes or no; a text answer must hold something besides spaces. */
export function isAnswered(question: IntakeQuestion, answer: string | undefined): boolean {
  if (isCheckbox(question)) return answer === 'yes' || answer === 'no';
  return (answer ?? '').trim() !== '';
}

export const maxLengthOf = (question: IntakeQuestion) => {
  const value = Number(question.MaxLength);
  return value > 0 ? value : DEFAULT_MAX_LENGTH;
};
