import type { EntityManager } from 'typeorm';
import { Pathway } from './pathway.entity';

/** The statements on the pathways table, each taking the caller's EntityManager (a transaction's, or the data source's). */

export function countPathwaysOfType(m: EntityManager, inquiryTypeId: number): Promise<number> {
  return m.countBy(Pathway, { inquiryTypeId });
}

export function insertPathway(m: EntityManager, inquiryTypeId: number, name: string): Promise<Pathway> {
  return m.save(m.create(Pathway, { inquiryTypeId, name }));
}

export async function updatePathway(
  m: EntityManager,
  id: number,
  fields: Pick<Pathway, 'name' | 'inquiryTypeId'>,
): Promise<void> {
  await m.update(Pathway, { id }, fields);
}

export async function deletePathway(m: EntityManager, id: number): Promise<void> {
  await m.delete(Pathway, { id });
}

/** Whether the inquiry type has a pathway of this name, ignoring case (another than exceptId). */
export function pathwayNameTaken(
  m: EntityManager,
  inquiryTypeId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const qb = m
    .createQueryBuilder(Pathway, 'p')
    .where('p.inquiryTypeId = :inquiryTypeId', { inquiryTypeId })
    .andWhere('LOWER(p.name) = LOWER(:name)', { name });
  if (exceptId) qb.andWhere('p.id <> :exceptId', { exceptId });
  return qb.getExists();
}

export function findPathway(m: EntityManager, id: number): Promise<Pathway | null> {
  return m.findOneBy(Pathway, { id });
}

/** Every pathway, by inquiry type then id (the translation screens' list). */
export function allPathways(m: EntityManager): Promise<Pathway[]> {
  return m.find(Pathway, { order: { inquiryTypeId: 'ASC', id: 'ASC' } });
}
