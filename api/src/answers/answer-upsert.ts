import { EntityManager } from 'typeorm';
import { upsertValues } from '../database/dialect';
import type { StoredAnswer } from './stored-answer';

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
