import type { StoredAnswer } from '../answers/stored-answer';
import type { AnswerChange } from './answer-rules';

/** One item of a save as the store applies it: its checked change, and whether it removes the stored document. */
export interface SaveChange extends AnswerChange {
  /** Document: `DocumentUrl` sent empty without a file (an absent field keeps the document). */
  clearDocument: boolean;
}

const emptyRow = (change: AnswerChange): StoredAnswer => ({
  questionId: change.question.id,
  isCustomQuestion: change.question.isCustom,
  performance: null,
  importance: null,
  textAnswer: null,
  checkboxAnswer: null,
  fileId: null,
});

/**
 * The row an item leaves (a new file is stored by the caller): the fields it sends replace the stored
 * ones, the fields it leaves out keep them. The stored row is not changed.
 */
export function mergeChange(before: StoredAnswer | undefined, change: SaveChange): StoredAnswer {
  const row = before ? { ...before } : emptyRow(change);
  if (change.performance !== undefined) row.performance = change.performance;
  if (change.importance !== undefined) row.importance = change.importance;
  if (change.text !== undefined) row.textAnswer = change.text;
  if (change.checkbox !== undefined) row.checkboxAnswer = change.checkbox;
  if (change.clearDocument) row.fileId = null;
  return row;
}

const isEmpty = (row: StoredAnswer) =>
  row.performance === null &&
  row.importance === null &&
  row.textAnswer === null &&
  row.checkboxAnswer === null &&
  row.fileId === null;

const sameOptions = (a: string[] | null, b: string[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((v, i) => v === b[i]));

/**
 * Whether the row must be written: it differs from the stored one, or it is new and holds something
 * (an answer cleared before it was ever stored is nothing to store). A save that repeats what is stored
 * writes no row.
 */
export function needsWrite(before: StoredAnswer | undefined, row: StoredAnswer): boolean {
  if (!before) return !isEmpty(row);
  return (
    before.performance !== row.performance ||
    before.importance !== row.importance ||
    before.textAnswer !== row.textAnswer ||
    before.fileId !== row.fileId ||
    !sameOptions(before.checkboxAnswer, row.checkboxAnswer)
  );
}
