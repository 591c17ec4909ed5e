import { asksImportance } from './questions';

/**
 * Rough seconds a respondent spends on one answer: a rating 20 s (a question of the four areas asks two, performance
 * and importance), ticking boxes 20 s, a written answer or a document a minute. The start screen and the invitation
 * mails state the same figure from them.
 */
export const ANSWER_SECONDS = { rating: 20, Checkbox: 20, Textbox: 60, Document: 60 } as const;

/** A question as far as its answering time goes; a type the form cannot draw (null) takes none. */
export interface TimedQuestion {
  type: string | null;
  area: string;
}

function secondsFor({ type, area }: TimedQuestion): number {
  if (type === 'Rating') return ANSWER_SECONDS.rating * (asksImportance(type, area) ? 2 : 1);
  if (type === 'Checkbox' || type === 'Textbox' || type === 'Document') return ANSWER_SECONDS[type];
  return 0;
}

/** About how many minutes a form of these questions takes, rounded up to whole minutes, at least one. */
export function expectedAnswerMinutes(questions: readonly TimedQuestion[]): number {
  const seconds = questions.reduce((sum, q) => sum + secondsFor(q), 0);
  return Math.max(1, Math.ceil(seconds / 60));
}
