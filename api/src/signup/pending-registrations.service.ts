import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PendingRegistration } from './pending-registration.entity';
import {
  deleteExpiredRegistrations,
  deleteRegistration,
  deleteRegistrationsOf,
  insertRegistration,
  unexpiredRegistration,
} from './pending-registrations.repository';

export const CONFIRMATION_VALID_HOURS = 24;

export type PendingFields = Omit<PendingRegistration, 'id' | 'tokenHash' | 'expiresAt' | 'createdAt'>;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Pending sign-ups: one row per address, found only by the sha256 of its mailed secret (pending-registrations.repository.ts). */
@Injectable()
export class PendingRegistrationsService {
  /**
   * Stores the sign-up under a new secret (32 random bytes, base64url) and answers the secret, which
   * only the mail carries. An earlier pending sign-up of the address is replaced; expired ones are pruned.
   */
  async replace(fields: PendingFields, m: EntityManager): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await deleteExpiredRegistrations(m, now);
    await deleteRegistrationsOf(m, fields.email);
    await insertRegistration(m, {
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
    const row = await unexpiredRegistration(m, hash, new Date());
    if (!row) return null;
    return (await deleteRegistration(m, row.id, hash)) ? row : null;
  }
}
