import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { cycleMessage, SELF_MANAGED } from './people-hierarchy-rules';
import { looksLikeFormula, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './people-import-rules';
import {
  clearReportsOf,
  deletePerson,
  emailsOfPeople,
  findPersonOf,
  insertPerson,
  managerOf,
  peopleByIds,
  peopleIdsOf,
  personNamed,
  syncedPeoplePage,
  updateSyncedPerson,
} from './people.repository';
import { Person } from './person.entity';

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

/** A person as the directory sync reads it. */
export interface SyncedPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  externalId: string | null;
  managerId: number | null;
  managerEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Fields the directory sync sets; undefined leaves a field as it is. */
export interface SyncedFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  active?: boolean;
  externalId?: string | null;
  /** A person id of the same organisation, or null for none. */
  managerId?: number | null;
}

/**
 * The people directory as an identity provider keeps it (SCIM, docs/features/scim.md): one organisation's people by id,
 * with the same rules as the People screen (addresses in lower case and unique, no formula, a manager of the same
 * directory, no cycle). Refusals are ApiErrors: 400 for a bad value, 409 for an address already taken.
 */
@Injectable()
export class PeopleSyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Each change is audited as the People screen's are, acting as the key's admin, marked as the directory sync's. */
  private async audited(actorUserId: number, customerId: number, action: string, target: string, detail: string) {
    await this.audit.record({ action, actorUserId, customerId, target, detail: `SCIM: ${detail}` });
  }

  async find(customerId: number, id: number): Promise<SyncedPerson | null> {
    const person = await findPersonOf(this.dataSource.manager, customerId, id);
    return person ? (await this.synced(this.dataSource.manager, [person]))[0] : null;
  }

  async page(
    customerId: number,
    filter: { email?: string; externalId?: string },
    offset: number,
    limit: number,
  ): Promise<{ total: number; people: SyncedPerson[] }> {
    const m = this.dataSource.manager;
    const page = await syncedPeoplePage(
      m,
      customerId,
      { ...filter, ...(filter.email === undefined ? {} : { email: filter.email.toLowerCase() }) },
      offset,
      limit,
    );
    return { total: page.total, people: await this.synced(m, page.people) };
  }

  async create(
    actorUserId: number,
    customerId: number,
    fields: SyncedFields & { email: string },
  ): Promise<SyncedPerson> {
    const person = await transaction(this.dataSource, async (m) => {
      const email = checkEmail(fields.email);
      if (await personNamed(m, customerId, email)) throw ApiError.conflict([`${email} is already in the directory`]);
      const managerId = fields.managerId ?? null;
      if (managerId !== null && !(await peopleIdsOf(m, customerId, [managerId])).length)
        throw ApiError.badRequest([`manager: ${managerId} is not in the directory`]);
      const id = await insertPerson(m, {
        customerId,
        email,
        firstName: checkName('name.givenName', fields.firstName ?? ''),
        lastName: checkName('name.familyName', fields.lastName ?? ''),
        active: fields.active ?? true,
        externalId: fields.externalId ?? null,
        managerId,
      });
      return (await this.synced(m, await peopleByIds(m, customerId, [id])))[0];
    });
    await this.audited(actorUserId, customerId, 'people.imported', person.email, '1 created');
    return person;
  }

  /** Sets the given fields; null when the person is not in the organisation. */
  async update(
    actorUserId: number,
    customerId: number,
    id: number,
    fields: SyncedFields,
  ): Promise<SyncedPerson | null> {
    const person = await transaction(this.dataSource, async (m) => {
      const person = await findPersonOf(m, customerId, id);
      if (!person) return null;
      const set: Parameters<typeof updateSyncedPerson>[2] = {};
      if (fields.email !== undefined) {
        const email = checkEmail(fields.email);
        const other = email === person.email ? null : await personNamed(m, customerId, email);
        if (other) throw ApiError.conflict([`${email} is already in the directory`]);
        set.email = email;
      }
      if (fields.firstName !== undefined) set.firstName = checkName('name.givenName', fields.firstName);
      if (fields.lastName !== undefined) set.lastName = checkName('name.familyName', fields.lastName);
      if (fields.active !== undefined) set.active = fields.active;
      if (fields.externalId !== undefined) set.externalId = fields.externalId;
      if (fields.managerId !== undefined) set.managerId = await this.checkedManager(m, person, fields.managerId);
      await updateSyncedPerson(m, id, set);
      return (await this.synced(m, await peopleByIds(m, customerId, [id])))[0];
    });
    if (person) await this.audited(actorUserId, customerId, 'people.updated', person.email, 'updated');
    return person;
  }

  /** Removes a person (their reports move to the top); false when not in the organisation. */
  async remove(actorUserId: number, customerId: number, id: number): Promise<boolean> {
    const email = await transaction(this.dataSource, async (m) => {
      const person = await findPersonOf(m, customerId, id);
      if (!person) return null;
      await clearReportsOf(m, id);
      await deletePerson(m, id);
      return person.email;
    });
    if (email !== null) await this.audited(actorUserId, customerId, 'people.deleted', email, 'deleted');
    return email !== null;
  }

  /** The ids among these that are people of the organisation. */
  existing(m: EntityManager, customerId: number, ids: number[]): Promise<number[]> {
    return peopleIdsOf(m, customerId, ids);
  }

  /** These people of the organisation by id, with their addresses. */
  async named(customerId: number, ids: number[]): Promise<Map<number, string>> {
    const people = await peopleByIds(this.dataSource.manager, customerId, ids);
    return new Map(people.map((p) => [p.id, p.email]));
  }

  private async checkedManager(m: EntityManager, person: Person, managerId: number | null): Promise<number | null> {
    if (managerId === null) return null;
    if (managerId === person.id) throw ApiError.badRequest([SELF_MANAGED]);
    const [manager] = await peopleByIds(m, person.customerId, [managerId]);
    if (!manager) throw ApiError.badRequest([`manager: ${managerId} is not in the directory`]);
    const path = [person.email, manager.email];
    const seen = new Set([manager.id]);
    for (let at = await managerOf(m, manager.id); at; at = await managerOf(m, at.id)) {
      if (at.id === person.id) throw ApiError.badRequest([cycleMessage([...path, person.email])]);
      if (seen.has(at.id)) break;
      seen.add(at.id);
      path.push(at.email);
    }
    return manager.id;
  }

  private async synced(m: EntityManager, people: Person[]): Promise<SyncedPerson[]> {
    const managers = await emailsOfPeople(
      m,
      people.flatMap((p) => (p.managerId === null ? [] : [p.managerId])),
    );
    return people.map((p) => ({
      id: p.id,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      active: p.active,
      externalId: p.externalId,
      managerId: p.managerId,
      managerEmail: p.managerId === null ? null : (managers.get(p.managerId) ?? null),
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    }));
  }
}

function checkEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH)
    throw ApiError.badRequest([`userName: ${input.slice(0, 60)} is not an email address`]);
  return email;
}

function checkName(field: string, input: string): string {
  const value = input.trim();
  if (looksLikeFormula(value))
    throw ApiError.badRequest([
      `${field}: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)`,
    ]);
  if (value.length > MAX_NAME_LENGTH)
    throw ApiError.badRequest([`${field}: Must not be longer than ${MAX_NAME_LENGTH} characters`]);
  return value;
}
