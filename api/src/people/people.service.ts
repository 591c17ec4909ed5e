import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { Paged } from '../common/paging/paged';
import { transaction } from '../database/transaction';
import { PeopleQueryDto } from './dto/people-query.dto';
import { HierarchyDto, HierarchyNodeDto, PersonAttributeDto, PersonDto } from './dto/people-responses';
import { UpdatePersonDto } from './dto/update-person.dto';
import { cycleMessage, managerChain, SELF_MANAGED } from './people-hierarchy-rules';
import { looksLikeFormula, MAX_ATTRIBUTE_COLUMNS, MAX_NAME_LENGTH, MAX_VALUE_LENGTH } from './people-import-rules';
import {
  attributesOfAddresses,
  attributesOfPeople,
  attributeValueCounts,
  clearReportsOf,
  deletePerson,
  emailsOfPeople,
  findPersonOf,
  findPersonOrFail,
  hierarchyRows,
  managerOf,
  managersOfAddresses,
  peoplePage,
  personNamed,
  replaceAttributes,
  updatePerson,
} from './people.repository';
import { Person } from './person.entity';

const MAX_LISTED_VALUES = 1000;

/** The people directory of the caller's organisation (docs/features/people.md): customer admins only, their own organisation. */
@Injectable()
export class PeopleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, query: PeopleQueryDto): Promise<Paged<PersonDto>> {
    const page = await peoplePage(
      this.dataSource.manager,
      {
        customerId: user.customerId,
        search: query.search?.trim() || undefined,
        attribute:
          query.attribute === undefined
            ? undefined
            : { name: query.attribute.trim(), value: (query.value ?? '').trim() },
      },
      query,
    );
    const values = await this.attributesOf(page.data.map((p) => p.id));
    const managers = await this.managerEmails(page.data);
    return { ...page, data: page.data.map((p) => this.dto(p, managers, values.get(p.id))) };
  }

  async update(user: AuthUser, id: number, dto: UpdatePersonDto): Promise<PersonDto> {
    const attributes = dto.Attributes === undefined ? undefined : checkAttributes(dto.Attributes);
    const person = await transaction(this.dataSource, async (m) => {
      const found = await this.findOwn(m, user, id);
      const set: Partial<Person> = {};
      if (dto.FirstName !== undefined) set.firstName = checkName('FirstName', dto.FirstName);
      if (dto.LastName !== undefined) set.lastName = checkName('LastName', dto.LastName);
      if (dto.ManagerEmail !== undefined) set.managerId = await this.checkedManager(m, found, dto.ManagerEmail);
      if (Object.keys(set).length) await updatePerson(m, id, set);
      if (attributes) await replaceAttributes(m, id, found.customerId, attributes);
      return findPersonOrFail(m, id);
    });
    await this.audit.record({
      action: 'people.updated',
      actorUserId: user.id,
      customerId: person.customerId,
      target: person.email,
    });
    return this.dto(person, await this.managerEmails([person]), (await this.attributesOf([id])).get(id));
  }

  async remove(user: AuthUser, id: number): Promise<PersonDto> {
    const person = await this.findOwn(this.dataSource.manager, user, id);
    const values = (await this.attributesOf([id])).get(id);
    const managers = await this.managerEmails([person]);
    await transaction(this.dataSource, async (m) => {
      await clearReportsOf(m, id);
      await deletePerson(m, id);
    });
    await this.audit.record({
      action: 'people.deleted',
      actorUserId: user.id,
      customerId: person.customerId,
      target: person.email,
    });
    return this.dto(person, managers, values);
  }

  /** The organisation's reporting hierarchy as a tree: people without a manager at the top. */
  async hierarchy(user: AuthUser): Promise<HierarchyDto> {
    const rows = await hierarchyRows(this.dataSource.manager, user.customerId ?? -1);
    const nodes = new Map<number, HierarchyNodeDto>(
      rows.map((r) => [r.id, { Id: r.id, Email: r.email, FirstName: r.firstName, LastName: r.lastName, Reports: [] }]),
    );
    const roots: HierarchyNodeDto[] = [];
    for (const r of rows) {
      const parent = r.managerId === null ? undefined : nodes.get(r.managerId);
      (parent ? parent.Reports : roots).push(nodes.get(r.id)!);
    }
    return { People: rows.length, Roots: roots };
  }

  /** Every attribute of the organisation with its distinct values. */
  async attributeList(user: AuthUser): Promise<PersonAttributeDto[]> {
    const rows = await attributeValueCounts(this.dataSource.manager, user.customerId);
    const out = new Map<string, PersonAttributeDto>();
    for (const r of rows) {
      const item = out.get(r.name) ?? { Name: r.name, Values: [], ValueCount: 0, People: 0 };
      if (item.Values.length < MAX_LISTED_VALUES) item.Values.push(r.value);
      item.ValueCount++;
      item.People += Number(r.people);
      out.set(r.name, item);
    }
    return [...out.values()];
  }

  /**
   * The directory's attributes of the given addresses of one organisation (lower-case email → name → value),
   * read in the caller's transaction: AddParticipants copies them onto the respondents it adds.
   */
  async attributesByEmail(
    m: EntityManager,
    customerId: number,
    emails: string[],
  ): Promise<Map<string, Record<string, string>>> {
    const out = new Map<string, Record<string, string>>();
    for (const r of await attributesOfAddresses(m, customerId, emails))
      out.set(r.email, { ...(out.get(r.email) ?? {}), [r.name]: r.value });
    return out;
  }

  /**
   * The managers above each of these addresses (lower case) of one organisation, nearest first, for those that have
   * one; read a level at a time in the caller's transaction: AddParticipants copies them onto the respondents it adds.
   */
  async managerChainsByEmail(m: EntityManager, customerId: number, emails: string[]): Promise<Map<string, string[]>> {
    const managerOf = new Map<string, string | null>();
    for (let level = [...new Set(emails)]; level.length;) {
      const found = await managersOfAddresses(m, customerId, level);
      for (const e of level) managerOf.set(e, found.get(e) ?? null);
      level = [...new Set(found.values())].filter((e) => !managerOf.has(e));
    }
    const out = new Map<string, string[]>();
    for (const e of emails) {
      const chain = managerChain(e, (x) => managerOf.get(x));
      if (chain.length) out.set(e, chain);
    }
    return out;
  }

  /** The directory's name of an address in one organisation (an invitee's start screen prefills it); null when it has none. */
  async nameOf(customerId: number, email: string): Promise<{ firstName: string; lastName: string } | null> {
    const person = await personNamed(this.dataSource.manager, customerId, email.toLowerCase());
    return person ? { firstName: person.firstName, lastName: person.lastName } : null;
  }

  /** The manager an edit names, checked: someone else of the directory, and no cycle once set. */
  private async checkedManager(m: EntityManager, person: Person, input: string | null): Promise<number | null> {
    const email = (input ?? '').trim().toLowerCase();
    if (!email) return null;
    if (email === person.email) throw ApiError.badRequest([SELF_MANAGED]);
    const manager = await personNamed(m, person.customerId, email);
    if (!manager) throw ApiError.badRequest([`ManagerEmail: ${email} is not in the directory`]);
    // Up from the new manager: meeting the person again would close a cycle.
    const path = [person.email, email];
    const seen = new Set([manager.id]);
    for (let at = await managerOf(m, manager.id); at; at = await managerOf(m, at.id)) {
      if (at.id === person.id) throw ApiError.badRequest([cycleMessage([...path, person.email])]);
      if (seen.has(at.id)) break;
      seen.add(at.id);
      path.push(at.email);
    }
    return manager.id;
  }

  private async managerEmails(people: Person[]): Promise<Map<number, string>> {
    return emailsOfPeople(
      this.dataSource.manager,
      people.flatMap((p) => (p.managerId === null ? [] : [p.managerId])),
    );
  }

  private async findOwn(m: EntityManager, user: AuthUser, id: number): Promise<Person> {
    const person = await findPersonOf(m, user.customerId ?? -1, id);
    if (!person) throw ApiError.notFound('Person');
    return person;
  }

  private async attributesOf(ids: number[]): Promise<Map<number, Record<string, string>>> {
    const out = new Map<number, Record<string, string>>();
    if (!ids.length) return out;
    for (const a of await attributesOfPeople(this.dataSource.manager, ids)) {
      out.set(a.personId, { ...(out.get(a.personId) ?? {}), [a.name]: a.value });
    }
    return out;
  }

  private dto(p: Person, managers: Map<number, string>, attributes: Record<string, string> = {}): PersonDto {
    return {
      Id: p.id,
      Email: p.email,
      FirstName: p.firstName,
      LastName: p.lastName,
      ManagerEmail: p.managerId === null ? null : (managers.get(p.managerId) ?? null),
      Active: p.active,
      Attributes: attributes,
    };
  }
}

function checkName(field: string, value: string): string {
  const v = value.trim();
  if (looksLikeFormula(v))
    throw ApiError.badRequest([
      `${field}: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)`,
    ]);
  return v;
}

/** An edit's attributes, trimmed, empty ones dropped; every problem at once. */
function checkAttributes(input: Record<string, unknown>): Record<string, string> {
  const lines: string[] = [];
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [rawName, rawValue] of Object.entries(input)) {
    const name = rawName.trim();
    if (typeof rawValue !== 'string') {
      lines.push(`Attributes.${name}: Must be text`);
      continue;
    }
    const value = rawValue.trim();
    if (!name) lines.push('Attributes: An attribute needs a name');
    else if (name.length > MAX_NAME_LENGTH)
      lines.push(`Attributes.${name.slice(0, 20)}…: A name must not be longer than ${MAX_NAME_LENGTH} characters`);
    else if (['email', 'firstname', 'lastname', 'manageremail'].includes(name.toLowerCase()))
      lines.push(`Attributes.${name}: ${name} is not an attribute`);
    else if (seen.has(name.toLowerCase())) lines.push(`Attributes.${name}: Appears twice`);
    else if (looksLikeFormula(name) || looksLikeFormula(value))
      lines.push(
        `Attributes.${name}: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)`,
      );
    else if (value.length > MAX_VALUE_LENGTH)
      lines.push(`Attributes.${name}: Must not be longer than ${MAX_VALUE_LENGTH} characters`);
    else if (value) out[name] = value;
    seen.add(name.toLowerCase());
  }
  if (Object.keys(out).length > MAX_ATTRIBUTE_COLUMNS)
    lines.push(`Attributes: At most ${MAX_ATTRIBUTE_COLUMNS} attributes`);
  if (lines.length) throw ApiError.badRequest(lines);
  return out;
}
