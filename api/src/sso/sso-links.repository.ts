import { EntityManager, IsNull, LessThan, MoreThan } from 'typeorm';
import { SsoIdentity } from './sso-identity.entity';
import { SsoLinkBudget } from './sso-link-budget.entity';
import { SsoLinkRequest } from './sso-link-request.entity';
import { SsoLogin } from './sso-login.entity';

/**
 * The statements on the SSO links' tables (identities, link requests, the per-account link budgets),
 * each taking the caller's EntityManager.
 */

export type LinkSpend = 'codes_sent' | 'failed_attempts';
export type IdentityKey = Pick<SsoIdentity, 'customerId' | 'issuer' | 'subject'>;
export type NewLinkRequest = Pick<
  SsoLinkRequest,
  'tokenHash' | 'customerId' | 'userId' | 'protocol' | 'issuer' | 'subject' | 'expiresAt'
>;

const columnOf = (spend: LinkSpend) => (spend === 'codes_sent' ? 'codesSent' : 'failedAttempts');

export function findIdentity(m: EntityManager, key: IdentityKey): Promise<SsoIdentity | null> {
  return m.findOneBy(SsoIdentity, key);
}

export async function insertIdentity(m: EntityManager, identity: IdentityKey & Pick<SsoIdentity, 'userId'>) {
  await m.insert(SsoIdentity, identity);
}

/** The accounts with an identity linked in the organisation (one row per identity). */
export function linkedUsersOf(m: EntityManager, customerId: number): Promise<Pick<SsoIdentity, 'userId'>[]> {
  return m.find(SsoIdentity, { where: { customerId }, select: { userId: true } });
}

/** Deletes every identity and open link step of the organisation. */
export async function deleteLinksOfCustomer(m: EntityManager, customerId: number): Promise<void> {
  await m.delete(SsoIdentity, { customerId });
  await m.delete(SsoLinkRequest, { customerId });
}

/**
 * Drops everything that lets a provider sign in as the account without its owner: open link steps,
 * unused hand-off codes, linked identities. Answers how many identities went.
 */
export async function deleteLinksOfUser(m: EntityManager, userId: number): Promise<number> {
  await m.delete(SsoLinkRequest, { userId });
  await m.update(SsoLogin, { userId, handoffUsed: false }, { handoffUsed: true });
  const dropped = await m.delete(SsoIdentity, { userId });
  return dropped.affected ?? 0;
}

/** Deletes the expired link steps, then inserts the new one. */
export async function insertLinkRequest(m: EntityManager, request: NewLinkRequest): Promise<void> {
  await m.delete(SsoLinkRequest, { expiresAt: LessThan(new Date()) });
  await m.insert(SsoLinkRequest, request);
}

/** The unused, unexpired link step of this token hash. */
export function openLinkRequest(m: EntityManager, tokenHash: string): Promise<SsoLinkRequest | null> {
  return m.findOneBy(SsoLinkRequest, { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
}

/**
 * Adds one to a counter of an unused step (codes_sent or failed_attempts) while it is under `max`, in one
 * conditional UPDATE; answers whether it was.
 */
export async function chargeLinkRequest(
  m: EntityManager,
  id: number,
  counter: LinkSpend,
  max: number,
): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(SsoLinkRequest)
    .set({ [columnOf(counter)]: () => `${counter} + 1` })
    .where(`id = :id AND ${counter} < :max AND used_at IS NULL`, { id, max })
    .execute();
  return result.affected === 1;
}

export async function setLinkCode(m: EntityManager, id: number, codeHash: string, codeExpiresAt: Date): Promise<void> {
  await m.update(SsoLinkRequest, { id }, { codeHash, codeExpiresAt });
}

/** Marks the step used unless it is already; answers whether this caller did. */
export async function spendLinkRequest(m: EntityManager, id: number): Promise<boolean> {
  const spent = await m.update(SsoLinkRequest, { id, usedAt: IsNull() }, { usedAt: new Date() });
  return spent.affected === 1;
}

/**
 * Spends one of the account's budget: starts a new window when the last one (of `windowMs`) is over, or adds
 * one while under `max`, in one conditional UPDATE after creating the row; answers whether it was spent.
 */
export async function chargeLinkBudget(
  m: EntityManager,
  userId: number,
  spend: LinkSpend,
  max: number,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  await m
    .createQueryBuilder()
    .insert()
    .into(SsoLinkBudget)
    .values({ userId, windowStartedAt: now, codesSent: 0, failedAttempts: 0 })
    .orIgnore()
    .execute();
  const other: LinkSpend = spend === 'codes_sent' ? 'failed_attempts' : 'codes_sent';
  const over = new Date(now.getTime() - windowMs);
  // window_started_at is set last: an engine may evaluate SET left to right, reading columns already assigned.
  const result = await m
    .createQueryBuilder()
    .update(SsoLinkBudget)
    .set({
      [columnOf(spend)]: () => `CASE WHEN window_started_at <= :over THEN 1 ELSE ${spend} + 1 END`,
      [columnOf(other)]: () => `CASE WHEN window_started_at <= :over THEN 0 ELSE ${other} END`,
      windowStartedAt: () => 'CASE WHEN window_started_at <= :over THEN :now ELSE window_started_at END',
    })
    .where(`user_id = :userId AND (window_started_at <= :over OR ${spend} < :max)`, { userId, max })
    .setParameters({ over, now })
    .execute();
  return result.affected === 1;
}

/** Gives one back to the account's budget. */
export async function refundLinkBudget(m: EntityManager, userId: number, spend: LinkSpend): Promise<void> {
  await m
    .createQueryBuilder()
    .update(SsoLinkBudget)
    .set({ [columnOf(spend)]: () => `${spend} - 1` })
    .where(`user_id = :userId AND ${spend} > 0`, { userId })
    .execute();
}

export function findLinkBudget(m: EntityManager, userId: number): Promise<SsoLinkBudget | null> {
  return m.findOneBy(SsoLinkBudget, { userId });
}
