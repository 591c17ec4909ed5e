import { EntityManager } from 'typeorm';
import { rawBoolean } from '../database/raw-values';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { textAnswerPage } from '../read-models/comment-answers.read-model';
import { completedFormIds } from '../read-models/completed-forms.read-model';
import { loadQuestionSet } from '../question-sets/question-set';
import type { CommentScope } from './comment-scope';

/** An open (Textbox) question of the inquiry's set. */
export interface OpenQuestion {
  key: string;
  id: number;
  isCustom: boolean;
  title: string;
  area: string;
}

export interface AnswerRow {
  id: number;
  respondentId: number;
  question: string;
  text: string | null;
}

export const questionKeyOf = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

const PAGE = 5000;

/** The inquiry's open questions, in form order (the question set of question-sets/question-set.ts). */
export async function openQuestions(
  m: EntityManager,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
): Promise<OpenQuestion[]> {
  return (await loadQuestionSet(m, inquiry))
    .filter((q) => q.fields.type === 'Textbox')
    .map((q) => ({
      key: questionKeyOf(q.isCustom, q.id),
      id: q.id,
      isCustom: q.isCustom,
      title: q.fields.title,
      area: q.fields.area,
    }));
}

/**
 * The completed forms a scope covers: every completed form (live), or the snapshot's — the first
 * `snapshotForms` completed forms in completion order (completed forms are never reopened or removed,
 * so these are the forms the snapshot was taken over).
 */
export async function formsOfScope(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  snapshotForms: number,
): Promise<number[]> {
  return completedFormIds(m, inquiryId, scope === 'snapshot' ? Math.max(0, Math.floor(snapshotForms)) : undefined);
}

/**
 * The stored text answers of the given forms, read in pages of PAGE rows by id (memory stays flat:
 * a page is handed on before the next is read). Raw rows: the analysis reads every answer once.
 */
export async function* textAnswers(
  m: EntityManager,
  inquiryId: number,
  forms: ReadonlySet<number>,
  questions: ReadonlySet<string>,
): AsyncGenerator<AnswerRow[]> {
  for (let after = 0; ;) {
    const rows = await textAnswerPage(m, inquiryId, after, PAGE);
    if (!rows.length) return;
    after = Number(rows[rows.length - 1].id);
    yield rows
      .map((r) => ({
        id: Number(r.id),
        respondentId: Number(r.respondent_id),
        question: questionKeyOf(rawBoolean(r.is_custom_question), Number(r.question_id)),
        text: r.text_answer,
      }))
      .filter((r) => forms.has(r.respondentId) && questions.has(r.question));
    if (rows.length < PAGE) return;
  }
}
