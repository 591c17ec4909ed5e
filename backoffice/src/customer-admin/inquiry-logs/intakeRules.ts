import { DEFAULT_MAX_LENGTH, type IntakeAnswerItemDto } from '@portal/contracts';

export interface IntakeQuestion {
  id: number;
  Title: string;
  Description?: string;
  Type: string;
  MaxLength?: number | null;
}

export type IntakeAnswer = IntakeAnswerItemDto;

/**
 * The progress bar: the share of questions answered, rounded down, so it reads 0% before the first answer and
 * 100% only once every question has one.
 */
export function intakeProgress(answered: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((Math.min(answered, count) * 100) / count);
}

/**
 * How many questions hold an answer. An unticked checkbox already means no, but it counts only once the
 * user has decided it (ticked, unticked or moved past it) or it came answered.
 */
export function answeredCount(
  questions: IntakeQuestion[],
  answers: Record<string, string>,
  decided: ReadonlySet<string>,
): number {
  return questions.filter((q) => {
    const key = String(q.id);
    return isAnswered(q, answers[key]) && (!isCheckbox(q) || decided.has(key));
  }).length;
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
