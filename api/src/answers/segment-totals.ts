import { EntityManager } from 'typeorm';
import { ANSWERS_BY_ATTRIBUTE } from '../read-models/answer-sums.read-model';
import { addToTotals, rebuildTotals } from './answers.repository';
import { RATED, RATING_SUMS } from './rating-sums';

const KEY = ['inquiry_id', 'attribute', 'value', 'is_custom_question', 'question_id'] as const;

/** The sums answer_totals keeps, per group of the respondents' invited attributes (0 = Don't Know). */
const AGGREGATE = `SELECT a.inquiry_id AS inquiry_id, ra.name AS attribute, ra.value AS value, a.is_custom_question AS is_custom_question, a.question_id AS question_id,
  ${RATING_SUMS}
  ${ANSWERS_BY_ATTRIBUTE}`;
const GROUP = 'GROUP BY a.inquiry_id, ra.name, ra.value, a.is_custom_question, a.question_id';

/**
 * Adds one completed form's rated answers to the totals of each group its respondent belongs to
 * (one per invited attribute). In the transaction that completes the form, beside answer_totals.
 */
export async function addSegmentForm(m: EntityManager, respondentId: number): Promise<void> {
  await addToTotals(m, 'segment_totals', KEY, `${AGGREGATE} WHERE a.respondent_id = ? AND ${RATED} ${GROUP}`, [
    respondentId,
  ]);
}

/** Recomputes the group totals of one inquiry (or all) from its completed forms: for data written around the services. */
export async function rebuildSegmentTotals(m: EntityManager, inquiryId?: number): Promise<void> {
  await rebuildTotals(m, 'segment_totals', KEY, AGGREGATE, GROUP, inquiryId);
}
