import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import type { MailedCodeColumns } from './mailed-code.columns';
import {
  chargeTry,
  closeOpenCodes,
  countCodesIssuedSince,
  insertCode,
  newestOpenCode,
  settleRightCode,
} from './mailed-codes.repository';

const MAX_WRONG_TRIES = 5;

/**
 * Issues and checks 6-digit mailed codes (crypto.randomInt) of one table: a new code replaces the
 * open ones, the hash is keyed (the database alone does not let anyone try the million codes
 * offline), and a try is charged before comparing by a conditional UPDATE, so parallel guesses
 * cannot exceed the tries. The statements are in mailed-codes.repository.ts; the repository given
 * names the table and its data source.
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
    await insertCode(m, this.entity, {
      userId,
      codeHash: this.hash(userId, code),
      expiresAt: new Date(now.getTime() + validMs),
    });
    return code;
  }

  /** Marks every open code of the user used. */
  async closeOpen(m: EntityManager, userId: number, at = new Date()): Promise<void> {
    await closeOpenCodes(m, this.entity, userId, at);
  }

  issuedLastHour(userId: number): Promise<number> {
    return countCodesIssuedSince(this.repository.manager, this.entity, userId, new Date(Date.now() - 3_600_000));
  }

  /**
   * Checks the newest open code of a user. A right code is marked used (consume) or gets its
   * charged try back (a check before the step that consumes it).
   */
  async check(m: EntityManager, userId: number, code: string, consume: boolean): Promise<boolean> {
    const row = await newestOpenCode(m, this.entity, userId);
    if (!row || row.expiresAt.getTime() <= Date.now()) return false;
    if (!(await chargeTry(m, this.entity, row.id, MAX_WRONG_TRIES))) return false;
    if (!sameText(this.hash(userId, code), row.codeHash)) return false;
    await settleRightCode(m, this.entity, row.id, consume);
    return true;
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
