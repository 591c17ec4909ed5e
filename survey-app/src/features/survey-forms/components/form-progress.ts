import { expectedAnswerMinutes } from '@portal/contracts';
import { isDoubleRating, type AnswerState, type FormQuestion } from './question-model';

/** Whether a question has an answer a reader would count: both ratings of a pair, text that is not blank, a ticked box, a document. */
export function isAnswered(q: FormQuestion, a: AnswerState | undefined): boolean {
  if (!a) return false;
  switch (q.type) {
    case 'Rating':
      return !!a.answer && (!isDoubleRating(q) || !!a.importance);
    case 'Enps':
      return a.answer !== '';
    case 'Textbox':
      return a.answer.trim() !== '';
    case 'Checkbox':
      return a.checked.length > 0;
    case 'Document':
      return !!a.file || !!a.documentName;
    default:
      return false;
  }
}

/** How many of the form's questions are answered, out of those the form draws. */
export function answeredCount(
  questions: FormQuestion[],
  answers: Record<string, AnswerState>,
): { answered: number; total: number } {
  const shown = questions.filter((q) => q.type !== null);
  return { answered: shown.filter((q) => isAnswered(q, answers[q.id])).length, total: shown.length };
}

/** Roughly how many minutes the form takes: the figure the invitation mail stated. */
export function estimatedMinutes(questions: FormQuestion[]): number {
  return expectedAnswerMinutes(questions);
}
