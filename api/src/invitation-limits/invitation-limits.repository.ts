import { EntityManager } from 'typeorm';
import { InvitationDayCount } from './invitation-day-count.entity';

/* The statements on invitation_day_counts, each taking the caller's EntityManager (a transaction's, or the data source's). */

/** The mails counted for the organisation on that UTC day (YYYY-MM-DD), 0 without a row. */
export async function sentOnDay(m: EntityManager, customerId: number, day: string): Promise<number> {
  return (await m.findOneBy(InvitationDayCount, { customerId, day }))?.sent ?? 0;
}

export function dayCounted(m: EntityManager, customerId: number, day: string): Promise<boolean> {
  return m.existsBy(InvitationDayCount, { customerId, day });
}

/** Creates the day's row with `count` mails; fails with a unique violation when another writer created it first. */
export async function insertDayCount(m: EntityManager, customerId: number, day: string, count: number): Promise<void> {
  await m.insert(InvitationDayCount, { customerId, day, sent: count });
}

/**
 * Adds `count` to the day's row in one conditional UPDATE, if the sum stays within `limit`: answers
 * whether it did (false also when the day has no row yet).
 */
export async function addWithinLimit(
  m: EntityManager,
  customerId: number,
  day: string,
  count: number,
  limit: number,
): Promise<boolean> {
  const counted = await m
    .createQueryBuilder()
    .update(InvitationDayCount)
    .set({ sent: () => `sent + ${Math.floor(count)}` })
    .where('customer_id = :customerId AND day = :day AND sent + :count <= :limit', { customerId, day, count, limit })
    .execute();
  return counted.affected === 1;
}
