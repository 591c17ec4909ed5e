import type { RowReader } from '../database/read-database';

/**
 * The question set of an inquiry in one statement: the diagnostic questions of every pathway of its
 * type (only those it names in inquiry_questions, when it names some) and its Approved custom
 * questions; with a respondent, each beside that respondent's answer and its file's name. Every form
 * read and save runs it, so it stays one query across the pathways, questions, answers and files tables.
 */

const FIELD_COLUMNS =
  'q.id, q.title, q.type, q.description, q.area, q.max_length, q.validation_regex, q.rating_options, q.checkbox_options';
const ANSWER_COLUMNS =
  'a.performance, a.importance, a.text_answer, a.checkbox_answer, a.file_id, f.original_name AS file_name';
const NO_ANSWER_COLUMNS =
  'NULL AS performance, NULL AS importance, NULL AS text_answer, NULL AS checkbox_answer, NULL AS file_id, NULL AS file_name';

export interface QuestionRow {
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

export interface QuestionAnswerRow extends QuestionRow {
  performance: number | null;
  importance: number | null;
  text_answer: string | null;
  checkbox_answer: string | null;
  file_id: number | null;
  file_name: string | null;
}

export interface QuestionSetInquiry {
  id: number;
  inquiryTypeId: number;
}

/** Some questions of the set only, by id: the library ones and the custom ones a save names. */
export interface QuestionIds {
  library: number[];
  custom: number[];
}

/** ` AND q.id IN (…)` for the ids of one branch (none: no row), with its parameters. */
const onlyIds = (ids: number[] | undefined): { sql: string; params: number[] } =>
  ids === undefined
    ? { sql: '', params: [] }
    : ids.length
      ? { sql: ` AND q.id IN (${ids.map(() => '?').join(', ')})`, params: ids }
      : { sql: ' AND 1 = 0', params: [] };

function questionSetQuery(
  inquiry: QuestionSetInquiry,
  respondentId: number | undefined,
  withAnswers: boolean,
  only?: QuestionIds,
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
  const library = onlyIds(only?.library);
  const custom = onlyIds(only?.custom);
  // An inquiry that names library questions (a programme's pulse) asks only those; one that names none asks all.
  const sql = `SELECT 0 AS is_custom, q.pathway_id AS grp, q.id AS qid, ${FIELD_COLUMNS}, ${columns} FROM diagnostic_questions q INNER JOIN pathways p ON p.id = q.pathway_id${answers(0)}
     WHERE p.inquiry_type_id = ?
       AND (NOT EXISTS (SELECT 1 FROM inquiry_questions iq WHERE iq.inquiry_id = ?)
         OR EXISTS (SELECT 1 FROM inquiry_questions iq WHERE iq.inquiry_id = ? AND iq.question_id = q.id))${library.sql}
     UNION ALL
     SELECT 1 AS is_custom, 0 AS grp, q.id AS qid, ${FIELD_COLUMNS}, ${columns} FROM custom_questions q${answers(1)}
     WHERE q.inquiry_id = ? AND q.status = 'Approved'${approvedInTime}${custom.sql}
     ORDER BY is_custom, grp, qid`;
  const answerParams = withAnswers ? [respondentId] : [];
  const params = [
    ...answerParams,
    inquiry.inquiryTypeId,
    inquiry.id,
    inquiry.id,
    ...library.params,
    ...answerParams,
    inquiry.id,
    ...(respondentId === undefined ? [] : [respondentId]),
    ...custom.params,
  ];
  return { sql, params };
}

/**
 * The set's questions; for one respondent's form, only the custom questions approved before it was completed;
 * with `only`, just those of the set among the ids named.
 */
export async function questionSetRows(
  m: RowReader,
  inquiry: QuestionSetInquiry,
  respondentId?: number,
  only?: QuestionIds,
): Promise<QuestionRow[]> {
  const { sql, params } = questionSetQuery(inquiry, respondentId, false, only);
  return (await m.query(sql, params)) as QuestionRow[];
}

/** The set's questions with one respondent's answers and the names of the files they point to. */
export async function questionSetAnswerRows(
  m: RowReader,
  inquiry: QuestionSetInquiry,
  respondentId: number,
): Promise<QuestionAnswerRow[]> {
  const { sql, params } = questionSetQuery(inquiry, respondentId, true);
  return (await m.query(sql, params)) as QuestionAnswerRow[];
}
