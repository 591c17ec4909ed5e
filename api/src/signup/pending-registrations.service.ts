import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { PendingRegistration } from './pending-registration.entity';

export const CONFIRMATION_VALID_HOURS = 24;

export type PendingFields = Omit<PendingRegistration, 'id' | 'tokenHash' | 'expiresAt' | 'createdAt'>;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The pending_registrations table: one row per address, found only by the sha256 of its mailed secret. */
@Injectable()
export class PendingRegistrationsService {
  /**
   * Stores the sign-up under a new secret (32 random bytes, base64url) and answers the secret, which
   * only the mail carries. An earlier pending sign-up of the address is replaced; expired ones are pruned.
   */
  async replace(fields: PendingFields, m: EntityManager): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await m.delete(PendingRegistration, { expiresAt: LessThanOrEqual(now) });
    await m.delete(PendingRegistration, { email: fields.email });
    await m.insert(PendingRegistration, {
      ...fields,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_HOURS * 3_600_000),
    });
    return token;
  }

  /**
   * Takes the unexpired sign-up of this secret out of the table inside the caller's transaction, or
   * answers null. The DELETE decides: of two confirmations of one secret only one removes the row.
   */
  async consume(token: string, m: EntityManager): Promise<PendingRegistration | null> {
    const hash = tokenHash(token);
    const row = await m.findOne(PendingRegistration, { where: { tokenHash: hash, expiresAt: MoreThan(new Date()) } });
    if (!row) return null;
    const removed = await m.delete(PendingRegistration, { id: row.id, tokenHash: hash });
    return removed.affected === 1 ? row : null;
  }
}
