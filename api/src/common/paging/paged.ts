import type { Paged } from '@portal/contracts';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PageQueryDto } from './page-query.dto';

export type { Paged };

export function pagedEnvelope<T>(data: T[], totalItem: number, page: PageQueryDto): Paged<T> {
  const all = page.pageSize === -1;
  return {
    data,
    currentPage: all ? 1 : page.currentPage,
    pageSize: page.pageSize,
    totalItem,
    totalPage: all ? (totalItem ? 1 : 0) : Math.ceil(totalItem / page.pageSize),
  };
}

/**
 * Runs a query builder (already filtered and ordered by the caller) for one page.
 * The count and the page are separate indexed queries.
 */
export async function paginate<E extends ObjectLiteral, T>(
  qb: SelectQueryBuilder<E>,
  page: PageQueryDto,
  map: (row: E) => T,
): Promise<Paged<T>> {
  const totalItem = await qb.clone().orderBy().getCount();
  if (page.pageSize !== -1) qb.skip((page.currentPage - 1) * page.pageSize).take(page.pageSize);
  const rows = totalItem ? await qb.getMany() : [];
  return pagedEnvelope(rows.map(map), totalItem, page);
}

/** Pages a list already in memory (small, bounded lists only). */
export function paginateArray<T>(items: T[], page: PageQueryDto): Paged<T> {
  const data =
    page.pageSize === -1
      ? items
      : items.slice((page.currentPage - 1) * page.pageSize, page.currentPage * page.pageSize);
  return pagedEnvelope(data, items.length, page);
}
