import type { AnswerState } from './question-model';

/** The typed parts of an answer; a chosen file cannot be kept in storage and stays in memory only. */
type KeptAnswer = Pick<AnswerState, 'answer' | 'importance' | 'checked'>;

export const draftKey = (inquiryId: string, userId: string) => `survey-draft:${inquiryId}:${userId}`;

/** Keeps the edits not yet saved on this browser, so a reload or a lost connection loses no typed text. */
export function keepDraft(key: string, answers: Record<string, AnswerState>): void {
  const kept: Record<string, KeptAnswer> = {};
  for (const [id, a] of Object.entries(answers))
    kept[id] = { answer: a.answer, importance: a.importance, checked: a.checked };
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or blocked storage leaves the edits in memory only.
  }
}

export function readDraft(key: string): Record<string, KeptAnswer> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, KeptAnswer>) : null;
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  localStorage.removeItem(key);
}

/** The loaded answers with the kept edits laid over them (only for questions the form still has). */
export function withDraft(
  answers: Record<string, AnswerState>,
  kept: Record<string, KeptAnswer>,
): Record<string, AnswerState> {
  const merged = { ...answers };
  for (const [id, a] of Object.entries(kept)) {
    if (!merged[id]) continue;
    merged[id] = {
      ...merged[id],
      answer: typeof a.answer === 'string' ? a.answer : merged[id].answer,
      importance: typeof a.importance === 'string' ? a.importance : merged[id].importance,
      checked: Array.isArray(a.checked) ? a.checked : merged[id].checked,
    };
  }
  return merged;
}
