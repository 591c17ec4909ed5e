import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { markCrossTenant } from '../common/filters/refusal-hook';
import { AuthUser } from './auth-user';

/**
 * Tenant scoping in one place: every service that reads tenant data goes through these.
 * The super admin sees every customer; everyone else only their own customerid.
 */
export const isSuperAdmin = (user: AuthUser) => user.role === Role.SuperAdmin;

/** Adds "column = caller's customer" to a query for non-super-admins. */
export function scopeToTenant<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  user: AuthUser,
  column = `${qb.alias}.customerId`,
): SelectQueryBuilder<T> {
  if (!isSuperAdmin(user)) qb.andWhere(`${column} = :tenantCustomerId`, { tenantCustomerId: user.customerId ?? -1 });
  return qb;
}

/**
 * Refuses a record of another tenant with 404, exactly as if it did not exist
 * (decisions.md §2: never reveal that another customer's record exists).
 */
export function assertTenant<T extends { customerId: number | null }>(
  user: AuthUser,
  record: T | null | undefined,
  what = 'Record',
): T {
  if (!record) throw ApiError.notFound(what);
  // Same answer as a missing record; the mark only tells the audit log that another tenant's record was asked for.
  if (!isSuperAdmin(user) && record.customerId !== user.customerId) throw markCrossTenant(ApiError.notFound(what));
  return record;
}
