import { ScimError } from './scim-error';
import { GROUP_SCHEMA } from './scim-schemas';
import { attr, idOf, isObject, patchOperations, text } from './scim-values';

/** A group as PATCH operations change it: its name, external id and members (person ids). */
export interface GroupState {
  displayName: string;
  externalId: string | null;
  members: Set<number>;
}

export function toScimGroup(
  g: { id: number; displayName: string; externalId: string | null; createdAt: Date; updatedAt: Date },
  members: { id: number; email: string }[] | null,
  base: string,
) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(g.id),
    ...(g.externalId === null ? {} : { externalId: g.externalId }),
    displayName: g.displayName,
    ...(members === null
      ? {}
      : {
          members: members.map((p) => ({ value: String(p.id), $ref: `${base}/Users/${p.id}`, display: p.email })),
        }),
    meta: {
      resourceType: 'Group',
      created: g.createdAt.toISOString(),
      lastModified: g.updatedAt.toISOString(),
      location: `${base}/Groups/${g.id}`,
    },
  };
}

/** Member ids of a members value: [{ value: id }, ...] (a single object is taken as a list of one). */
function memberIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((v) => {
    const id = idOf(isObject(v) ? attr(v, 'value') : v);
    if (id === null) throw ScimError.invalid('A member needs the value of a user id of this directory');
    return id;
  });
}

function displayName(value: unknown): string {
  const name = text('displayName', value).trim();
  if (!name || name.length > 255) throw ScimError.invalid('displayName must hold 1 to 255 characters');
  return name;
}

/** A whole Group (POST, PUT). */
export function groupFromResource(body: unknown): GroupState {
  if (!isObject(body)) throw ScimError.invalid('The body must be a Group', 'invalidSyntax');
  const externalId = attr(body, 'externalId');
  return {
    displayName: displayName(attr(body, 'displayName')),
    externalId: externalId === undefined || externalId === null ? null : text('externalId', externalId),
    members: new Set(memberIds(attr(body, 'members'))),
  };
}

const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

/**
 * Applies a PatchOp to a group, in order (RFC 7644 §3.5.2): members added, removed (by value list or by the path
 * members[value eq "id"], Okta's form), replaced; displayName and externalId with a path or path-less.
 */
export function applyGroupPatch(body: unknown, state: GroupState): void {
  const apply = (path: string, value: unknown, op: 'add' | 'replace' | 'remove') => {
    const p = path.toLowerCase();
    const filtered = MEMBER_FILTER.exec(path);
    if (filtered) {
      if (op !== 'remove') throw ScimError.invalid('Only remove takes a member filter', 'invalidSyntax');
      const id = idOf(filtered[1]);
      if (id !== null) state.members.delete(id);
    } else if (p === 'members') {
      if (op === 'add') for (const id of memberIds(value)) state.members.add(id);
      else if (op === 'replace') state.members = new Set(memberIds(value));
      else if (value === undefined || value === null) state.members.clear();
      else for (const id of memberIds(value)) state.members.delete(id);
    } else if (p === 'displayname') {
      if (op === 'remove') throw ScimError.invalid('displayName cannot be removed', 'mutability');
      state.displayName = displayName(value);
    } else if (p === 'externalid')
      state.externalId = op === 'remove' || value === null ? null : text('externalId', value);
  };
  for (const o of patchOperations(body)) {
    if (o.path !== undefined) apply(o.path, o.value, o.op);
    else if (isObject(o.value)) for (const [k, v] of Object.entries(o.value)) apply(k, v, o.op);
    else throw ScimError.invalid('An operation without a path needs an object value', 'invalidSyntax');
  }
}
