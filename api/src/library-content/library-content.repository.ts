import { DeepPartial, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, FindOneOptions } from 'typeorm';
import { paginate, Paged } from '../common/paging/paged';
import type { InquiryType } from '../inquiry-types/inquiry-type.entity';
import type { LibraryQueryDto } from './library-query.dto';

/*
 * The statements on one library's table (findings, recommendations, roadmaps: each module owns its
 * table and hands its entity to LibraryContentService), each taking the caller's EntityManager and the
 * library's entity.
 */

/** What every library entry has: an id and the inquiry type it is written for. */
export interface LibraryRow {
  id: number;
  inquiryTypeId: number;
  inquiryType?: InquiryType;
}

type Library<E> = EntityTarget<E>;

const ofType = <E extends LibraryRow>(inquiryTypeId: number) => ({ inquiryTypeId }) as FindOptionsWhere<E>;

/** How many entries an inquiry type has. */
export function countEntriesOfType<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  inquiryTypeId: number,
): Promise<number> {
  return m.countBy(library, ofType<E>(inquiryTypeId));
}

/** How many entries an inquiry type has besides the one left out. */
export function countOtherEntries<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  inquiryTypeId: number,
  exceptId?: number,
): Promise<number> {
  const qb = m.createQueryBuilder(library, 'e').where('e.inquiryTypeId = :inquiryTypeId', { inquiryTypeId });
  if (exceptId !== undefined) qb.andWhere('e.id <> :exceptId', { exceptId });
  return qb.getCount();
}

/** One page of the entries with their inquiry types, newest first; of one inquiry type when given. */
export function pageOfEntries<E extends LibraryRow, R>(
  m: EntityManager,
  library: Library<E>,
  page: LibraryQueryDto,
  map: (entry: E) => R,
): Promise<Paged<R>> {
  const qb = m.createQueryBuilder(library, 'e').leftJoinAndSelect('e.inquiryType', 't').orderBy('e.id', 'DESC');
  if (page.inquiryTypeId !== undefined)
    qb.where('e.inquiryTypeId = :inquiryTypeId', { inquiryTypeId: page.inquiryTypeId });
  return paginate(qb, page, map);
}

/** The entries of one inquiry type, oldest first. */
export function entriesOfType<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  inquiryTypeId: number,
): Promise<E[]> {
  return m.find(library, { where: ofType<E>(inquiryTypeId), order: { id: 'ASC' } as FindOptionsOrder<E> });
}

/** The entry with its inquiry type loaded, or null. */
export function entryWithType<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  id: number,
): Promise<E | null> {
  return m.findOne(library, { where: { id }, relations: { inquiryType: true } } as FindOneOptions<E>);
}

/** Inserts an entry; answers the stored row. */
export function insertEntry<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  values: DeepPartial<E>,
): Promise<E> {
  return m.save(library, m.create(library, values));
}

/** Writes changed fields and the (maybe other) inquiry type into a loaded entry and stores it; answers the stored row. */
export function updateEntry<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  entry: E,
  changes: DeepPartial<E>,
  inquiryType: InquiryType,
): Promise<E> {
  m.merge(library, entry, { ...changes, inquiryTypeId: inquiryType.id } as DeepPartial<E>);
  // The loaded relation would otherwise win over the new inquiryTypeId when saved.
  entry.inquiryType = inquiryType;
  return m.save(library, entry);
}

export async function deleteEntry<E extends LibraryRow>(
  m: EntityManager,
  library: Library<E>,
  id: number,
): Promise<void> {
  await m.delete(library, id);
}
