import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rawBoolean, rawNumberOrNull, rawNumberOrZero } from '../database/raw-values';
import { completedFormIds, invitedAttributeRows } from '../read-models/completed-forms.read-model';
import { answerPageOfInquiry } from './answers.repository';
import type { QuestionTotals } from './stored-answer';

type Raw = Record<string, unknown>;

const PAGE = 5000;

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
  enpsPromoters: rawNumberOrZero(r.enps_promoters),
  enpsPassives: rawNumberOrZero(r.enps_passives),
});

/** One answer of a completed form, as the disclosure rule reads it: ratings (0 = Don't Know) and whether it comments. */
export interface FormAnswer {
  respondentId: number;
  questionId: number;
  isCustomQuestion: boolean;
  performance: number | null;
  importance: number | null;
  /** The text answer as stored (whether it is a comment is the comments module's rule). */
  text: string | null;
}

/**
 * The facts the group rule decides over (insights/disclosure): an inquiry's completed forms in completion
 * order, their invited attributes and their answers. The answers from answers.repository; the forms and their invited
 * attributes come from read-models/completed-forms; the answers are read in pages by id so memory holds compact rows only.
 */
@Injectable()
export class SegmentTotalsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The completed forms, in completion order (a snapshot over N forms holds the first N). */
  async completedForms(inquiryId: number, m: EntityManager = this.dataSource.manager): Promise<number[]> {
    return completedFormIds(m, inquiryId);
  }

  /** Invited attributes per respondent of the inquiry (name → value). */
  async attributesOf(
    inquiryId: number,
    m: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, Record<string, string>>> {
    const rows = await invitedAttributeRows(m, inquiryId);
    const out = new Map<number, Record<string, string>>();
    for (const r of rows) {
      const id = Number(r.respondent_id);
      const attrs = out.get(id) ?? out.set(id, {}).get(id)!;
      attrs[String(r.name)] = String(r.value);
    }
    return out;
  }

  /**
   * The inquiry's answers that rate or comment (drafts included: callers keep the forms they decide over), in pages
   * of PAGE by id along the (inquiry, id) index, so memory holds one page of raw rows at a time.
   */
  async *answersOf(inquiryId: number, m: EntityManager = this.dataSource.manager): AsyncGenerator<FormAnswer[]> {
    for (let after = 0; ;) {
      const rows = await answerPageOfInquiry(m, inquiryId, after, PAGE);
      if (!rows.length) return;
      after = Number(rows[rows.length - 1].id);
      const page: FormAnswer[] = [];
      for (const r of rows) {
        if (r.performance === null && r.importance === null && r.text_answer === null) continue;
        page.push({
          respondentId: Number(r.respondent_id),
          questionId: Number(r.question_id),
          isCustomQuestion: rawBoolean(r.is_custom_question),
          performance: rawNumberOrNull(r.performance),
          importance: rawNumberOrNull(r.importance),
          text: r.text_answer === null || r.text_answer === undefined ? null : String(r.text_answer),
        });
      }
      yield page;
      if (rows.length < PAGE) return;
    }
  }
}
