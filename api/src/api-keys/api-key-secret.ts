import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@portal/contracts';

/**
 * The key's wire form: dpk_<lookup: 16 hex>_<secret: 32 random bytes, base64url>. The lookup finds
 * the row; the sha256 of the whole key is compared in constant time. 256 bits of randomness make a
 * slow hash unnecessary: nobody can guess it, and a stolen hash table does not yield the keys.
 */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9a-f]{16})_([A-Za-z0-9_-]{43})$`);

export interface NewKey {
  key: string;
  lookup: string;
  hash: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function newKey(): NewKey {
  const lookup = randomBytes(8).toString('hex');
  const key = `${API_KEY_PREFIX}${lookup}_${randomBytes(32).toString('base64url')}`;
  return { key, lookup, hash: hashKey(key) };
}

/** The lookup part of a well-formed key, else null (a malformed key is refused without a query). */
export function lookupOf(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

export function sameHash(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
