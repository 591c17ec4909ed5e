import type { EntityManager } from 'typeorm';
import type { QuestionTotals } from '../answers/stored-answer';
import { InsightSnapshotForm } from './insight-snapshot-form.entity';
import { InsightSnapshotGeneration } from './insight-snapshot-generation.entity';
import { InsightSnapshotGroup } from './insight-snapshot-group.entity';
import { InsightSnapshotSegmentTotal } from './insight-snapshot-segment-total.entity';
import { InsightSnapshotWithheld } from './insight-snapshot-withheld.entity';

/**
 * The statements on a snapshot's generations (insights/disclosure): each generation's forms, groups and
 * withheld figures, and the current generation's group totals; each taking the caller's EntityManager.
 */

export type NewGroup = Omit<InsightSnapshotGroup, 'inquiry'>;
export type NewWithheld = Omit<InsightSnapshotWithheld, 'inquiry'>;
export type SegmentTotal = QuestionTotals & { attribute: string; value: string };

/** The inquiry's generations, oldest first. */
export function generationsOf(m: EntityManager, inquiryId: number): Promise<InsightSnapshotGeneration[]> {
  return m.find(InsightSnapshotGeneration, { where: { inquiryId }, order: { generation: 'ASC' } });
}

/** The newest generation, or undefined before the first. */
export async function lastGenerationOf(
  m: EntityManager,
  inquiryId: number,
): Promise<InsightSnapshotGeneration | undefined> {
  const [last] = await m.find(InsightSnapshotGeneration, {
    where: { inquiryId },
    order: { generation: 'DESC' },
    take: 1,
  });
  return last;
}

export function countGenerationsOf(m: EntityManager, inquiryId: number): Promise<number> {
  return m.count(InsightSnapshotGeneration, { where: { inquiryId } });
}

/** The reported (not hidden) groups of every generation. */
export function reportedGroupsOf(m: EntityManager, inquiryId: number): Promise<InsightSnapshotGroup[]> {
  return m.find(InsightSnapshotGroup, { where: { inquiryId, hidden: false } });
}

/** One generation's groups, reported and hidden, by attribute and label. */
export function groupsOfGeneration(
  m: EntityManager,
  inquiryId: number,
  generation: number,
): Promise<InsightSnapshotGroup[]> {
  return m.find(InsightSnapshotGroup, {
    where: { inquiryId, generation },
    order: { attribute: 'ASC', label: 'ASC' },
  });
}

/** The withheld figures of every generation, or of one. */
export function withheldRowsOf(
  m: EntityManager,
  inquiryId: number,
  generation?: number,
): Promise<InsightSnapshotWithheld[]> {
  return m.find(InsightSnapshotWithheld, {
    where: generation === undefined ? { inquiryId } : { inquiryId, generation },
  });
}

/** Which generation each form joined. */
export function snapshotFormsOf(m: EntityManager, inquiryId: number): Promise<InsightSnapshotForm[]> {
  return m.find(InsightSnapshotForm, { where: { inquiryId } });
}

/** One group's per-question totals of the current generation. */
export async function segmentTotalsOf(
  m: EntityManager,
  inquiryId: number,
  attribute: string,
  value: string,
): Promise<QuestionTotals[]> {
  const rows = await m.find(InsightSnapshotSegmentTotal, { where: { inquiryId, attribute, value } });
  return rows.map(({ inquiryId: _, inquiry: __, attribute: ___, value: ____, ...t }) => t);
}

export async function insertGeneration(
  m: EntityManager,
  generation: Omit<InsightSnapshotGeneration, 'inquiry'>,
): Promise<void> {
  await m.insert(InsightSnapshotGeneration, generation);
}

/** The forms a generation adds, 500 rows a statement. */
export async function insertSnapshotForms(
  m: EntityManager,
  forms: Omit<InsightSnapshotForm, 'inquiry'>[],
): Promise<void> {
  for (let i = 0; i < forms.length; i += 500) await m.insert(InsightSnapshotForm, forms.slice(i, i + 500));
}

/** A generation's groups, 200 rows a statement. */
export async function insertGroups(m: EntityManager, groups: NewGroup[]): Promise<void> {
  for (let i = 0; i < groups.length; i += 200) await m.insert(InsightSnapshotGroup, groups.slice(i, i + 200));
}

/** A generation's withheld figures, 300 rows a statement. */
export async function insertWithheld(m: EntityManager, withheld: NewWithheld[]): Promise<void> {
  for (let i = 0; i < withheld.length; i += 300) await m.insert(InsightSnapshotWithheld, withheld.slice(i, i + 300));
}

/** Replaces the group totals with the current generation's, 300 rows a statement. */
export async function replaceSegmentTotals(m: EntityManager, inquiryId: number, totals: SegmentTotal[]): Promise<void> {
  await m.delete(InsightSnapshotSegmentTotal, { inquiryId });
  const rows = totals.map((t) => ({ ...t, inquiryId }));
  for (let i = 0; i < rows.length; i += 300) await m.insert(InsightSnapshotSegmentTotal, rows.slice(i, i + 300));
}
