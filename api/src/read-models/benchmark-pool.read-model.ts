import type { EntityManager } from 'typeorm';
import { rawBoolean, rawNumberOrZero } from '../database/raw-values';

/** One organisation with a published inquiry of the type: its latest one, and whether it may count. */
export interface PoolCandidate {
  customerId: number;
  inquiryId: number;
  forms: number;
  customerName: string;
  contributes: boolean;
  excluded: boolean;
  active: boolean;
}

interface Row {
  customer_id: number;
  inquiry_id: number;
  customer_name: string;
  forms: number | null;
  contributes: number | boolean;
  active: number | boolean;
  excluded: number | boolean;
}

/**
 * Every organisation's latest published inquiry of one type, with its snapshot's forms, its contribution choice,
 * its exclusion and whether it is active. One read across the tables of inquiries, insights and customers: the
 * pool is a cross-organisation aggregate that no single owner's service answers, so it is read here in one
 * query rather than one call per organisation (the Benchmark read's 100 ms target).
 */
export async function poolCandidates(m: EntityManager, inquiryTypeId: number): Promise<PoolCandidate[]> {
  const rows = (await m.query(
    `SELECT i.customer_id, i.id AS inquiry_id, c.name AS customer_name, s.forms,
       c.contributes_to_benchmarks AS contributes, c.is_active AS active,
       CASE WHEN e.customer_id IS NULL THEN 0 ELSE 1 END AS excluded
     FROM inquiries i
     INNER JOIN customers c ON c.id = i.customer_id AND c.deleted_at IS NULL
     LEFT JOIN insight_snapshots s ON s.inquiry_id = i.id
     LEFT JOIN benchmark_exclusions e ON e.customer_id = i.customer_id
     WHERE i.inquiry_type_id = ? AND i.results_uploaded_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM inquiries j WHERE j.customer_id = i.customer_id AND j.inquiry_type_id = i.inquiry_type_id
         AND j.results_uploaded_at IS NOT NULL AND (j.results_uploaded_at > i.results_uploaded_at OR (j.results_uploaded_at = i.results_uploaded_at AND j.id > i.id)))
     ORDER BY c.name, i.customer_id`,
    [inquiryTypeId],
  )) as Row[];
  return rows.map((r) => ({
    customerId: Number(r.customer_id),
    inquiryId: Number(r.inquiry_id),
    customerName: r.customer_name,
    forms: rawNumberOrZero(r.forms),
    contributes: rawBoolean(r.contributes),
    active: rawBoolean(r.active),
    excluded: rawBoolean(r.excluded),
  }));
}

/** Copies a member's library performance totals from its snapshot into the released pool, in the releasing transaction. */
export async function copyMemberTotals(
  m: EntityManager,
  inquiryTypeId: number,
  member: { customerId: number; inquiryId: number },
): Promise<void> {
  await m.query(
    `INSERT INTO benchmark_member_totals (inquiry_type_id, customer_id, question_id, n_performance, sum_performance, sum_sq_performance)
     SELECT ?, ?, t.question_id, t.n_performance, t.sum_performance, t.sum_sq_performance
     FROM insight_snapshot_totals t WHERE t.inquiry_id = ? AND t.is_custom_question = ? AND t.n_performance > 0`,
    [inquiryTypeId, member.customerId, member.inquiryId, false],
  );
}

/** One eNPS question's counts in an inquiry's snapshot (answers 0 when the snapshot holds none). */
export async function snapshotEnpsCounts(
  m: EntityManager,
  inquiryId: number,
  question: { isCustom: boolean; id: number },
): Promise<{ answers: number; promoters: number; passives: number }> {
  const rows = (await m.query(
    `SELECT t.answers, t.enps_promoters, t.enps_passives FROM insight_snapshot_totals t
     WHERE t.inquiry_id = ? AND t.is_custom_question = ? AND t.question_id = ?`,
    [inquiryId, question.isCustom, question.id],
  )) as Record<string, number | string | null>[];
  const r = rows[0];
  return {
    answers: rawNumberOrZero(r?.answers),
    promoters: rawNumberOrZero(r?.enps_promoters),
    passives: rawNumberOrZero(r?.enps_passives),
  };
}
