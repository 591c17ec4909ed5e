import { EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { PendingRegistration } from './pending-registration.entity';

/** The statements on pending_registrations, each taking the caller's EntityManager. */

export type NewPendingRegistration = Omit<PendingRegistration, 'id' | 'createdAt'>;

/** Removes the pending sign-ups that expired by `now`. */
export async function deleteExpiredRegistrations(m: EntityManager, now: Date): Promise<void> {
  await m.delete(PendingRegistration, { expiresAt: LessThanOrEqual(now) });
}

export async function deleteRegistrationsOf(m: EntityManager, email: string): Promise<void> {
  await m.delete(PendingRegistration, { email });
}

export async function insertRegistration(m: EntityManager, row: NewPendingRegistration): Promise<void> {
  await m.insert(PendingRegistration, row);
}

/** The sign-up stored under this secret's hash that has not expired by `now`, or null. */
export function unexpiredRegistration(
  m: EntityManager,
  tokenHash: string,
  now: Date,
): Promise<PendingRegistration | null> {
  return m.findOne(PendingRegistration, { where: { tokenHash, expiresAt: MoreThan(now) } });
}

/** Deletes the sign-up if it still holds this hash; answers whether this call removed it. */
export async function deleteRegistration(m: EntityManager, id: number, tokenHash: string): Promise<boolean> {
  const removed = await m.delete(PendingRegistration, { id, tokenHash });
  return removed.affected === 1;
}
