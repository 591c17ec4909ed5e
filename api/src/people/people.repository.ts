import { EntityManager, In } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged, paginate } from '../common/paging/paged';
import { PersonAttribute } from './person-attribute.entity';
import { Person } from './person.entity';

/**
 * The statements on the people directory's tables (people, person_attributes), each taking the caller's
 * EntityManager. The import's reads and writes are multi-row plain SQL: 50,000 people go through entity
 * hydration far slower than through these.
 */

export interface PeopleFilter {
  customerId: number | null;
  /** Text the address or a name contains, ignoring case. */
  search?: string;
  /** People with this attribute value. */
  attribute?: { name: string; value: string };
}

/** A directory entry as the import compares it. */
export interface StoredPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The manager's address, null at the top. */
  managerEmail: string | null;
}

export interface NewPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** One attribute value to store: person, name, value, organisation. */
export type AttributeRow = [number, string, string, number];

// LIKE's own characters taken literally, escaped with ! (a backslash means something else to MariaDB).
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
const marks = (n: number, one = '?') => Array.from({ length: n }, () => one).join(', ');

/** One page of the organisation's people, newest first. */
export function peoplePage(m: EntityManager, filter: PeopleFilter, page: PageQueryDto): Promise<Paged<Person>> {
  const qb = m
    .createQueryBuilder(Person, 'p')
    .where('p.customerId = :customerId', { customerId: filter.customerId })
    .orderBy('p.id', 'DESC');
  if (filter.search) {
    qb.andWhere(
      "(LOWER(p.email) LIKE :like ESCAPE '!' OR LOWER(p.firstName) LIKE :like ESCAPE '!' OR LOWER(p.lastName) LIKE :like ESCAPE '!')",
      { like: likeOf(filter.search) },
    );
  }
  if (filter.attribute) {
    qb.andWhere(
      'EXISTS (SELECT 1 FROM person_attributes a WHERE a.person_id = p.id AND a.name = :attribute AND a.value = :value)',
      { attribute: filter.attribute.name, value: filter.attribute.value },
    );
  }
  return paginate(qb, page, (p) => p);
}

/** The person when they belong to the organisation. */
export function findPersonOf(m: EntityManager, customerId: number, id: number): Promise<Person | null> {
  return m.findOneBy(Person, { id, customerId });
}

export function findPersonOrFail(m: EntityManager, id: number): Promise<Person> {
  return m.findOneByOrFail(Person, { id });
}

/** The name of an address (lower-case) in the organisation; null when it has none. */
export function personNamed(
  m: EntityManager,
  customerId: number,
  email: string,
): Promise<Pick<Person, 'id' | 'firstName' | 'lastName'> | null> {
  return m.findOne(Person, {
    where: { customerId, email },
    select: { id: true, firstName: true, lastName: true },
  });
}

export async function updatePerson(
  m: EntityManager,
  id: number,
  set: Partial<Pick<Person, 'firstName' | 'lastName' | 'managerId'>>,
): Promise<void> {
  await m.update(Person, { id }, set);
}

export async function deletePerson(m: EntityManager, id: number): Promise<void> {
  await m.delete(Person, { id });
}

/** Replaces a person's attributes. */
export async function replaceAttributes(
  m: EntityManager,
  personId: number,
  customerId: number,
  attributes: Record<string, string>,
): Promise<void> {
  await m.delete(PersonAttribute, { personId });
  const rows = Object.entries(attributes).map(([name, value]) => ({ personId, name, value, customerId }));
  if (rows.length) await m.insert(PersonAttribute, rows);
}

/** The people's attributes, by name. */
export function attributesOfPeople(m: EntityManager, personIds: number[]): Promise<PersonAttribute[]> {
  return m.find(PersonAttribute, { where: { personId: In(personIds) }, order: { name: 'ASC' } });
}

/** Every attribute value of the organisation with how many people have it, by name and value. */
export function attributeValueCounts(
  m: EntityManager,
  customerId: number | null,
): Promise<{ name: string; value: string; people: string | number }[]> {
  return m
    .createQueryBuilder(PersonAttribute, 'a')
    .select('a.name', 'name')
    .addSelect('a.value', 'value')
    .addSelect('COUNT(*)', 'people')
    .where('a.customerId = :customerId', { customerId })
    .groupBy('a.name')
    .addGroupBy('a.value')
    .orderBy('a.name')
    .addOrderBy('a.value')
    .getRawMany<{ name: string; value: string; people: string | number }>();
}

/** The attributes of the given addresses (lower-case) of one organisation, in slices of 500 addresses. */
export async function attributesOfAddresses(
  m: EntityManager,
  customerId: number,
  emails: string[],
): Promise<{ email: string; name: string; value: string }[]> {
  const out: { email: string; name: string; value: string }[] = [];
  for (let i = 0; i < emails.length; i += 500) {
    const part = emails.slice(i, i + 500);
    const rows = (await m.query(
      `SELECT p.email AS email, a.name AS name, a.value AS value FROM people p INNER JOIN person_attributes a ON a.person_id = p.id
         WHERE p.customer_id = ? AND p.email IN (${marks(part.length)})`,
      [customerId, ...part],
    )) as { email: string; name: string; value: string }[];
    out.push(...rows);
  }
  return out;
}

/** The organisation's entries of these addresses. */
export async function peopleWithAddresses(
  m: EntityManager,
  customerId: number,
  emails: string[],
): Promise<StoredPerson[]> {
  const rows = (await m.query(
    `SELECT p.id, p.email, p.first_name, p.last_name, b.email AS manager_email FROM people p LEFT JOIN people b ON b.id = p.manager_id
       WHERE p.customer_id = ? AND p.email IN (${marks(emails.length)})`,
    [customerId, ...emails],
  )) as { id: number; email: string; first_name: string; last_name: string; manager_email: string | null }[];
  return rows.map((p) => ({
    id: Number(p.id),
    email: p.email,
    firstName: p.first_name,
    lastName: p.last_name,
    managerEmail: p.manager_email ?? null,
  }));
}

/** The values of the named attributes of these people. */
export async function attributeValuesOf(
  m: EntityManager,
  personIds: number[],
  names: string[],
): Promise<{ personId: number; name: string; value: string }[]> {
  const rows = (await m.query(
    `SELECT person_id, name, value FROM person_attributes WHERE person_id IN (${marks(personIds.length)}) AND name IN (${marks(names.length)})`,
    [...personIds, ...names],
  )) as { person_id: number; name: string; value: string }[];
  return rows.map((a) => ({ personId: Number(a.person_id), name: a.name, value: a.value }));
}

/** Inserts people in one statement. */
export async function insertPeople(m: EntityManager, customerId: number, people: NewPerson[]): Promise<void> {
  await m.query(
    `INSERT INTO people (customer_id, email, first_name, last_name) VALUES ${marks(people.length, '(?, ?, ?, ?)')}`,
    people.flatMap((p) => [customerId, p.email, p.firstName, p.lastName]),
  );
}

/** The ids of the organisation's entries of these addresses, by address, in slices of 500 addresses. */
export async function idsByAddress(
  m: EntityManager,
  customerId: number,
  emails: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < emails.length; i += 500) {
    const part = emails.slice(i, i + 500);
    const rows = (await m.query(
      `SELECT id, email FROM people WHERE customer_id = ? AND email IN (${marks(part.length)})`,
      [customerId, ...part],
    )) as { id: number; email: string }[];
    for (const r of rows) out.set(r.email, Number(r.id));
  }
  return out;
}

export async function updatePersonNames(
  m: EntityManager,
  id: number,
  firstName: string,
  lastName: string,
): Promise<void> {
  await m.query('UPDATE people SET first_name = ?, last_name = ?, updated_at = CURRENT_TIMESTAMP WHERE id = ?', [
    firstName,
    lastName,
    id,
  ]);
}

/** Deletes the named attributes of these people. */
export async function deleteAttributesNamed(m: EntityManager, personIds: number[], names: string[]): Promise<void> {
  await m.query(
    `DELETE FROM person_attributes WHERE person_id IN (${marks(personIds.length)}) AND name IN (${marks(names.length)})`,
    [...personIds, ...names],
  );
}

/** Inserts attribute values, 1,000 a statement. */
export async function insertAttributeRows(m: EntityManager, rows: AttributeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const part = rows.slice(i, i + 1000);
    await m.query(
      `INSERT INTO person_attributes (person_id, name, value, customer_id) VALUES ${marks(part.length, '(?, ?, ?, ?)')}`,
      part.flat(),
    );
  }
}

/** Every person of the organisation with their manager's address (null at the top): the hierarchy a change is checked against. */
export async function managerGraph(m: EntityManager, customerId: number): Promise<Map<string, string | null>> {
  const rows = (await m.query(
    'SELECT p.email AS email, b.email AS manager_email FROM people p LEFT JOIN people b ON b.id = p.manager_id WHERE p.customer_id = ?',
    [customerId],
  )) as { email: string; manager_email: string | null }[];
  return new Map(rows.map((r) => [r.email, r.manager_email ?? null]));
}

/** A node of the organisation's hierarchy as its tree view shows it. */
export interface HierarchyRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  managerId: number | null;
}

/** Every person of the organisation with their manager's id, by address. */
export async function hierarchyRows(m: EntityManager, customerId: number): Promise<HierarchyRow[]> {
  const rows = (await m.query(
    'SELECT id, email, first_name, last_name, manager_id FROM people WHERE customer_id = ? ORDER BY email',
    [customerId],
  )) as { id: number; email: string; first_name: string; last_name: string; manager_id: number | null }[];
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    managerId: r.manager_id === null ? null : Number(r.manager_id),
  }));
}

/** Sets one manager (or none) for these people, 500 a statement. */
export async function setManager(m: EntityManager, managerId: number | null, personIds: number[]): Promise<void> {
  for (let i = 0; i < personIds.length; i += 500) {
    const part = personIds.slice(i, i + 500);
    await m.query(
      `UPDATE people SET manager_id = ?, updated_at = CURRENT_TIMESTAMP WHERE id IN (${marks(part.length)})`,
      [managerId, ...part],
    );
  }
}

/** The people a person managed are left without a manager (before the person is removed). */
export async function clearReportsOf(m: EntityManager, managerId: number): Promise<void> {
  await m.query('UPDATE people SET manager_id = NULL WHERE manager_id = ?', [managerId]);
}

/** The addresses of these people, by id. */
export async function emailsOfPeople(m: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await m.find(Person, { where: { id: In(ids) }, select: { id: true, email: true } });
  return new Map(rows.map((p) => [p.id, p.email]));
}

/** A person's manager's id and address (null at the top or when the person is not there). */
export async function managerOf(m: EntityManager, personId: number): Promise<{ id: number; email: string } | null> {
  const rows = (await m.query(
    'SELECT b.id AS id, b.email AS email FROM people p INNER JOIN people b ON b.id = p.manager_id WHERE p.id = ?',
    [personId],
  )) as { id: number; email: string }[];
  return rows.length ? { id: Number(rows[0].id), email: rows[0].email } : null;
}

/** The managers' addresses of these addresses (lower-case) of one organisation, for those that have one, in slices of 500. */
export async function managersOfAddresses(
  m: EntityManager,
  customerId: number,
  emails: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < emails.length; i += 500) {
    const part = emails.slice(i, i + 500);
    const rows = (await m.query(
      `SELECT p.email AS email, b.email AS manager_email FROM people p INNER JOIN people b ON b.id = p.manager_id
         WHERE p.customer_id = ? AND p.email IN (${marks(part.length)})`,
      [customerId, ...part],
    )) as { email: string; manager_email: string }[];
    for (const r of rows) out.set(r.email, r.manager_email);
  }
  return out;
}

/** One page of the organisation's people for the directory sync, by id, optionally only one address or external id. */
export async function syncedPeoplePage(
  m: EntityManager,
  customerId: number,
  filter: { email?: string; externalId?: string },
  offset: number,
  limit: number,
): Promise<{ total: number; people: Person[] }> {
  const where = { customerId, ...filter };
  const [people, total] = await m.findAndCount(Person, { where, order: { id: 'ASC' }, skip: offset, take: limit });
  return { total, people };
}

export async function insertPerson(
  m: EntityManager,
  person: Pick<Person, 'customerId' | 'email' | 'firstName' | 'lastName' | 'active' | 'externalId' | 'managerId'>,
): Promise<number> {
  const result = await m.insert(Person, person);
  return Number((result.identifiers[0] as { id: number }).id);
}

/** Sets fields of one person of the directory sync. */
export async function updateSyncedPerson(
  m: EntityManager,
  id: number,
  set: Partial<Pick<Person, 'email' | 'firstName' | 'lastName' | 'active' | 'externalId' | 'managerId'>>,
): Promise<void> {
  if (Object.keys(set).length) await m.update(Person, { id }, set);
}

/** The ids among these that are people of the organisation. */
export async function peopleIdsOf(m: EntityManager, customerId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await m.find(Person, { where: { customerId, id: In(ids) }, select: { id: true } });
  return rows.map((p) => p.id);
}

/** These people of the organisation, by id. */
export function peopleByIds(m: EntityManager, customerId: number, ids: number[]): Promise<Person[]> {
  if (!ids.length) return Promise.resolve([]);
  return m.find(Person, { where: { customerId, id: In(ids) } });
}
