import { EntityManager } from 'typeorm';
import { addToTotals, rebuildTotals } from './answers.repository';
import { RATED, RATING_SUMS } from './rating-sums';
import { addSegmentForm, rebuildSegmentTotals } from './segment-totals';

const KEY = ['inquiry_id', 'is_custom_question', 'question_id'] as const;

/** One row per question of the selected answers: the sums and counts answer_totals keeps (0 = Don't Know). */
const AGGREGATE = `SELECT a.inquiry_id, a.is_custom_question, a.question_id, ${RATING_SUMS} FROM survey_answers a`;
const GROUP =
  'GROUP BY a.inquiry_id, a.is_custom_question, a.question_id ORDER BY a.inquiry_id, a.is_custom_question, a.question_id';

/**
 * Adds one completed form's rated answers to its inquiry's totals. Runs inside the transaction that
 * completes the form (whose respondent row it has locked), so a form is added exactly once.
 */
export async function addCompletedForm(m: EntityManager, respondentId: number): Promise<void> {
  await addToTotals(m, 'answer_totals', KEY, `${AGGREGATE} WHERE a.respondent_id = ? AND ${RATED} ${GROUP}`, [
    respondentId,
  ]);
  // The same form's answers per group of its respondent's invited attributes (docs/features/segments.md).
  await addSegmentForm(m, respondentId);
}

/**
 * Recomputes one inquiry's answer totals (or every inquiry's, without an id) from the answers of its
 * completed forms. For data written around the services (seeds, test fixtures, repairs).
 */
export async function rebuildAnswerTotals(m: EntityManager, inquiryId?: number): Promise<void> {
  await rebuildTotals(m, 'answer_totals', KEY, AGGREGATE, GROUP, inquiryId);
  await rebuildSegmentTotals(m, inquiryId);
}
