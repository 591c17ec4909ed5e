import { EntityManager, LessThan } from 'typeorm';
import { IdempotencyKey } from './idempotency-key.entity';

/** The statements on idempotency_keys, each taking the caller's EntityManager. */

export function findKey(m: EntityManager, owner: string, key: string): Promise<IdempotencyKey | null> {
  return m.findOneBy(IdempotencyKey, { owner, key });
}

/** Inserts an unanswered claim and answers its id; the unique (owner, key) index refuses a second claim. */
export async function insertClaim(m: EntityManager, owner: string, key: string, requestHash: string): Promise<number> {
  const saved = await m.insert(IdempotencyKey, { owner, key, requestHash, status: null, body: null });
  return Number(saved.identifiers[0].id);
}

export async function deleteKeysCreatedBefore(m: EntityManager, before: Date): Promise<void> {
  await m.delete(IdempotencyKey, { createdAt: LessThan(before) });
}

export async function storeAnswer(m: EntityManager, id: number, status: number, body: string | null): Promise<void> {
  await m.update(IdempotencyKey, { id }, { status, body });
}

export async function deleteKey(m: EntityManager, id: number): Promise<void> {
  await m.delete(IdempotencyKey, { id });
}
