import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { rawBoolean, rawNumberOrNull } from '../database/raw-values';
import { ReadDatabase } from '../database/read-database';
import { sessionUserRow } from '../read-models/session-user.read-model';
import { User } from './user.entity';
import { transaction } from '../database/transaction';

/** A user who may act now (what a request's AuthUser holds), with the token version their tokens must carry. */
export type SessionUser = Pick<
  User,
  'id' | 'role' | 'customerId' | 'email' | 'firstName' | 'lastName' | 'language' | 'tokenVersion'
>;

export type NewUser = Pick<
  User,
  | 'customerId'
  | 'role'
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'designation'
  | 'isAdmin'
  | 'isActive'
  | 'isVerified'
  | 'firstTimeLogin'
> &
  Partial<Pick<User, 'language'>>;

export type AccountChanges = Partial<Pick<User, 'firstName' | 'lastName' | 'designation' | 'isActive' | 'isVerified'>>;

/** The users table: each method one read or one change other modules need. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly reads: ReadDatabase,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByIdOrFail(id: number): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  /** The user with their customer (login, password reset and the profile read the customer's state or name). */
  findWithCustomer(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id }, relations: { customer: true } });
  }

  findByEmailWithCustomer(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() }, relations: { customer: true } });
  }

  /** A user who belongs to a customer (never a super admin), with that customer. */
  findCustomerUser(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id, customerId: Not(IsNull()) }, relations: { customer: true } });
  }

  /** The (not deleted) users of one customer, newest first. */
  pageOfCustomer<T>(customerId: number, page: PageQueryDto, map: (u: User) => T): Promise<Paged<T>> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.customerId = :customerId', { customerId })
      .orderBy('u.id', 'DESC');
    return paginate(qb, page, map);
  }

  /** The accounts of these emails, removed ones included. */
  findByEmails(emails: string[]): Promise<User[]> {
    return this.users.find({ where: { email: In(emails) }, withDeleted: true });
  }

  /** The accounts of these ids (not removed). */
  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** The organisations (null: the super admin) of every account, removed ones included, with an address at this exact domain. */
  async customerIdsWithEmailDomain(domain: string): Promise<Array<number | null>> {
    const rows = await this.users
      .createQueryBuilder('u')
      .withDeleted()
      .select('DISTINCT u.customerId', 'customerId')
      .where('u.email LIKE :suffix', { suffix: `%@${domain.replace(/[%_\\]/g, '')}` })
      .getRawMany<{ customerId: number | string | null }>();
    return rows.map((r) => (r.customerId === null ? null : Number(r.customerId)));
  }

  /** Whether an account, even a removed one, holds this email. */
  emailTaken(email: string): Promise<boolean> {
    return this.users.exists({ where: { email }, withDeleted: true });
  }

  create(fields: NewUser, m?: EntityManager): Promise<User> {
    const repo = m ? m.getRepository(User) : this.users;
    return repo.save(repo.create({ ...fields, tokenVersion: 0 }));
  }

  /** Changes names, job title and flags; a deactivation also revokes every token of the user. */
  async updateAccount(user: User, changes: AccountChanges): Promise<User> {
    const deactivated = user.isActive && changes.isActive === false;
    Object.assign(user, changes);
    if (deactivated) user.tokenVersion += 1;
    return this.users.save(user);
  }

  /** The profile fields a user edits themselves. */
  async updateProfile(
    id: number,
    fields: Partial<Pick<User, 'firstName' | 'lastName' | 'designation' | 'language'>>,
  ): Promise<void> {
    await this.users.update({ id }, fields);
  }

  /** A new password; bumping the token version revokes every token issued before. */
  async setPassword(id: number, passwordHash: string, m?: EntityManager): Promise<void> {
    await (m ?? this.users.manager).update(User, { id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
  }

  /** Whether the customer has an active customer admin whose address is verified (the organisation may send mail). */
  hasVerifiedAdmin(customerId: number): Promise<boolean> {
    return this.users.exists({ where: { customerId, role: Role.CustomerAdmin, isVerified: true, isActive: true } });
  }

  /** The customer's active customer admins (the organisation's addressees of notices). */
  activeCustomerAdmins(customerId: number, m?: EntityManager): Promise<User[]> {
    return (m ?? this.users.manager).find(User, {
      where: { customerId, role: Role.CustomerAdmin, isActive: true },
      order: { id: 'ASC' },
    });
  }

  async markVerified(id: number, m?: EntityManager): Promise<void> {
    await (m ?? this.users.manager).update(User, { id }, { isVerified: true });
  }

  async clearFirstTimeLogin(id: number, m?: EntityManager): Promise<void> {
    await (m ?? this.users.manager).update(User, { id }, { firstTimeLogin: false });
  }

  /** Revokes every token of one customer's users (the customer was deactivated): reactivation does not revive them. */
  async revokeTokensOfCustomer(customerId: number, m?: EntityManager): Promise<void> {
    await (m ?? this.users.manager).update(User, { customerId }, { tokenVersion: () => 'token_version + 1' });
  }

  /** Revokes every token of the user (log out). */
  async revokeTokens(id: number): Promise<void> {
    await this.users.update({ id }, { tokenVersion: () => 'token_version + 1' });
  }

  /** Deactivates and hides the user (soft delete) and revokes their tokens. */
  async softDelete(user: Pick<User, 'id' | 'tokenVersion'>): Promise<void> {
    await transaction(this.users.manager.connection, async (m) => {
      await m.update(User, { id: user.id }, { isActive: false, tokenVersion: user.tokenVersion + 1 });
      await m.softDelete(User, { id: user.id });
    });
  }

  /** The user of a token, if they may still act: not deleted, active, and their customer (if any) not deleted and active. */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const row = await sessionUserRow(this.reads, id);
    if (!row || !rawBoolean(row.isActive)) return null;
    const customerId = rawNumberOrNull(row.customerId);
    if (customerId !== null && (row.customerRowId === null || !rawBoolean(row.customerActive))) return null;
    return {
      id: Number(row.id),
      role: row.role,
      customerId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      language: row.language ?? null,
      tokenVersion: Number(row.tokenVersion),
    };
  }
}
