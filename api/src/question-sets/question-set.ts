import { asksImportance as ratingAsksImportance, FORM_AREA_ORDER, QuestionArea } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import type { RowReader } from '../database/read-database';
import type { StoredAnswer } from '../answers/stored-answer';
import { QuestionFields } from '../questions/question-fields';
import { rawJsonList, rawNumberOrNull } from '../database/raw-values';
import type { StoredFile } from '../files/stored-file.entity';
import type { Inquiry } from '../inquiries/inquiry.entity';
import {
  QuestionIds,
  QuestionRow,
  questionSetAnswerRows,
  questionSetRows,
} from '../read-models/question-set.read-model';

export interface SetQuestion {
  id: number;
  isCustom: boolean;
  fields: QuestionFields;
}

export const questionKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

/** Rating questions of the four areas ask importance as well as performance (decisions.md §4). */
export const asksImportance = (q: SetQuestion) => ratingAsksImportance(q.fields.type, q.fields.area);

const setQuestionFields = (r: QuestionRow, isCustom: boolean): QuestionFields => ({
  title: r.title,
  type: r.type,
  description: r.description,
  area: r.area,
  maxLength: rawNumberOrNull(r.max_length),
  validationRegex: r.validation_regex,
  // A custom Rating is asked on the 1-5 scale with DK: options stored by earlier versions are not used.
  ratingOptions: isCustom ? [] : rawJsonList(r.rating_options),
  checkboxOptions: rawJsonList(r.checkbox_options),
});

const toSetQuestion = (r: QuestionRow): SetQuestion => {
  const isCustom = Number(r.is_custom) === 1;
  return { id: Number(r.id), isCustom, fields: setQuestionFields(r, isCustom) };
};

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
  return inFormOrder((await questionSetRows(m, inquiry, respondentId)).map(toSetQuestion), (q) => q);
}

/**
 * The questions of the set among those named (a save's items), in form order: a save that needs neither the whole
 * set (completing checks it) nor the form in its answer reads a one-item save's one question, not 120.
 */
export async function loadNamedQuestions(
  m: EntityManager,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
  named: { isCustom: boolean; questionId: number }[],
): Promise<SetQuestion[]> {
  const only: QuestionIds = { library: [], custom: [] };
  for (const n of named) (n.isCustom ? only.custom : only.library).push(n.questionId);
  only.library = [...new Set(only.library)];
  only.custom = [...new Set(only.custom)];
  return inFormOrder((await questionSetRows(m, inquiry, undefined, only)).map(toSetQuestion), (q) => q);
}

/** A form file's id and name, as the form shows it. */
export type FormFile = Pick<StoredFile, 'id' | 'originalName'>;

/** The question set with one respondent's answers to it and the files they point to, in one statement. */
export async function loadQuestionSetWithAnswers(
  m: RowReader,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
  respondentId: number,
): Promise<{ questions: SetQuestion[]; answers: StoredAnswer[]; files: FormFile[] }> {
  const rows = inFormOrder(
    (await questionSetAnswerRows(m, inquiry, respondentId)).map((r) => ({ r, q: toSetQuestion(r) })),
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
