import { EntityManager, IsNull } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { scopeToTenant } from '../auth/tenant-scope';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { rawDateOrNull } from '../database/raw-values';
import type { RowReader } from '../database/read-database';
import { ApiKey } from './api-key.entity';

/*
 * The statements on api_keys, each taking the caller's EntityManager (a transaction's, or the data
 * source's); the lookup of a presented key takes any RowReader, so it runs on the read connection.
 */

export type NewApiKey = Pick<
  ApiKey,
  'customerId' | 'createdByUserId' | 'name' | 'lookup' | 'secretHash' | 'scopes' | 'expiresAt'
>;

/** Inserts a key; answers its id. */
export async function insertKey(m: EntityManager, key: NewApiKey): Promise<number> {
  const result = await m.insert(ApiKey, key);
  return Number(result.identifiers[0].id);
}

/** One page of the keys the user may see, newest first. */
export function pageOfKeys<T>(
  m: EntityManager,
  user: AuthUser,
  page: PageQueryDto,
  map: (key: ApiKey) => T,
): Promise<Paged<T>> {
  const qb = scopeToTenant(m.createQueryBuilder(ApiKey, 'k'), user)
    .orderBy('k.createdAt', 'DESC')
    .addOrderBy('k.id', 'DESC');
  return paginate(qb, page, map);
}

export function keyById(m: EntityManager, id: number): Promise<ApiKey | null> {
  return m.findOneBy(ApiKey, { id });
}

/** Revokes a key not revoked yet. */
export async function revokeKey(m: EntityManager, id: number, at: Date): Promise<void> {
  await m.update(ApiKey, { id, revokedAt: IsNull() }, { revokedAt: at });
}

export async function recordKeyUse(m: EntityManager, id: number, at: Date): Promise<void> {
  await m.update(ApiKey, { id }, { lastUsedAt: at });
}

export type PresentedKey = Pick<
  ApiKey,
  'id' | 'customerId' | 'createdByUserId' | 'name' | 'secretHash' | 'scopes' | 'expiresAt' | 'revokedAt' | 'lastUsedAt'
>;

/** The key with this lookup part, as plain columns (no entity hydration), or null. */
export async function keyByLookup(reader: RowReader, lookup: string): Promise<PresentedKey | null> {
  const [row] = (await reader.query(
    `SELECT id, customer_id AS customerId, created_by_user_id AS createdByUserId, name, secret_hash AS secretHash, scopes,
       expires_at AS expiresAt, revoked_at AS revokedAt, last_used_at AS lastUsedAt FROM api_keys WHERE lookup = ?`,
    [lookup],
  )) as Record<string, unknown>[];
  if (!row) return null;
  return {
    id: Number(row.id),
    customerId: Number(row.customerId),
    createdByUserId: Number(row.createdByUserId),
    name: String(row.name),
    secretHash: String(row.secretHash),
    scopes: String(row.scopes),
    expiresAt: rawDateOrNull(row.expiresAt),
    revokedAt: rawDateOrNull(row.revokedAt),
    lastUsedAt: rawDateOrNull(row.lastUsedAt),
  };
}
