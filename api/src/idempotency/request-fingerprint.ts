import { createHash } from 'node:crypto';

/**
 * Fields left out of a request's fingerprint: a password, a secret, or a one-time code or token. A fast
 * hash of a body holding a 6-digit code gives the code back in a million tries, so the kept record must
 * not depend on it. Leaving them out only means the same key sent again with another code is taken for
 * the same request; a request that failed has already freed its key.
 */
const SECRET_FIELD = /^(code|token)$|password|secret/i;

/** sha256 of method, path and body (secret fields left out): the same key with another request is refused. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const json = JSON.stringify(body ?? null, (name, value: unknown) => (SECRET_FIELD.test(name) ? undefined : value));
  return createHash('sha256').update(`${method} ${url}\n${json}`).digest('hex');
}
