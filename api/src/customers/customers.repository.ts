import type { EntityManager } from 'typeorm';
import { containsPattern, containsSql } from '../common/paging/contains';
import type { RowReader } from '../database/read-database';
import { Customer } from './customer.entity';
import type { CustomerListRow } from './customer.mapper';

/**
 * The statements on the customers table, each taking the caller's EntityManager (a transaction's, or
 * the data source's); the list's plain-row reads take a RowReader (the read connection).
 */

/** The columns the list's search looks in. */
const SEARCHED_COLUMNS = ['name', 'industry', 'website'] as const;
/** The list's sortable fields and their columns. */
export const CUSTOMER_SORT_COLUMNS = { CustomerName: 'name', Industry: 'industry', Website: 'website' } as const;

export interface CustomerListFilter {
  search?: string;
  sort?: keyof typeof CUSTOMER_SORT_COLUMNS;
  descending?: boolean;
}

function listWhere(search: string | undefined): { where: string; params: string[] } {
  const pattern = containsPattern(search);
  return {
    where: `deleted_at IS NULL${pattern ? ` AND ${containsSql(SEARCHED_COLUMNS)}` : ''}`,
    params: pattern ? SEARCHED_COLUMNS.map(() => pattern) : [],
  };
}

/** How many customers that are not deleted the search lets through. */
export async function countListedCustomers(reader: RowReader, search: string | undefined): Promise<number> {
  const { where, params } = listWhere(search);
  const [{ total }] = (await reader.query(`SELECT COUNT(*) AS total FROM customers WHERE ${where}`, params)) as {
    total: number | string;
  }[];
  return Number(total);
}

/** A page of the list (all of it when limit is undefined): newest first, or by a whitelisted column ignoring case. */
export function listedCustomers(
  reader: RowReader,
  filter: CustomerListFilter,
  range?: { limit: number; offset: number },
): Promise<CustomerListRow[]> {
  const { where, params } = listWhere(filter.search);
  // Only a whitelisted column and direction reach the SQL.
  const orderBy = filter.sort
    ? `LOWER(${CUSTOMER_SORT_COLUMNS[filter.sort]}) ${filter.descending ? 'DESC' : 'ASC'}, id DESC`
    : 'id DESC';
  return reader.query(
    `SELECT id, name, industry, website, is_active AS isActive FROM customers WHERE ${where} ORDER BY ${orderBy}${range ? ' LIMIT ? OFFSET ?' : ''}`,
    range ? [...params, range.limit, range.offset] : params,
  ) as Promise<CustomerListRow[]>;
}

/** The customer (not deleted), or null. */
export function findCustomer(m: EntityManager, id: number): Promise<Customer | null> {
  return m.findOneBy(Customer, { id });
}

export function findCustomerOrFail(m: EntityManager, id: number): Promise<Customer> {
  return m.findOneByOrFail(Customer, { id });
}

export function customerExists(m: EntityManager, id: number): Promise<boolean> {
  return m.existsBy(Customer, { id });
}

/** A customer by its name, compared case-insensitively; deleted ones only when asked. */
export function findCustomerByName(m: EntityManager, name: string, withDeleted: boolean): Promise<Customer | null> {
  return m
    .createQueryBuilder(Customer, 'c')
    .where('LOWER(c.name) = LOWER(:name)', { name })
    .withDeleted()
    .andWhere(withDeleted ? '1 = 1' : 'c.deletedAt IS NULL')
    .getOne();
}

export function saveCustomer(m: EntityManager, customer: Customer): Promise<Customer> {
  return m.save(customer);
}

export function insertCustomer(m: EntityManager, fields: Partial<Customer>): Promise<Customer> {
  return m.save(m.create(Customer, fields));
}

export async function updateCustomer(m: EntityManager, id: number, fields: Partial<Customer>): Promise<void> {
  await m.update(Customer, { id }, fields);
}

/** Deactivates and hides the customer (soft delete). */
export async function deactivateAndHideCustomer(m: EntityManager, id: number): Promise<void> {
  await m.update(Customer, { id }, { isActive: false });
  await m.softDelete(Customer, { id });
}
