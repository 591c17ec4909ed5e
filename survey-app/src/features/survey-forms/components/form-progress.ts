import { isDoubleRating, type AnswerState, type FormQuestion } from './question-model';

/** Whether a question has an answer a reader would count: both ratings of a pair, text that is not blank, a ticked box, a document. */
export function isAnswered(q: FormQuestion, a: AnswerState | undefined): boolean {
  if (!a) return false;
  switch (q.type) {
    case 'Rating':
      return !!a.answer && (!isDoubleRating(q) || !!a.importance);
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

// Rough reading and choosing times: a rating pair about half a minute, a written answer a minute.
const SECONDS: Record<string, number> = { Rating: 30, Textbox: 60, Checkbox: 20, Document: 60 };

/** Roughly how many minutes the form takes, at least one. */
export function estimatedMinutes(questions: FormQuestion[]): number {
  const seconds = questions.reduce((sum, q) => sum + (q.type ? SECONDS[q.type] : 0), 0);
  return Math.max(1, Math.round(seconds / 60));
}
