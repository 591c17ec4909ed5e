import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { whereContains } from '../common/paging/contains';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { InquiryType } from './inquiry-type.entity';

/** The statements on the inquiry_types table, each taking the caller's EntityManager. */

export interface InquiryTypeFilter {
  /** Active types only (what a customer admin may choose for a new inquiry). */
  activeOnly: boolean;
  search?: string;
}

export interface InquiryTypeOrder {
  /** By name ignoring case (then newest first) instead of newest first. */
  byName: boolean;
  descending: boolean;
}

export type NewInquiryType = Pick<InquiryType, 'name' | 'description' | 'isActive'>;

function filtered(m: EntityManager, filter: InquiryTypeFilter): SelectQueryBuilder<InquiryType> {
  const qb = m.createQueryBuilder(InquiryType, 't');
  if (filter.activeOnly) qb.where('t.isActive = :active', { active: true });
  return whereContains(qb, ['t.name', 't.description'], filter.search);
}

/** Every type the filter lets through, unordered (the caller sorts the dropdown). */
export function inquiryTypesMatching(m: EntityManager, filter: InquiryTypeFilter): Promise<InquiryType[]> {
  return filtered(m, filter).getMany();
}

export function inquiryTypePage<T>(
  m: EntityManager,
  filter: InquiryTypeFilter,
  order: InquiryTypeOrder,
  page: PageQueryDto,
  map: (type: InquiryType) => T,
): Promise<Paged<T>> {
  const qb = filtered(m, filter);
  if (order.byName) qb.orderBy('LOWER(t.name)', order.descending ? 'DESC' : 'ASC').addOrderBy('t.id', 'DESC');
  else qb.orderBy('t.id', 'DESC');
  return paginate(qb, page, map);
}

export function findInquiryType(m: EntityManager, id: number): Promise<InquiryType | null> {
  return m.findOneBy(InquiryType, { id });
}

export function inquiryTypeExists(m: EntityManager, id: number): Promise<boolean> {
  return m.existsBy(InquiryType, { id });
}

export function allInquiryTypes(m: EntityManager): Promise<InquiryType[]> {
  return m.find(InquiryType);
}

export function allInquiryTypesById(m: EntityManager): Promise<InquiryType[]> {
  return m.find(InquiryType, { order: { id: 'ASC' } });
}

export function insertInquiryType(m: EntityManager, type: NewInquiryType): Promise<InquiryType> {
  return m.save(m.create(InquiryType, type));
}

/** Saves a type loaded and changed by the caller. */
export function saveInquiryType(m: EntityManager, type: InquiryType): Promise<InquiryType> {
  return m.save(type);
}

export async function deleteInquiryType(m: EntityManager, id: number): Promise<void> {
  await m.delete(InquiryType, { id });
}

/** Whether another type (not `exceptId`) has this name, ignoring case. */
export function inquiryTypeNameTaken(m: EntityManager, name: string, exceptId?: number): Promise<boolean> {
  const qb = m.createQueryBuilder(InquiryType, 't').where('LOWER(t.name) = LOWER(:name)', { name });
  if (exceptId) qb.andWhere('t.id <> :exceptId', { exceptId });
  return qb.getExists();
}
