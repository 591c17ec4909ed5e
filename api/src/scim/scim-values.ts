import { ScimError } from './scim-error';

/** SCIM's attribute names are case-insensitive (RFC 7643 §2.1): an object's value by name, in any case. */
export function attr(obj: unknown, name: string): unknown {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const key = Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (obj as Record<string, unknown>)[key];
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A boolean, also as the strings "True"/"False" Entra ID sends in PATCH. */
export function bool(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw ScimError.invalid(`${name} must be true or false`);
}

/** A string attribute; null and absent are the empty string. */
export function text(name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw ScimError.invalid(`${name} must be a string`);
  return value;
}

/** A resource id of this service (our ids are whole numbers written as strings); null when it cannot be one. */
export function idOf(value: unknown): number | null {
  const s = typeof value === 'number' ? String(value) : value;
  return typeof s === 'string' && /^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : null;
}

/** The Operations of a PatchOp request (RFC 7644 §3.5.2), each with its op in lower case. */
export function patchOperations(body: unknown): { op: 'add' | 'replace' | 'remove'; path?: string; value: unknown }[] {
  const ops = attr(body, 'Operations');
  if (!Array.isArray(ops) || !ops.length) throw ScimError.invalid('A PatchOp needs Operations', 'invalidSyntax');
  return ops.map((o) => {
    const op = String(attr(o, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw ScimError.invalid(`Unknown op ${String(attr(o, 'op'))}`, 'invalidSyntax');
    const path = attr(o, 'path');
    if (path !== undefined && typeof path !== 'string')
      throw ScimError.invalid('path must be a string', 'invalidSyntax');
    return { op, path: path || undefined, value: attr(o, 'value') };
  });
}
