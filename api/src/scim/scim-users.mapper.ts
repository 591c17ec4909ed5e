import type { SyncedFields, SyncedPerson } from '../people/people-sync.service';
import { ScimError } from './scim-error';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-schemas';
import { attr, bool, idOf, isObject, patchOperations, text } from './scim-values';

/** A person as a SCIM User (RFC 7643 §4.1, with the enterprise extension's manager). */
export function toScimUser(p: SyncedPerson, base: string) {
  const displayName = `${p.firstName} ${p.lastName}`.trim() || p.email;
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: String(p.id),
    ...(p.externalId === null ? {} : { externalId: p.externalId }),
    userName: p.email,
    name: { givenName: p.firstName, familyName: p.lastName, formatted: displayName },
    displayName,
    emails: [{ value: p.email, type: 'work', primary: true }],
    active: p.active,
    [ENTERPRISE_SCHEMA]:
      p.managerId === null
        ? {}
        : {
            manager: {
              value: String(p.managerId),
              $ref: `${base}/Users/${p.managerId}`,
              ...(p.managerEmail ? { displayName: p.managerEmail } : {}),
            },
          },
    meta: {
      resourceType: 'User',
      created: p.createdAt.toISOString(),
      lastModified: p.updatedAt.toISOString(),
      location: `${base}/Users/${p.id}`,
    },
  };
}

/** The manager a value names: an id, or { value: id }; '' and null for none. */
function managerId(value: unknown): number | null {
  const raw = isObject(value) ? attr(value, 'value') : value;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = idOf(raw);
  if (id === null) throw ScimError.invalid(`manager ${String(raw).slice(0, 60)} is not a user of this directory`);
  return id;
}

/** The fields of a whole User (POST, PUT): what it leaves out is cleared, as a replacement does (RFC 7644 §3.5.1). */
export function userFromResource(body: unknown): SyncedFields & { email: string } {
  if (!isObject(body)) throw ScimError.invalid('The body must be a User', 'invalidSyntax');
  const userName = attr(body, 'userName');
  if (typeof userName !== 'string' || !userName.trim()) throw ScimError.invalid('userName is required');
  const name = attr(body, 'name');
  const active = attr(body, 'active');
  const externalId = attr(body, 'externalId');
  const enterprise = attr(body, ENTERPRISE_SCHEMA);
  return {
    email: userName,
    firstName: text('name.givenName', attr(name, 'givenName')),
    lastName: text('name.familyName', attr(name, 'familyName')),
    active: active === undefined || active === null ? true : bool('active', active),
    externalId: externalId === undefined || externalId === null ? null : text('externalId', externalId),
    managerId: managerId(attr(enterprise, 'manager')),
  };
}

const MANAGER_PATHS = [`${ENTERPRISE_SCHEMA}:manager`, `${ENTERPRISE_SCHEMA}:manager.value`].map((p) =>
  p.toLowerCase(),
);

/**
 * The fields a PatchOp on a User changes (RFC 7644 §3.5.2), in order, the last one winning: with a path, or
 * path-less with a value object whose keys are paths (as Entra ID sends `{"op":"Replace","value":{"active":false}}`
 * and dotted keys such as "name.givenName"). Attributes the directory does not keep (phone numbers, titles, ...) are
 * accepted and ignored, as identity providers send them all.
 */
export function userPatch(body: unknown): SyncedFields {
  const fields: SyncedFields = {};
  const apply = (path: string, value: unknown, op: 'add' | 'replace' | 'remove') => {
    const p = path.toLowerCase();
    const removing = op === 'remove';
    if (p === 'active') fields.active = removing ? false : bool('active', value);
    else if (p === 'username') {
      if (removing) throw ScimError.invalid('userName cannot be removed', 'mutability');
      fields.email = text('userName', value);
    } else if (p === 'externalid') fields.externalId = removing || value === null ? null : text('externalId', value);
    else if (p === 'name.givenname') fields.firstName = removing ? '' : text('name.givenName', value);
    else if (p === 'name.familyname') fields.lastName = removing ? '' : text('name.familyName', value);
    else if (p === 'name') {
      if (removing) fields.firstName = fields.lastName = '';
      else for (const [k, v] of Object.entries(isObject(value) ? value : {})) apply(`name.${k}`, v, op);
    } else if (MANAGER_PATHS.includes(p)) fields.managerId = removing ? null : managerId(value);
    else if (p === ENTERPRISE_SCHEMA.toLowerCase()) {
      if (isObject(value)) for (const [k, v] of Object.entries(value)) apply(`${ENTERPRISE_SCHEMA}:${k}`, v, op);
    }
  };
  for (const o of patchOperations(body)) {
    if (o.path !== undefined) apply(o.path, o.value, o.op);
    else if (isObject(o.value)) for (const [k, v] of Object.entries(o.value)) apply(k, v, o.op);
    else throw ScimError.invalid('An operation without a path needs an object value', 'invalidSyntax');
  }
  return fields;
}
