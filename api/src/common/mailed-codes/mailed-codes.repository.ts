import { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, IsNull, MoreThan } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { MailedCodeColumns } from './mailed-code.columns';

/*
 * The statements on a table of mailed codes (each use has its own table with the columns of
 * MailedCodeColumns), each taking the caller's EntityManager and the table's entity.
 */

type Codes<T> = EntityTarget<T>;

// The columns are the base class's; TypeScript cannot map them through the generic T itself.
const where = <T>(w: FindOptionsWhere<MailedCodeColumns>) => w as FindOptionsWhere<T>;
const values = <T>(v: QueryDeepPartialEntity<MailedCodeColumns>) => v as QueryDeepPartialEntity<T>;

export async function insertCode<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  code: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await m.insert(codes, values<T>({ ...code, failedAttempts: 0, usedAt: null }));
}

/** Marks every open code of the user used at `at`. */
export async function closeOpenCodes<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  userId: number,
  at: Date,
): Promise<void> {
  await m.update(codes, where<T>({ userId, usedAt: IsNull() }), values<T>({ usedAt: at }));
}

export function countCodesIssuedSince<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  userId: number,
  since: Date,
): Promise<number> {
  return m.count(codes, { where: where<T>({ userId, createdAt: MoreThan(since) }) });
}

/** The user's newest code not used yet. */
export function newestOpenCode<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  userId: number,
): Promise<T | null> {
  return m.findOne(codes, {
    where: where<T>({ userId, usedAt: IsNull() }),
    order: { id: 'DESC' } as FindOptionsOrder<T>,
  });
}

/**
 * Charges one try to an open code with a conditional UPDATE, so parallel guesses cannot exceed `maxTries`:
 * answers whether the try was charged.
 */
export async function chargeTry<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  id: number,
  maxTries: number,
): Promise<boolean> {
  const charged = await m
    .createQueryBuilder()
    .update(codes)
    .set(values<T>({ failedAttempts: () => 'failed_attempts + 1' }))
    .where('id = :id AND failed_attempts < :max AND used_at IS NULL', { id, max: maxTries })
    .execute();
  return charged.affected === 1;
}

/** A right code: marked used (consumed), or its charged try given back. */
export async function settleRightCode<T extends MailedCodeColumns>(
  m: EntityManager,
  codes: Codes<T>,
  id: number,
  consume: boolean,
): Promise<void> {
  await m.update(
    codes,
    where<T>({ id }),
    values<T>(consume ? { usedAt: new Date() } : { failedAttempts: () => 'failed_attempts - 1' }),
  );
}
