import type { EntityManager } from 'typeorm';
import { ResultDraft } from './result-draft.entity';

/** The statements on the results studio's table (result_drafts), each taking the caller's EntityManager. */

export function findDraft(m: EntityManager, inquiryId: number): Promise<ResultDraft | null> {
  return m.findOne(ResultDraft, { where: { inquiryId } });
}

export function insertDraft(m: EntityManager, row: Omit<ResultDraft, 'id'>): Promise<ResultDraft> {
  return m.save(m.create(ResultDraft, row));
}

export async function updateDraft(
  m: EntityManager,
  id: number,
  patch: Partial<Omit<ResultDraft, 'id' | 'inquiryId'>>,
): Promise<void> {
  await m.update(ResultDraft, { id }, patch);
}
