/**
 * The rows the answers module's kept totals are summed over, as the SQL its upserts and rebuilds put
 * their sums around: answers beside their respondents' invited attributes (group totals), and only
 * the answers of completed forms (a rebuild). Each total is then one INSERT … SELECT in the
 * transaction that completes a form, not a read of respondents per form.
 */

/** The answers (alias `a`), one row per invited attribute (alias `ra`) of their respondent. */
export const ANSWERS_BY_ATTRIBUTE =
  'FROM survey_answers a INNER JOIN respondent_attributes ra ON ra.respondent_id = a.respondent_id';

/** Keeps the answers (alias `a`) of completed forms. */
export const OF_COMPLETED_FORMS = "INNER JOIN respondents r ON r.id = a.respondent_id AND r.status = 'completed'";
