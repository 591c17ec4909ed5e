import { asksImportance as ratingAsksImportance, FORM_AREA_ORDER, QuestionArea } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import type { StoredAnswer } from '../answers/stored-answer';
import { QuestionFields } from '../common/domain/question-fields';
import { rawJsonList, rawNumberOrNull } from '../database/raw-values';
import type { StoredFile } from '../files/stored-file.entity';
import type { Inquiry } from '../inquiries/inquiry.entity';

export interface SetQuestion {
  id: number;
  isCustom: boolean;
  fields: QuestionFields;
}

export const questionKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

/** Rating questions of the four areas ask importance as well as performance (decisions.md §4). */
export const asksImportance = (q: SetQuestion) => ratingAsksImportance(q.fields.type, q.fields.area);

const FIELD_COLUMNS = 'q.id, q.title, q.type, q.description, q.area, q.max_length, q.validation_regex, q.rating_options, q.checkbox_options';

interface QuestionRow {
  id: number;
  title: string;
  type: string;
  description: string;
  area: string;
  max_length: number | null;
  validation_regex: string | null;
  rating_options: string | null;
  checkbox_options: string | null;
}

const toSetQuestion = (isCustom: boolean) => (r: QuestionRow): SetQuestion => ({
  id: Number(r.id),
  isCustom,
  fields: {
    title: r.title,
    type: r.type,
    description: r.description,
    area: r.area,
    maxLength: rawNumberOrNull(r.max_length),
    validationRegex: r.validation_regex,
    ratingOptions: rawJsonList(r.rating_options),
    checkboxOptions: rawJsonList(r.checkbox_options),
  },
});

/**
 * The question set of an inquiry (decisions.md §4): the diagnostic questions of every pathway
 * of its type plus its Approved custom questions, in group order, library questions first.
 * Read as plain rows: every form read and save needs it, and hydrating ~120 entities through
 * the ORM was the largest share of a form read's CPU.
 */
export async function loadQuestionSet(m: EntityManager, inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>): Promise<SetQuestion[]> {
  const [diagnostic, custom] = await Promise.all([
    m.query(
      `SELECT ${FIELD_COLUMNS} FROM diagnostic_questions q INNER JOIN pathways p ON p.id = q.pathway_id
       WHERE p.inquiry_type_id = ? ORDER BY q.pathway_id, q.id`,
      [inquiry.inquiryTypeId],
    ) as Promise<QuestionRow[]>,
    m.query(`SELECT ${FIELD_COLUMNS} FROM custom_questions q WHERE q.inquiry_id = ? AND q.status = 'Approved' ORDER BY q.id`, [inquiry.id]) as Promise<
      QuestionRow[]
    >,
  ]);
  const all: SetQuestion[] = [...diagnostic.map(toSetQuestion(false)), ...custom.map(toSetQuestion(true))];
  const rank = (q: SetQuestion) => {
    const n = FORM_AREA_ORDER.indexOf(q.fields.area as QuestionArea);
    return n === -1 ? FORM_AREA_ORDER.length : n;
  };
  return all.map((q, n) => ({ q, n })).sort((a, b) => rank(a.q) - rank(b.q) || a.n - b.n).map(({ q }) => q);
}

/** Answers by question key, with the files they point to. */
export function indexAnswers(answers: StoredAnswer[], files: StoredFile[]) {
  const fileById = new Map(files.map((f) => [f.id, f]));
  return {
    byKey: new Map(answers.map((a) => [questionKey(a.isCustomQuestion, a.questionId), a])),
    fileOf: (a: StoredAnswer | undefined) => (a?.fileId ? fileById.get(a.fileId) : undefined),
  };
}
