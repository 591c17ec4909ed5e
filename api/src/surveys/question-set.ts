import { EntityManager, In } from 'typeorm';
import { QuestionFields } from '../common/domain/question-fields';
import { Inquiry } from '../inquiries/inquiry.entity';
import { StoredFile } from '../files/stored-file.entity';
import { SurveyAnswer } from './survey-answer.entity';
import { rawBoolean, rawJsonList, rawNumberOrNull } from '../database/raw-values';

/** Group order of the form (customer-and-respondent.md §2): the stored area Other is the group Others. */
export const FORM_AREAS = ['Structure', 'People', 'Process', 'Culture', 'Other'] as const;

export interface SetQuestion {
  id: number;
  isCustom: boolean;
  fields: QuestionFields;
}

export const questionKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

/** Rating questions of the four areas ask importance as well as performance (decisions.md §4). */
export const asksImportance = (q: SetQuestion) => q.fields.type === 'Rating' && q.fields.area !== 'Other';

/** What a form shows of a stored answer (a SurveyAnswer entity, or a row of loadAnswers). */
export type StoredAnswer = Pick<
  SurveyAnswer,
  'questionId' | 'isCustomQuestion' | 'performance' | 'importance' | 'textAnswer' | 'checkboxAnswer' | 'fileId'
>;

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
    const n = FORM_AREAS.indexOf(q.fields.area as (typeof FORM_AREAS)[number]);
    return n === -1 ? FORM_AREAS.length : n;
  };
  return all.map((q, n) => ({ q, n })).sort((a, b) => rank(a.q) - rank(b.q) || a.n - b.n).map(({ q }) => q);
}

interface AnswerRow {
  question_id: number;
  is_custom_question: number | boolean;
  performance: number | null;
  importance: number | null;
  text_answer: string | null;
  checkbox_answer: string | null;
  file_id: number | null;
}

/** A respondent's stored answers by question key, with the files they point to. */
export async function loadAnswers(m: EntityManager, respondentId: number) {
  const rows = (await m.query(
    `SELECT question_id, is_custom_question, performance, importance, text_answer, checkbox_answer, file_id
     FROM survey_answers WHERE respondent_id = ?`,
    [respondentId],
  )) as AnswerRow[];
  return indexAnswers(
    m,
    rows.map((r) => ({
      questionId: Number(r.question_id),
      isCustomQuestion: rawBoolean(r.is_custom_question),
      performance: rawNumberOrNull(r.performance),
      importance: rawNumberOrNull(r.importance),
      textAnswer: r.text_answer,
      checkboxAnswer: rawJsonList(r.checkbox_answer),
      fileId: rawNumberOrNull(r.file_id),
    })),
  );
}

/** Answers by question key, with the files they point to (read only when some answer has one). */
export async function indexAnswers(m: EntityManager, answers: StoredAnswer[]) {
  const fileIds = answers.map((a) => a.fileId).filter((id): id is number => id !== null);
  const files = fileIds.length ? await m.getRepository(StoredFile).find({ where: { id: In(fileIds) } }) : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  return {
    byKey: new Map(answers.map((a) => [questionKey(a.isCustomQuestion, a.questionId), a])),
    fileOf: (a: StoredAnswer | undefined) => (a?.fileId ? fileById.get(a.fileId) : undefined),
  };
}
