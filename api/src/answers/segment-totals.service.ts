import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rawBoolean, rawNumberOrZero } from '../database/raw-values';
import type { QuestionTotals } from './stored-answer';

/** A group's per-question totals. */
export interface SegmentQuestionTotals extends QuestionTotals {
  attribute: string;
  value: string;
}

type Raw = Record<string, unknown>;

export const totalsOfRow = (r: Raw): QuestionTotals => ({
  questionId: Number(r.question_id),
  isCustomQuestion: rawBoolean(r.is_custom_question),
  answers: rawNumberOrZero(r.answers),
  sumPerformance: rawNumberOrZero(r.sum_performance),
  nPerformance: rawNumberOrZero(r.n_performance),
  sumImportance: rawNumberOrZero(r.sum_importance),
  nImportance: rawNumberOrZero(r.n_importance),
  sumPairDiff: rawNumberOrZero(r.sum_pair_diff),
  nPairs: rawNumberOrZero(r.n_pairs),
  dkPerformance: rawNumberOrZero(r.dk_performance),
  dkImportance: rawNumberOrZero(r.dk_importance),
  sumSqPerformance: rawNumberOrZero(r.sum_sq_performance),
  sumSqImportance: rawNumberOrZero(r.sum_sq_importance),
});

const TOTALS = `is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance, sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance`;

/**
 * Reads of the per-group totals (segment_totals, kept as forms complete) and of the group sizes: the
 * completed forms per invited attribute value, and per pair of values of two attributes (issue 19).
 * Plain SQL over the respondents' invited attributes and form states, a few hundred rows at most.
 */
@Injectable()
export class SegmentTotalsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Per-question totals of every group of the given attribute (all attributes without one). */
  async totals(inquiryId: number, attribute?: string, value?: string, m: EntityManager = this.dataSource.manager): Promise<SegmentQuestionTotals[]> {
    const where = ['inquiry_id = ?'];
    const params: unknown[] = [inquiryId];
    if (attribute !== undefined) (where.push('attribute = ?'), params.push(attribute));
    if (value !== undefined) (where.push('value = ?'), params.push(value));
    const rows = (await m.query(`SELECT attribute, value, ${TOTALS} FROM segment_totals WHERE ${where.join(' AND ')}`, params)) as Raw[];
    return rows.map((r) => ({ attribute: String(r.attribute), value: String(r.value), ...totalsOfRow(r) }));
  }

  /** Completed forms per attribute value of the inquiry's respondents (as invited). */
  async groupSizes(inquiryId: number, m: EntityManager = this.dataSource.manager): Promise<{ attribute: string; value: string; forms: number }[]> {
    const rows = (await m.query(
      `SELECT ra.name AS attribute, ra.value AS value, COUNT(*) AS forms FROM respondent_attributes ra
       INNER JOIN respondents r ON r.id = ra.respondent_id AND r.status = 'completed'
       WHERE ra.inquiry_id = ? GROUP BY ra.name, ra.value`,
      [inquiryId],
    )) as Raw[];
    return rows.map((r) => ({ attribute: String(r.attribute), value: String(r.value), forms: Number(r.forms) }));
  }

  /** Completed forms per pair of values of two different attributes (a < b), for the given attributes only. */
  async overlaps(inquiryId: number, attributes: string[], m: EntityManager = this.dataSource.manager) {
    if (attributes.length < 2) return [];
    const list = attributes.map(() => '?').join(', ');
    const rows = (await m.query(
      `SELECT x.name AS a, x.value AS a_value, y.name AS b, y.value AS b_value, COUNT(*) AS forms
       FROM respondent_attributes x
       INNER JOIN respondent_attributes y ON y.respondent_id = x.respondent_id AND y.name > x.name
       INNER JOIN respondents r ON r.id = x.respondent_id AND r.status = 'completed'
       WHERE x.inquiry_id = ? AND x.name IN (${list}) AND y.name IN (${list})
       GROUP BY x.name, x.value, y.name, y.value`,
      [inquiryId, ...attributes, ...attributes],
    )) as Raw[];
    return rows.map((r) => ({ a: String(r.a), aValue: String(r.a_value), b: String(r.b), bValue: String(r.b_value), forms: Number(r.forms) }));
  }
}
