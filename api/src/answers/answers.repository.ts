import { EntityManager } from 'typeorm';
import { insertSelectAdding, upsertValues } from '../database/dialect';
import { rawBoolean, rawJsonList, rawNumberOrNull, rawNumberOrZero } from '../database/raw-values';
import { OF_COMPLETED_FORMS } from '../read-models/answer-sums.read-model';
import { AnswerTotal } from './answer-total.entity';
import { RATED, SUMMED_COLUMNS } from './rating-sums';
import type { QuestionTotals, StoredAnswer } from './stored-answer';
import { SurveyAnswer } from './survey-answer.entity';

/*
 * The statements on the answers module's tables, each taking the caller's EntityManager (a
 * transaction's, or the data source's). The kept totals' insert-or-add and rebuild statements run here
 * (addToTotals, rebuildTotals); answer-totals.ts and segment-totals.ts build them over the shared sums
 * of rating-sums.ts.
 */

const COLUMNS = [
  'respondent_id',
  'inquiry_id',
  'question_id',
  'is_custom_question',
  'performance',
  'importance',
  'text_answer',
  'checkbox_answer',
  'file_id',
];
const KEY = ['respondent_id', 'is_custom_question', 'question_id'];
const CHANGED = ['performance', 'importance', 'text_answer', 'checkbox_answer', 'file_id'];

/**
 * Inserts or updates answers of one form in one statement, keyed by (respondent, kind, question).
 * Written by hand rather than with the query builder's upsert: that builder checks each of its
 * ~1,200 parameters against all the others (quadratic), which cost more CPU than the database did.
 */
export async function upsertAnswers(
  m: EntityManager,
  respondentId: number,
  inquiryId: number,
  rows: StoredAnswer[],
): Promise<void> {
  if (!rows.length) return;
  const values: unknown[] = [];
  for (const r of rows) {
    values.push(
      respondentId,
      inquiryId,
      r.questionId,
      r.isCustomQuestion ? 1 : 0,
      r.performance,
      r.importance,
      r.textAnswer,
      r.checkboxAnswer === null ? null : JSON.stringify(r.checkboxAnswer),
      r.fileId,
    );
  }
  const tuples = rows.map(() => `(${COLUMNS.map(() => '?').join(', ')})`).join(', ');
  const insert = `INSERT INTO survey_answers (${COLUMNS.join(', ')}) VALUES ${tuples}`;
  await m.query(upsertValues(m.connection, insert, KEY, CHANGED, 'updated_at'), values);
}

/** How many answers one question has. */
export function countAnswersOfQuestion(
  m: EntityManager,
  questionId: number,
  isCustomQuestion: boolean,
): Promise<number> {
  return m.countBy(SurveyAnswer, { questionId, isCustomQuestion });
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

/** One respondent's stored answers as plain rows (hydrating entities cost more CPU than the query). */
export async function answersOfRespondent(
  m: EntityManager,
  respondentId: number,
  questionIds?: number[],
): Promise<StoredAnswer[]> {
  // With questionIds, only the answers to those questions (library or custom alike: the caller tells them apart).
  const only = questionIds ? ` AND question_id IN (${questionIds.map(() => '?').join(', ') || 'NULL'})` : '';
  const rows = (await m.query(
    `SELECT question_id, is_custom_question, performance, importance, text_answer, checkbox_answer, file_id
       FROM survey_answers WHERE respondent_id = ?${only}`,
    [respondentId, ...(questionIds ?? [])],
  )) as AnswerRow[];
  return rows.map((r) => ({
    questionId: Number(r.question_id),
    isCustomQuestion: rawBoolean(r.is_custom_question),
    performance: rawNumberOrNull(r.performance),
    importance: rawNumberOrNull(r.importance),
    textAnswer: r.text_answer,
    checkboxAnswer: rawJsonList(r.checkbox_answer),
    fileId: rawNumberOrNull(r.file_id),
  }));
}

/** The files one respondent attached to their answers. */
export async function fileIdsOfRespondent(m: EntityManager, respondentId: number): Promise<number[]> {
  const rows = await m
    .createQueryBuilder(SurveyAnswer, 'a')
    .select('a.fileId', 'fileId')
    .where('a.respondentId = :respondentId', { respondentId })
    .andWhere('a.fileId IS NOT NULL')
    .getRawMany<{ fileId: number | string }>();
  return rows.map((r) => Number(r.fileId));
}

/** Answers' texts with their respondents, by answer id (by primary key). */
export async function answerTexts(
  m: EntityManager,
  ids: number[],
): Promise<{ id: number; respondentId: number; text: string | null }[]> {
  if (!ids.length) return [];
  const rows = (await m.query(
    `SELECT id, respondent_id, text_answer FROM survey_answers WHERE id IN (${ids.map(() => '?').join(',')})`,
    ids,
  )) as { id: number; respondent_id: number; text_answer: string | null }[];
  return rows.map((r) => ({ id: Number(r.id), respondentId: Number(r.respondent_id), text: r.text_answer }));
}

/** Deletes one form's answers; answers the ids of their files. */
export async function deleteAnswersOfRespondent(m: EntityManager, respondentId: number): Promise<number[]> {
  const rows = await m.find(SurveyAnswer, { where: { respondentId }, select: { id: true, fileId: true } });
  await m.delete(SurveyAnswer, { respondentId });
  return rows.map((r) => r.fileId).filter((id): id is number => id !== null);
}

type RawTotals = { [K in keyof QuestionTotals]: unknown };

/** The kept totals of an inquiry, one row per answered question. */
export async function totalsOfInquiry(m: EntityManager, inquiryId: number): Promise<QuestionTotals[]> {
  const rows = await m
    .createQueryBuilder(AnswerTotal, 't')
    .select('t.questionId', 'questionId')
    .addSelect('t.isCustomQuestion', 'isCustomQuestion')
    .addSelect('t.answers', 'answers')
    .addSelect('t.sumPerformance', 'sumPerformance')
    .addSelect('t.nPerformance', 'nPerformance')
    .addSelect('t.sumImportance', 'sumImportance')
    .addSelect('t.nImportance', 'nImportance')
    .addSelect('t.sumPairDiff', 'sumPairDiff')
    .addSelect('t.nPairs', 'nPairs')
    .addSelect('t.dkPerformance', 'dkPerformance')
    .addSelect('t.dkImportance', 'dkImportance')
    .addSelect('t.sumSqPerformance', 'sumSqPerformance')
    .addSelect('t.sumSqImportance', 'sumSqImportance')
    .addSelect('t.enpsPromoters', 'enpsPromoters')
    .addSelect('t.enpsPassives', 'enpsPassives')
    .where('t.inquiryId = :inquiryId', { inquiryId })
    .getRawMany<RawTotals>();
  const n = rawNumberOrZero;
  return rows.map((r) => ({
    questionId: Number(r.questionId),
    isCustomQuestion: rawBoolean(r.isCustomQuestion),
    answers: n(r.answers),
    sumPerformance: n(r.sumPerformance),
    nPerformance: n(r.nPerformance),
    sumImportance: n(r.sumImportance),
    nImportance: n(r.nImportance),
    sumPairDiff: n(r.sumPairDiff),
    nPairs: n(r.nPairs),
    dkPerformance: n(r.dkPerformance),
    dkImportance: n(r.dkImportance),
    sumSqPerformance: n(r.sumSqPerformance),
    sumSqImportance: n(r.sumSqImportance),
    enpsPromoters: n(r.enpsPromoters),
    enpsPassives: n(r.enpsPassives),
  }));
}

/** Up to `limit` answers of the inquiry with an id above `after`, by id along the (inquiry, id) index. */
export function answerPageOfInquiry(
  m: EntityManager,
  inquiryId: number,
  after: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  return m.query(
    `SELECT id, respondent_id, question_id, is_custom_question, performance, importance, text_answer FROM survey_answers
         WHERE inquiry_id = ? AND id > ? ORDER BY id LIMIT ${limit}`,
    [inquiryId, after],
  ) as Promise<Record<string, unknown>[]>;
}

/**
 * Adds the rows of `select` (the key columns, then SUMMED_COLUMNS) to a totals table: a new key is
 * inserted, a kept one gets the sums added.
 */
export async function addToTotals(
  m: EntityManager,
  table: string,
  key: readonly string[],
  select: string,
  params: unknown[],
): Promise<void> {
  await m.query(
    insertSelectAdding(m.connection, table, [...key, ...SUMMED_COLUMNS], key, SUMMED_COLUMNS, select),
    params,
  );
}

/**
 * Replaces a totals table's rows of one inquiry (or every inquiry's, without an id) with `aggregate`
 * (a SELECT … FROM survey_answers a …, without WHERE) over the answers of completed forms, grouped by `group`.
 */
export async function rebuildTotals(
  m: EntityManager,
  table: string,
  key: readonly string[],
  aggregate: string,
  group: string,
  inquiryId?: number,
): Promise<void> {
  const one = inquiryId !== undefined;
  const params = one ? [inquiryId] : [];
  await m.query(`DELETE FROM ${table}${one ? ' WHERE inquiry_id = ?' : ''}`, params);
  await m.query(
    `INSERT INTO ${table} (${[...key, ...SUMMED_COLUMNS].join(', ')}) ${aggregate}
     ${OF_COMPLETED_FORMS}
     WHERE ${one ? 'a.inquiry_id = ? AND ' : ''}${RATED} ${group}`,
    params,
  );
}
