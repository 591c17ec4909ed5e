import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { PageQueryDto } from '../common/paging/page-query.dto';
import type { Paged } from '../common/paging/paged';
import { rawBoolean, rawNumberOrNull } from '../database/raw-values';
import { ReadDatabase } from '../database/read-database';
import { sessionUserRow } from '../read-models/session-user.read-model';
import { userWithCustomer } from '../read-models/user-customer.read-model';
import type { User } from './user.entity';
import { transaction } from '../database/transaction';
import {
  activeCustomerAdmins,
  customerIdsWithEmailDomain,
  deactivateAndHideUser,
  emailTaken,
  findUser,
  findUserOrFail,
  findUsers,
  hasVerifiedAdmin,
  insertUser,
  revokeTokens,
  saveUser,
  setPassword,
  updateUser,
  userPageOfCustomer,
  activeUserPageOfCustomer,
  usersWithEmails,
} from './users.repository';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
    customers: CustomersService,
  ) {
    // A deactivated customer's users lose every token at once: reactivation does not revive them.
    customers.onDeactivate((customerId, m) => this.revokeTokensOfCustomer(customerId, m));
  }

  private get m(): EntityManager {
    return this.dataSource.manager;
  }

  findById(id: number): Promise<User | null> {
    return findUser(this.m, id);
  }

  findByIdOrFail(id: number): Promise<User> {
    return findUserOrFail(this.m, id);
  }

  /** The user with their customer (login, password reset and the profile read the customer's state or name). */
  findWithCustomer(id: number): Promise<User | null> {
    return userWithCustomer(this.m, { id });
  }

  findByEmailWithCustomer(email: string): Promise<User | null> {
    return userWithCustomer(this.m, { email: email.trim().toLowerCase() });
  }

  /** A user who belongs to a customer (never a super admin), with that customer. */
  findCustomerUser(id: number): Promise<User | null> {
    return userWithCustomer(this.m, { id, customerId: Not(IsNull()) });
  }

  /** The (not deleted) users of one customer, newest first. */
  pageOfCustomer<T>(customerId: number, page: PageQueryDto, map: (u: User) => T): Promise<Paged<T>> {
    return userPageOfCustomer(this.m, customerId, page, map);
  }

  /** A page of the customer's active accounts by name, each word of the search in a name or the email. */
  activePageOfCustomer<T>(
    customerId: number,
    page: PageQueryDto,
    search: string | undefined,
    map: (u: User) => T,
  ): Promise<Paged<T>> {
    return activeUserPageOfCustomer(this.m, customerId, page, search, map);
  }

  /** The accounts of these emails, removed ones included. */
  findByEmails(emails: string[]): Promise<User[]> {
    return usersWithEmails(this.m, emails);
  }

  /** The accounts of these ids (not removed). */
  findByIds(ids: number[]): Promise<User[]> {
    return findUsers(this.m, ids);
  }

  /** The organisations (null: the super admin) of every account, removed ones included, with an address at this exact domain. */
  customerIdsWithEmailDomain(domain: string): Promise<Array<number | null>> {
    return customerIdsWithEmailDomain(this.m, domain);
  }

  /** Whether an account, even a removed one, holds this email. */
  emailTaken(email: string): Promise<boolean> {
    return emailTaken(this.m, email);
  }

  create(fields: NewUser, m?: EntityManager): Promise<User> {
    return insertUser(m ?? this.m, { ...fields, tokenVersion: 0 });
  }

  /**
   * An account no one can sign in to, deactivated and hidden as it is made, in the caller's transaction: an open
   * link's anonymous respondent answers a form keyed by a user (docs/features/open-links.md).
   */
  async createHidden(fields: NewUser, m: EntityManager): Promise<User> {
    const user = await insertUser(m, { ...fields, isActive: false, tokenVersion: 0 });
    await deactivateAndHideUser(m, user.id, 1);
    return user;
  }

  /** Changes names, job title and flags; a deactivation also revokes every token of the user. */
  async updateAccount(user: User, changes: AccountChanges): Promise<User> {
    const deactivated = user.isActive && changes.isActive === false;
    Object.assign(user, changes);
    if (deactivated) user.tokenVersion += 1;
    return saveUser(this.m, user);
  }

  /** The profile fields a user edits themselves. */
  async updateProfile(
    id: number,
    fields: Partial<Pick<User, 'firstName' | 'lastName' | 'designation' | 'language'>>,
  ): Promise<void> {
    await updateUser(this.m, { id }, fields);
  }

  /** A new password; bumping the token version revokes every token issued before. */
  async setPassword(id: number, passwordHash: string, m?: EntityManager): Promise<void> {
    await setPassword(m ?? this.m, id, passwordHash);
  }

  /** Whether the customer has an active customer admin whose address is verified (the organisation may send mail). */
  hasVerifiedAdmin(customerId: number): Promise<boolean> {
    return hasVerifiedAdmin(this.m, customerId);
  }

  /** The customer's active customer admins (the organisation's addressees of notices). */
  activeCustomerAdmins(customerId: number, m?: EntityManager): Promise<User[]> {
    return activeCustomerAdmins(m ?? this.m, customerId);
  }

  async markVerified(id: number, m?: EntityManager): Promise<void> {
    await updateUser(m ?? this.m, { id }, { isVerified: true });
  }

  async clearFirstTimeLogin(id: number, m?: EntityManager): Promise<void> {
    await updateUser(m ?? this.m, { id }, { firstTimeLogin: false });
  }

  /** Revokes every token of one customer's users (the customer was deactivated): reactivation does not revive them. */
  async revokeTokensOfCustomer(customerId: number, m?: EntityManager): Promise<void> {
    await revokeTokens(m ?? this.m, { customerId });
  }

  /** Revokes every token of the user (log out). */
  async revokeTokens(id: number): Promise<void> {
    await revokeTokens(this.m, { id });
  }

  /** Deactivates and hides the user (soft delete) and revokes their tokens. */
  async softDelete(user: Pick<User, 'id' | 'tokenVersion'>): Promise<void> {
    await transaction(this.dataSource, (m) => deactivateAndHideUser(m, user.id, user.tokenVersion + 1));
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
