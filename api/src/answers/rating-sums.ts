/* The SQL text the kept totals share; answers.repository.ts runs it (addToTotals, rebuildTotals). */
import { STORED_PASSIVES, STORED_PROMOTER_FROM } from './enps-answer';

/** The sums and counts every totals table keeps per question, in the order RATING_SUMS selects them. */
export const SUMMED_COLUMNS = [
  'answers',
  'sum_performance',
  'n_performance',
  'sum_importance',
  'n_importance',
  'sum_pair_diff',
  'n_pairs',
  'dk_performance',
  'dk_importance',
  'sum_sq_performance',
  'sum_sq_importance',
  'enps_promoters',
  'enps_passives',
] as const;

/** SUMMED_COLUMNS over the answers `a` of survey_answers (ratings 1-5, 0 = Don't Know; an eNPS answer 0-10 stored as 1-11, enps-answer.ts). */
export const RATING_SUMS = `COUNT(*) AS answers,
  SUM(CASE WHEN a.performance > 0 THEN a.performance ELSE 0 END) AS sum_performance,
  SUM(CASE WHEN a.performance > 0 THEN 1 ELSE 0 END) AS n_performance,
  SUM(CASE WHEN a.importance > 0 THEN a.importance ELSE 0 END) AS sum_importance,
  SUM(CASE WHEN a.importance > 0 THEN 1 ELSE 0 END) AS n_importance,
  SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN a.importance - a.performance ELSE 0 END) AS sum_pair_diff,
  SUM(CASE WHEN a.performance > 0 AND a.importance > 0 THEN 1 ELSE 0 END) AS n_pairs,
  SUM(CASE WHEN a.performance = 0 THEN 1 ELSE 0 END) AS dk_performance,
  SUM(CASE WHEN a.importance = 0 THEN 1 ELSE 0 END) AS dk_importance,
  SUM(CASE WHEN a.performance > 0 THEN a.performance * a.performance ELSE 0 END) AS sum_sq_performance,
  SUM(CASE WHEN a.importance > 0 THEN a.importance * a.importance ELSE 0 END) AS sum_sq_importance,
  SUM(CASE WHEN a.performance >= ${STORED_PROMOTER_FROM} THEN 1 ELSE 0 END) AS enps_promoters,
  SUM(CASE WHEN a.performance IN (${STORED_PASSIVES.join(', ')}) THEN 1 ELSE 0 END) AS enps_passives`;

/** Answers that carry a rating (DK included): the only ones the totals count. */
export const RATED = '(a.performance IS NOT NULL OR a.importance IS NOT NULL)';
