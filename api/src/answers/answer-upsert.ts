import { EntityManager } from 'typeorm';
import { isMysqlFamily } from '../database/engine';
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
  const mysql = isMysqlFamily(m.connection);
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
  const sql = mysql
    ? // VALUES(column): MariaDB has no row alias (INSERT … AS n), MySQL 8 still accepts VALUES().
      `${insert} ON DUPLICATE KEY UPDATE ${CHANGED.map((c) => `${c} = VALUES(${c})`).join(', ')}, updated_at = CURRENT_TIMESTAMP(6)`
    : `${insert} ON CONFLICT (respondent_id, is_custom_question, question_id) DO UPDATE SET ${CHANGED.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = datetime('now')`;
  await m.query(sql, values);
}
