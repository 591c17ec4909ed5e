import type { EntityManager } from 'typeorm';
import { Customer } from '../../customers/customer.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import type { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { seedDemoEnpsQuestion } from './demo-enps-question';
import { DEMO_PEER_NAMES } from './demo-rounds';

/**
 * Each peer's eNPS answers 0-10, one per completed form in respondent order (fixed, so the demo is the same on every
 * start). Pooled with Northwind's 2026 round, the demo's benchmark shows an eNPS (docs/features/enps.md).
 */
const PEER_SCORES: Record<string, number[]> = {
  'Proseware Inc': [9, 10, 8, 9, 6, 10],
  'Coho Winery': [6, 8, 5, 9, 7, 4],
  'Lucerne Publishing': [8, 9, 7, 10, 6, 9],
  'Alpine Ski House': [5, 7, 3, 8, 9, 6],
  'Wide World Importers': [10, 9, 9, 8, 10, 7],
};

/**
 * The demo's peer organisations ask an approved custom eNPS question in their published round, answered on every
 * completed form; its counts join their snapshot as publication would have taken them (demo-rounds.ts writes it).
 */
export async function seedDemoPeerEnps(m: EntityManager, type: InquiryType): Promise<void> {
  for (const name of DEMO_PEER_NAMES) {
    const customer = await m.findOneByOrFail(Customer, { name });
    const inquiry = await m.findOneByOrFail(Inquiry, { customerId: customer.id, inquiryTypeId: type.id });
    // A peer has no admin account: its question is written by the account of its first respondent, not by
    // Northwind's admin, whose own question lists must not show it.
    const question = await seedDemoEnpsQuestion(
      m,
      inquiry,
      `How likely are you to recommend ${name} as a place to work?`,
      PEER_SCORES[name],
    );
    await m.query(
      `INSERT INTO insight_snapshot_totals (inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance,
         sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance, enps_promoters, enps_passives)
       SELECT inquiry_id, is_custom_question, question_id, answers, sum_performance, n_performance, sum_importance, n_importance,
         sum_pair_diff, n_pairs, dk_performance, dk_importance, sum_sq_performance, sum_sq_importance, enps_promoters, enps_passives
       FROM answer_totals WHERE inquiry_id = ? AND is_custom_question = ? AND question_id = ?`,
      [inquiry.id, true, question.id],
    );
  }
}
