import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager, FindOptionsOrder, FindOptionsWhere, IsNull, MoreThan, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { MailedCodeColumns } from './mailed-code.columns';

const MAX_WRONG_TRIES = 5;

/**
 * Issues and checks 6-digit mailed codes (crypto.randomInt) of one table: a new code replaces the
 * open ones, the hash is keyed (the database alone does not let anyone try the million codes
 * offline), and a try is charged before comparing by a conditional UPDATE, so parallel guesses
 * cannot exceed the tries.
 */
export class MailedCodes<T extends MailedCodeColumns> {
  constructor(
    private readonly repository: Repository<T>,
    private readonly purpose: string,
    private readonly secret: string,
  ) {}

  private get entity() {
    return this.repository.target;
  }

  /** A new code for the user inside the caller's transaction; earlier open codes stop working. */
  async issue(m: EntityManager, userId: number, validMs: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await this.closeOpen(m, userId, now);
    await m.insert(
      this.entity,
      this.values({
        userId,
        codeHash: this.hash(userId, code),
        expiresAt: new Date(now.getTime() + validMs),
        failedAttempts: 0,
        usedAt: null,
      }),
    );
    return code;
  }

  /** Marks every open code of the user used. */
  async closeOpen(m: EntityManager, userId: number, at = new Date()): Promise<void> {
    await m.update(this.entity, this.where({ userId, usedAt: IsNull() }), this.values({ usedAt: at }));
  }

  issuedLastHour(userId: number): Promise<number> {
    return this.repository.count({
      where: this.where({ userId, createdAt: MoreThan(new Date(Date.now() - 3_600_000)) }),
    });
  }

  /**
   * Checks the newest open code of a user. A right code is marked used (consume) or gets its
   * charged try back (a check before the step that consumes it).
   */
  async check(m: EntityManager, userId: number, code: string, consume: boolean): Promise<boolean> {
    const row = await m.findOne(this.entity, {
      where: this.where({ userId, usedAt: IsNull() }),
      order: { id: 'DESC' } as FindOptionsOrder<T>,
    });
    if (!row || row.expiresAt.getTime() <= Date.now()) return false;
    const charged = await m
      .createQueryBuilder()
      .update(this.entity)
      .set(this.values({ failedAttempts: () => 'failed_attempts + 1' }))
      .where('id = :id AND failed_attempts < :max AND used_at IS NULL', { id: row.id, max: MAX_WRONG_TRIES })
      .execute();
    if (charged.affected !== 1) return false;
    if (!sameText(this.hash(userId, code), row.codeHash)) return false;
    await m.update(
      this.entity,
      this.where({ id: row.id }),
      this.values(consume ? { usedAt: new Date() } : { failedAttempts: () => 'failed_attempts - 1' }),
    );
    return true;
  }

  // The columns are the base class's; TypeScript cannot map them through the generic T itself.
  private where(where: FindOptionsWhere<MailedCodeColumns>): FindOptionsWhere<T> {
    return where as FindOptionsWhere<T>;
  }

  private values(values: QueryDeepPartialEntity<MailedCodeColumns>): QueryDeepPartialEntity<T> {
    return values as QueryDeepPartialEntity<T>;
  }

  private hash(userId: number, code: string): string {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${userId}:${code}`).digest('base64url');
  }
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
