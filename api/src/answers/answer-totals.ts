import { EntityManager } from 'typeorm';
import { isMysqlFamily } from '../database/engine';
import { addSegmentForm, rebuildSegmentTotals } from './segment-totals';

const TOTAL_COLUMNS = [
  'inquiry_id', 'is_custom_question', 'question_id', 'answers', 'sum_performance', 'n_performance',
  'sum_importance', 'n_importance', 'sum_pair_diff', 'n_pairs', 'dk_performance', 'dk_importance',
  'sum_sq_performance', 'sum_sq_importance',
] as const;
const SUMMED = TOTAL_COLUMNS.slice(3);

/** One row per question of the selected answers: the sums and counts answer_totals keeps (0 = Don't Know). */
const AGGREGATE = `SELECT a.inquiry_id, a.is_custom_question, a.question_id,
  COUNT(*) AS answers,
  SUM(CASE WHEN a.performance > 0 THEN a.performance ELSE 0 END) AS sum_performance,
  SUM(CASE WHEN a.performance > 0 THEN 1 ELSE 0 END) AS n_performance,
  SUM(CASE WHEN a.importance > 0 THEN a.importance ELSE 0 END) AS sum_importance,
  SUM(CASE WHEN a.importance > 0 THEN 1 ELSE 0 END) AS n_importance,
  SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN a.importance - a.performance ELSE 0 END) AS sum_pair_diff,
  SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN 1 ELSE 0 END) AS n_pairs,
  SUM(CASE WHEN a.performance = 0 THEN 1 ELSE 0 END) AS dk_performance,
  SUM(CASE WHEN a.importance = 0 THEN 1 ELSE 0 END) AS dk_importance,
  SUM(CASE WHEN a.performance > 0 THEN a.performance * a.performance ELSE 0 END) AS sum_sq_performance,
  SUM(CASE WHEN a.importance > 0 THEN a.importance * a.importance ELSE 0 END) AS sum_sq_importance
  FROM survey_answers a`;
const RATED = '(a.performance IS NOT NULL OR a.importance IS NOT NULL)';
const GROUP = 'GROUP BY a.inquiry_id, a.is_custom_question, a.question_id ORDER BY a.inquiry_id, a.is_custom_question, a.question_id';

/**
 * Adds one completed form's rated answers to its inquiry's totals. Runs inside the transaction that
 * completes the form (whose respondent row it has locked), so a form is added exactly once.
 */
export async function addCompletedForm(m: EntityManager, respondentId: number): Promise<void> {
  const select = `${AGGREGATE} WHERE a.respondent_id = ? AND ${RATED} ${GROUP}`;
  const columns = TOTAL_COLUMNS.join(', ');
  if (isMysqlFamily(m.connection)) {
    await m.query(
      `INSERT INTO answer_totals (${columns}) SELECT * FROM (${select}) AS f
       ON DUPLICATE KEY UPDATE ${SUMMED.map((c) => `${c} = answer_totals.${c} + f.${c}`).join(', ')}`,
      [respondentId],
    );
  } else {
    await m.query(
      `INSERT INTO answer_totals (${columns}) ${select}
       ON CONFLICT (inquiry_id, is_custom_question, question_id) DO UPDATE SET ${SUMMED.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`,
      [respondentId],
    );
  }
  // The same form's answers per group of its respondent's invited attributes (issue 19).
  await addSegmentForm(m, respondentId);
}

/**
 * Recomputes one inquiry's answer totals (or every inquiry's, without an id) from the answers of its
 * completed forms. For data written around the services (seeds, test fixtures, repairs).
 */
export async function rebuildAnswerTotals(m: EntityManager, inquiryId?: number): Promise<void> {
  const one = inquiryId !== undefined;
  const params = one ? [inquiryId] : [];
  await m.query(`DELETE FROM answer_totals${one ? ' WHERE inquiry_id = ?' : ''}`, params);
  await m.query(
    `INSERT INTO answer_totals (${TOTAL_COLUMNS.join(', ')}) ${AGGREGATE}
     INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed'
     WHERE ${one ? 'a.inquiry_id = ? AND ' : ''}${RATED} ${GROUP}`,
    params,
  );
  await rebuildSegmentTotals(m, inquiryId);
}
