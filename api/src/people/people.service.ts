import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { Paged, paginate } from '../common/paging/paged';
import { transaction } from '../database/transaction';
import { PeopleQueryDto } from './dto/people-query.dto';
import { PersonAttributeDto, PersonDto } from './dto/people-responses';
import { UpdatePersonDto } from './dto/update-person.dto';
import { looksLikeFormula, MAX_ATTRIBUTE_COLUMNS, MAX_NAME_LENGTH, MAX_VALUE_LENGTH } from './people-import-rules';
import { PersonAttribute } from './person-attribute.entity';
import { Person } from './person.entity';

const MAX_LISTED_VALUES = 1000;
// LIKE's own characters taken literally, escaped with ! (a backslash means something else to MariaDB).
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The people directory of the caller's organisation (docs/features/people.md): customer admins only, their own organisation. */
@Injectable()
export class PeopleService {
  constructor(
    @InjectRepository(Person) private readonly people: Repository<Person>,
    @InjectRepository(PersonAttribute) private readonly attributes: Repository<PersonAttribute>,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, query: PeopleQueryDto): Promise<Paged<PersonDto>> {
    const qb = this.people
      .createQueryBuilder('p')
      .where('p.customerId = :customerId', { customerId: user.customerId })
      .orderBy('p.id', 'DESC');
    const search = query.search?.trim();
    if (search) {
      qb.andWhere(
        "(LOWER(p.email) LIKE :like ESCAPE '!' OR LOWER(p.firstName) LIKE :like ESCAPE '!' OR LOWER(p.lastName) LIKE :like ESCAPE '!')",
        { like: likeOf(search) },
      );
    }
    if (query.attribute !== undefined) {
      qb.andWhere(
        'EXISTS (SELECT 1 FROM person_attributes a WHERE a.person_id = p.id AND a.name = :attribute AND a.value = :value)',
        {
          attribute: query.attribute.trim(),
          value: (query.value ?? '').trim(),
        },
      );
    }
    const page = await paginate(qb, query, (p) => p);
    const values = await this.attributesOf(page.data.map((p) => p.id));
    return { ...page, data: page.data.map((p) => this.dto(p, values.get(p.id))) };
  }

  async update(user: AuthUser, id: number, dto: UpdatePersonDto): Promise<PersonDto> {
    const attributes = dto.Attributes === undefined ? undefined : checkAttributes(dto.Attributes);
    const person = await transaction(this.people.manager.connection, async (m) => {
      const found = await this.findOwn(m, user, id);
      const set: Partial<Person> = {};
      if (dto.FirstName !== undefined) set.firstName = checkName('FirstName', dto.FirstName);
      if (dto.LastName !== undefined) set.lastName = checkName('LastName', dto.LastName);
      if (Object.keys(set).length) await m.update(Person, { id }, set);
      if (attributes) {
        await m.delete(PersonAttribute, { personId: id });
        const rows = Object.entries(attributes).map(([name, value]) => ({
          personId: id,
          name,
          value,
          customerId: found.customerId,
        }));
        if (rows.length) await m.insert(PersonAttribute, rows);
      }
      return m.findOneByOrFail(Person, { id });
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
    const person = await this.findOwn(this.people.manager, user, id);
    const values = (await this.attributesOf([id])).get(id);
    await this.people.delete({ id });
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
    const rows = await this.attributes
      .createQueryBuilder('a')
      .select('a.name', 'name')
      .addSelect('a.value', 'value')
      .addSelect('COUNT(*)', 'people')
      .where('a.customerId = :customerId', { customerId: user.customerId })
      .groupBy('a.name')
      .addGroupBy('a.value')
      .orderBy('a.name')
      .addOrderBy('a.value')
      .getRawMany<{ name: string; value: string; people: string | number }>();
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
    for (let i = 0; i < emails.length; i += 500) {
      const rows = (await m.query(
        `SELECT p.email AS email, a.name AS name, a.value AS value FROM people p INNER JOIN person_attributes a ON a.person_id = p.id
         WHERE p.customer_id = ? AND p.email IN (${emails
           .slice(i, i + 500)
           .map(() => '?')
           .join(', ')})`,
        [customerId, ...emails.slice(i, i + 500)],
      )) as { email: string; name: string; value: string }[];
      for (const r of rows) out.set(r.email, { ...(out.get(r.email) ?? {}), [r.name]: r.value });
    }
    return out;
  }

  /** The directory's name of an address in one organisation (an invitee's start screen prefills it); null when it has none. */
  async nameOf(customerId: number, email: string): Promise<{ firstName: string; lastName: string } | null> {
    const person = await this.people.findOne({
      where: { customerId, email: email.toLowerCase() },
      select: { id: true, firstName: true, lastName: true },
    });
    return person ? { firstName: person.firstName, lastName: person.lastName } : null;
  }

  private async findOwn(m: EntityManager, user: AuthUser, id: number): Promise<Person> {
    const person = await m.findOneBy(Person, { id, customerId: user.customerId ?? -1 });
    if (!person) throw ApiError.notFound('Person');
    return person;
  }

  private async attributesOf(ids: number[]): Promise<Map<number, Record<string, string>>> {
    const out = new Map<number, Record<string, string>>();
    if (!ids.length) return out;
    for (const a of await this.attributes.find({ where: { personId: In(ids) }, order: { name: 'ASC' } })) {
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
