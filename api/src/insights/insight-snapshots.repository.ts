import type { EntityManager } from 'typeorm';
import type { QuestionTotals } from '../answers/stored-answer';
import { InsightSnapshotTotal } from './insight-snapshot-total.entity';
import { InsightSnapshot } from './insight-snapshot.entity';

/**
 * The statements on a customer admin's snapshot (its header and per-question totals), each taking the
 * caller's EntityManager; the snapshot's generations live in snapshot-generations.repository.ts.
 */

export type SnapshotHeader = Pick<InsightSnapshot, 'forms' | 'takenAt' | 'reason'>;

/** The inquiry's snapshot header, or null before the first. */
export function snapshotOf(m: EntityManager, inquiryId: number): Promise<InsightSnapshot | null> {
  return m.findOneBy(InsightSnapshot, { inquiryId });
}

export async function insertSnapshot(m: EntityManager, inquiryId: number, header: SnapshotHeader): Promise<void> {
  await m.insert(InsightSnapshot, { inquiryId, ...header });
}

export async function updateSnapshot(m: EntityManager, inquiryId: number, header: SnapshotHeader): Promise<void> {
  await m.update(InsightSnapshot, { inquiryId }, header);
}

/** The snapshot's per-question totals. */
export async function snapshotTotalsOf(m: EntityManager, inquiryId: number): Promise<QuestionTotals[]> {
  const rows = await m.findBy(InsightSnapshotTotal, { inquiryId });
  return rows.map(({ inquiryId: _, inquiry: __, ...t }) => t);
}

/** Replaces the snapshot's per-question totals, 500 rows a statement. */
export async function replaceSnapshotTotals(
  m: EntityManager,
  inquiryId: number,
  totals: QuestionTotals[],
): Promise<void> {
  await m.delete(InsightSnapshotTotal, { inquiryId });
  for (let i = 0; i < totals.length; i += 500) {
    await m.insert(
      InsightSnapshotTotal,
      totals.slice(i, i + 500).map((t) => ({ ...t, inquiryId })),
    );
  }
}
