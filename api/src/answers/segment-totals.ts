import { EntityManager } from 'typeorm';
import { isMysqlFamily } from '../database/engine';

const KEY = ['inquiry_id', 'attribute', 'value', 'is_custom_question', 'question_id'] as const;
export const SEGMENT_SUMMED = [
  'answers', 'sum_performance', 'n_performance', 'sum_importance', 'n_importance', 'sum_pair_diff', 'n_pairs', 'dk_performance', 'dk_importance',
  'sum_sq_performance', 'sum_sq_importance',
] as const;
const COLUMNS = [...KEY, ...SEGMENT_SUMMED].join(', ');

/** The sums answer_totals keeps, per group of the respondents' invited attributes (0 = Don't Know). */
const AGGREGATE = `SELECT a.inquiry_id AS inquiry_id, ra.name AS attribute, ra.value AS value, a.is_custom_question AS is_custom_question, a.question_id AS question_id,
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
  FROM survey_answers a INNER JOIN respondent_attributes ra ON ra.respondent_id = a.respondent_id`;
const RATED = '(a.performance IS NOT NULL OR a.importance IS NOT NULL)';
const GROUP = 'GROUP BY a.inquiry_id, ra.name, ra.value, a.is_custom_question, a.question_id';

/**
 * Adds one completed form's rated answers to the totals of each group its respondent belongs to
 * (one per invited attribute). In the transaction that completes the form, beside answer_totals.
 */
export async function addSegmentForm(m: EntityManager, respondentId: number): Promise<void> {
  const select = `${AGGREGATE} WHERE a.respondent_id = ? AND ${RATED} ${GROUP}`;
  if (isMysqlFamily(m.connection)) {
    await m.query(
      `INSERT INTO segment_totals (${COLUMNS}) SELECT * FROM (${select}) AS f
       ON DUPLICATE KEY UPDATE ${SEGMENT_SUMMED.map((c) => `${c} = segment_totals.${c} + f.${c}`).join(', ')}`,
      [respondentId],
    );
  } else {
    await m.query(
      `INSERT INTO segment_totals (${COLUMNS}) ${select}
       ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET ${SEGMENT_SUMMED.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`,
      [respondentId],
    );
  }
}

/** Recomputes the group totals of one inquiry (or all) from its completed forms: for data written around the services. */
export async function rebuildSegmentTotals(m: EntityManager, inquiryId?: number): Promise<void> {
  const one = inquiryId !== undefined;
  const params = one ? [inquiryId] : [];
  await m.query(`DELETE FROM segment_totals${one ? ' WHERE inquiry_id = ?' : ''}`, params);
  await m.query(
    `INSERT INTO segment_totals (${COLUMNS}) ${AGGREGATE}
     INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed'
     WHERE ${one ? 'a.inquiry_id = ? AND ' : ''}${RATED} ${GROUP}`,
    params,
  );
}
