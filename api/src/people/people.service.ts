import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { Paged } from '../common/paging/paged';
import { transaction } from '../database/transaction';
import { PeopleQueryDto } from './dto/people-query.dto';
import { PersonAttributeDto, PersonDto } from './dto/people-responses';
import { UpdatePersonDto } from './dto/update-person.dto';
import { looksLikeFormula, MAX_ATTRIBUTE_COLUMNS, MAX_NAME_LENGTH, MAX_VALUE_LENGTH } from './people-import-rules';
import {
  attributesOfAddresses,
  attributesOfPeople,
  attributeValueCounts,
  deletePerson,
  findPersonOf,
  findPersonOrFail,
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
    return { ...page, data: page.data.map((p) => this.dto(p, values.get(p.id))) };
  }

  async update(user: AuthUser, id: number, dto: UpdatePersonDto): Promise<PersonDto> {
    const attributes = dto.Attributes === undefined ? undefined : checkAttributes(dto.Attributes);
    const person = await transaction(this.dataSource, async (m) => {
      const found = await this.findOwn(m, user, id);
      const set: Partial<Person> = {};
      if (dto.FirstName !== undefined) set.firstName = checkName('FirstName', dto.FirstName);
      if (dto.LastName !== undefined) set.lastName = checkName('LastName', dto.LastName);
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
    return this.dto(person, (await this.attributesOf([id])).get(id));
  }

  async remove(user: AuthUser, id: number): Promise<PersonDto> {
    const person = await this.findOwn(this.dataSource.manager, user, id);
    const values = (await this.attributesOf([id])).get(id);
    await deletePerson(this.dataSource.manager, id);
    await this.audit.record({
      action: 'people.deleted',
      actorUserId: user.id,
      customerId: person.customerId,
      target: person.email,
    });
    return this.dto(person, values);
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

  /** The directory's name of an address in one organisation (an invitee's start screen prefills it); null when it has none. */
  async nameOf(customerId: number, email: string): Promise<{ firstName: string; lastName: string } | null> {
    const person = await personNamed(this.dataSource.manager, customerId, email.toLowerCase());
    return person ? { firstName: person.firstName, lastName: person.lastName } : null;
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

  private dto(p: Person, attributes: Record<string, string> = {}): PersonDto {
    return { Id: p.id, Email: p.email, FirstName: p.firstName, LastName: p.lastName, Attributes: attributes };
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
    else if (['email', 'firstname', 'lastname'].includes(name.toLowerCase()))
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
