import { DeepPartial, EntityManager, In, LessThan } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { StoredFile, StoredFileKind } from './stored-file.entity';

/* The statements on stored_files, each taking the caller's EntityManager (a transaction's, or the data source's). */

/** Inserts a file's metadata row; answers the stored row. */
export function insertFile(m: EntityManager, file: DeepPartial<StoredFile>): Promise<StoredFile> {
  return m.save(m.create(StoredFile, file));
}

export function fileById(m: EntityManager, id: number): Promise<StoredFile | null> {
  return m.findOneBy(StoredFile, { id });
}

export function filesByIds(m: EntityManager, ids: number[]): Promise<StoredFile[]> {
  return m.findBy(StoredFile, { id: In(ids) });
}

/** One page of these files, newest first. */
export function pageOfFiles<T>(
  m: EntityManager,
  ids: number[],
  page: PageQueryDto,
  map: (f: StoredFile) => T,
): Promise<Paged<T>> {
  const qb = m.createQueryBuilder(StoredFile, 'f').where('f.id IN (:...ids)', { ids }).orderBy('f.id', 'DESC');
  return paginate(qb, page, map);
}

/** One page of an inquiry's files of one kind, newest first. */
export function pageOfInquiryFiles<T>(
  m: EntityManager,
  inquiryId: number,
  kind: StoredFileKind,
  page: PageQueryDto,
  map: (f: StoredFile) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(StoredFile, 'f')
    .where('f.inquiryId = :inquiryId', { inquiryId })
    .andWhere('f.kind = :kind', { kind })
    .orderBy('f.id', 'DESC');
  return paginate(qb, page, map);
}

/** The names of an inquiry's files of one kind. */
export async function namesOfInquiryFiles(
  m: EntityManager,
  inquiryId: number,
  kind: StoredFileKind,
): Promise<string[]> {
  const rows = await m.find(StoredFile, { where: { inquiryId, kind }, select: { id: true, originalName: true } });
  return rows.map((f) => f.originalName);
}

/** Deletes these files' rows; answers their storage keys. */
export async function deleteFiles(m: EntityManager, ids: number[]): Promise<string[]> {
  const old = await m.findBy(StoredFile, { id: In(ids) });
  await m.delete(StoredFile, ids);
  return old.map((f) => f.storageKey);
}

/** Up to `limit` files of these kinds stored before `cutoff`, with their storage keys. */
export function filesOfKindsBefore(
  m: EntityManager,
  kinds: StoredFileKind[],
  cutoff: Date,
  limit: number,
): Promise<Pick<StoredFile, 'id' | 'storageKey'>[]> {
  return m.find(StoredFile, {
    select: { id: true, storageKey: true },
    where: { kind: In(kinds), createdAt: LessThan(cutoff) },
    take: limit,
  });
}

/** Deletes the rows of these files (their bytes are gone already). */
export async function deleteFileRows(m: EntityManager, ids: number[]): Promise<void> {
  await m.delete(StoredFile, { id: In(ids) });
}
