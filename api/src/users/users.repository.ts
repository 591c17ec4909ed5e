import { EntityManager, FindOptionsWhere, In } from 'typeorm';
import { Role } from '../common/domain/roles';
import { containsPattern } from '../common/paging/contains';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { User } from './user.entity';

/** The statements on the users table, each taking the caller's EntityManager (a transaction's, or the data source's). */

/** Bumps the token version: tokens issued before carry an older one and are refused. */
const nextTokenVersion = () => 'token_version + 1';

export function findUser(m: EntityManager, id: number): Promise<User | null> {
  return m.findOneBy(User, { id });
}

export function findUserOrFail(m: EntityManager, id: number): Promise<User> {
  return m.findOneByOrFail(User, { id });
}

/** One page of a customer's (not deleted) users, newest first. */
export function userPageOfCustomer<T>(
  m: EntityManager,
  customerId: number,
  page: PageQueryDto,
  map: (user: User) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(User, 'u')
    .where('u.customerId = :customerId', { customerId })
    .orderBy('u.id', 'DESC');
  return paginate(qb, page, map);
}

/**
 * A page of the customer's active accounts (admins and users) by name; each word of the search must appear in the
 * first name, last name or email ("ada love" finds Ada Lovelace).
 */
export function activeUserPageOfCustomer<T>(
  m: EntityManager,
  customerId: number,
  page: PageQueryDto,
  search: string | undefined,
  map: (user: User) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(User, 'u')
    .where('u.customerId = :customerId AND u.isActive = :active', { customerId, active: true })
    .orderBy('u.firstName', 'ASC')
    .addOrderBy('u.lastName', 'ASC')
    .addOrderBy('u.id', 'ASC');
  (search?.trim().split(/\s+/) ?? []).forEach((word, i) => {
    const pattern = containsPattern(word);
    if (!pattern) return;
    const columns = ['u.firstName', 'u.lastName', 'u.email'].map((c) => `LOWER(${c}) LIKE :word${i} ESCAPE '!'`);
    qb.andWhere(`(${columns.join(' OR ')})`, { [`word${i}`]: pattern });
  });
  return paginate(qb, page, map);
}

/** The accounts of these emails, removed ones included. */
export function usersWithEmails(m: EntityManager, emails: string[]): Promise<User[]> {
  return m.find(User, { where: { email: In(emails) }, withDeleted: true });
}

/** The accounts of these ids (not removed). */
export function findUsers(m: EntityManager, ids: number[]): Promise<User[]> {
  return ids.length ? m.findBy(User, { id: In(ids) }) : Promise.resolve([]);
}

/** The distinct customer ids (null: the super admin) of every account, removed ones included, at this exact domain. */
export async function customerIdsWithEmailDomain(m: EntityManager, domain: string): Promise<Array<number | null>> {
  const rows = await m
    .createQueryBuilder(User, 'u')
    .withDeleted()
    .select('DISTINCT u.customerId', 'customerId')
    .where('u.email LIKE :suffix', { suffix: `%@${domain.replace(/[%_\\]/g, '')}` })
    .getRawMany<{ customerId: number | string | null }>();
  return rows.map((r) => (r.customerId === null ? null : Number(r.customerId)));
}

/** Whether an account, even a removed one, holds this email. */
export function emailTaken(m: EntityManager, email: string): Promise<boolean> {
  return m.exists(User, { where: { email }, withDeleted: true });
}

export function insertUser(m: EntityManager, fields: Partial<User>): Promise<User> {
  return m.save(m.create(User, fields));
}

export function saveUser(m: EntityManager, user: User): Promise<User> {
  return m.save(user);
}

export async function updateUser(
  m: EntityManager,
  where: FindOptionsWhere<User>,
  fields: Partial<User>,
): Promise<void> {
  await m.update(User, where, fields);
}

export async function setPassword(m: EntityManager, id: number, passwordHash: string): Promise<void> {
  await m.update(User, { id }, { passwordHash, tokenVersion: nextTokenVersion });
}

/** Revokes every token of the users the condition selects. */
export async function revokeTokens(m: EntityManager, where: FindOptionsWhere<User>): Promise<void> {
  await m.update(User, where, { tokenVersion: nextTokenVersion });
}

/** Whether the customer has an active customer admin whose address is verified. */
export function hasVerifiedAdmin(m: EntityManager, customerId: number): Promise<boolean> {
  return m.exists(User, { where: { customerId, role: Role.CustomerAdmin, isVerified: true, isActive: true } });
}

/** The customer's active customer admins, oldest first. */
export function activeCustomerAdmins(m: EntityManager, customerId: number): Promise<User[]> {
  return m.find(User, { where: { customerId, role: Role.CustomerAdmin, isActive: true }, order: { id: 'ASC' } });
}

/** Deactivates and hides the user (soft delete), with the token version given. */
export async function deactivateAndHideUser(m: EntityManager, id: number, tokenVersion: number): Promise<void> {
  await m.update(User, { id }, { isActive: false, tokenVersion });
  await m.softDelete(User, { id });
}
