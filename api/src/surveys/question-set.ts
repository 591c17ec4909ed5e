import { asksImportance as ratingAsksImportance, FORM_AREA_ORDER, QuestionArea } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import type { RowReader } from '../database/read-database';
import type { StoredAnswer } from '../answers/stored-answer';
import { QuestionFields } from '../questions/question-fields';
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

const FIELD_COLUMNS =
  'q.id, q.title, q.type, q.description, q.area, q.max_length, q.validation_regex, q.rating_options, q.checkbox_options';
const ANSWER_COLUMNS =
  'a.performance, a.importance, a.text_answer, a.checkbox_answer, a.file_id, f.original_name AS file_name';
const NO_ANSWER_COLUMNS =
  'NULL AS performance, NULL AS importance, NULL AS text_answer, NULL AS checkbox_answer, NULL AS file_id, NULL AS file_name';

interface QuestionRow {
  id: number;
  is_custom: number | string;
  title: string;
  type: string;
  description: string;
  area: string;
  max_length: number | null;
  validation_regex: string | null;
  rating_options: string | null;
  checkbox_options: string | null;
}

interface QuestionAnswerRow extends QuestionRow {
  performance: number | null;
  importance: number | null;
  text_answer: string | null;
  checkbox_answer: string | null;
  file_id: number | null;
  file_name: string | null;
}

const toSetQuestion = (r: QuestionRow): SetQuestion => ({
  id: Number(r.id),
  isCustom: Number(r.is_custom) === 1,
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

/** Library questions first (by pathway, then id), then the custom ones, in area order (a stable sort). */
function inFormOrder<T>(items: T[], question: (item: T) => SetQuestion): T[] {
  const rank = (q: SetQuestion) => {
    const n = FORM_AREA_ORDER.indexOf(q.fields.area as QuestionArea);
    return n === -1 ? FORM_AREA_ORDER.length : n;
  };
  return items
    .map((item, n) => ({ item, n }))
    .sort((a, b) => rank(question(a.item)) - rank(question(b.item)) || a.n - b.n)
    .map(({ item }) => item);
}

/**
 * The set's questions in one statement; with a respondent, each with that respondent's answer and its
 * file's name beside it (a form read is then two statements: the form's row and this).
 */
function questionSetQuery(
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
  respondentId?: number,
  withAnswers = respondentId !== undefined,
): { sql: string; params: unknown[] } {
  const answers = (custom: 0 | 1) =>
    !withAnswers
      ? ''
      : ` LEFT JOIN survey_answers a ON a.respondent_id = ? AND a.question_id = q.id AND a.is_custom_question = ${custom} LEFT JOIN stored_files f ON f.id = a.file_id`;
  const columns = withAnswers ? ANSWER_COLUMNS : NO_ANSWER_COLUMNS;
  // A completed form keeps the question set it was completed with: custom questions approved later are not in it.
  const approvedInTime =
    respondentId === undefined
      ? ''
      : ` AND NOT EXISTS (SELECT 1 FROM respondents r WHERE r.id = ? AND r.status = 'completed' AND r.submitted_at < q.approved_at)`;
  const sql = `SELECT 0 AS is_custom, q.pathway_id AS grp, q.id AS qid, ${FIELD_COLUMNS}, ${columns} FROM diagnostic_questions q INNER JOIN pathways p ON p.id = q.pathway_id${answers(0)}
     WHERE p.inquiry_type_id = ?
     UNION ALL
     SELECT 1 AS is_custom, 0 AS grp, q.id AS qid, ${FIELD_COLUMNS}, ${columns} FROM custom_questions q${answers(1)}
     WHERE q.inquiry_id = ? AND q.status = 'Approved'${approvedInTime}
     ORDER BY is_custom, grp, qid`;
  const answerParams = withAnswers ? [respondentId] : [];
  const params = [
    ...answerParams,
    inquiry.inquiryTypeId,
    ...answerParams,
    inquiry.id,
    ...(respondentId === undefined ? [] : [respondentId]),
  ];
  return { sql, params };
}

/**
 * The question set of an inquiry (decisions.md §4): the diagnostic questions of every pathway
 * of its type plus its Approved custom questions, in group order, library questions first.
 * For one respondent's form (respondentId): once completed, only the custom questions approved by then.
 * Read as plain rows: every form read and save needs it, and hydrating ~120 entities through
 * the ORM was the largest share of a form read's CPU.
 */
export async function loadQuestionSet(
  m: EntityManager,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
  respondentId?: number,
): Promise<SetQuestion[]> {
  const { sql, params } = questionSetQuery(inquiry, respondentId, false);
  return inFormOrder(((await m.query(sql, params)) as QuestionRow[]).map(toSetQuestion), (q) => q);
}

/** A form file's id and name, as the form shows it. */
export type FormFile = Pick<StoredFile, 'id' | 'originalName'>;

/** The question set with one respondent's answers to it and the files they point to, in one statement. */
export async function loadQuestionSetWithAnswers(
  m: RowReader,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
  respondentId: number,
): Promise<{ questions: SetQuestion[]; answers: StoredAnswer[]; files: FormFile[] }> {
  const { sql, params } = questionSetQuery(inquiry, respondentId);
  const rows = inFormOrder(
    ((await m.query(sql, params)) as QuestionAnswerRow[]).map((r) => ({ r, q: toSetQuestion(r) })),
    (x) => x.q,
  );
  const answers: StoredAnswer[] = [];
  const files: FormFile[] = [];
  for (const { r, q } of rows) {
    const fileId = rawNumberOrNull(r.file_id);
    const answered =
      r.performance !== null ||
      r.importance !== null ||
      r.text_answer !== null ||
      r.checkbox_answer !== null ||
      fileId !== null;
    if (!answered) continue;
    answers.push({
      questionId: q.id,
      isCustomQuestion: q.isCustom,
      performance: rawNumberOrNull(r.performance),
      importance: rawNumberOrNull(r.importance),
      textAnswer: r.text_answer,
      checkboxAnswer: rawJsonList(r.checkbox_answer),
      fileId,
    });
    if (fileId !== null && r.file_name !== null) files.push({ id: fileId, originalName: r.file_name });
  }
  return { questions: rows.map(({ q }) => q), answers, files };
}

/** Answers by question key, with the files they point to. */
export function indexAnswers(answers: StoredAnswer[], files: Pick<StoredFile, 'id' | 'originalName'>[]) {
  const fileById = new Map(files.map((f) => [f.id, f]));
  return {
    byKey: new Map(answers.map((a) => [questionKey(a.isCustomQuestion, a.questionId), a])),
    fileOf: (a: StoredAnswer | undefined) => (a?.fileId ? fileById.get(a.fileId) : undefined),
  };
}
