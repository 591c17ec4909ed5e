import type { KeyObject } from 'node:crypto';

/** passport-jwt's verification seam: (token, secretOrKey, options, callback). */
export type JwtVerifier = (
  token: string,
  secretOrKey: unknown,
  options: unknown,
  callback: (err: unknown, payload?: unknown) => void,
) => void;

interface Verified {
  payload: { exp?: unknown; nbf?: unknown };
}

/** Distinct tokens remembered per signing key; the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Remembers the tokens `verify` accepted, per signing key, so a token presented again is not decoded,
 * parsed and HMAC-checked again on every request (the largest part of an authenticated read's own CPU
 * after the database). Only tokens whose signature was checked are kept; on each use their `exp` and
 * `nbf` are checked against the clock again, and one that no longer passes goes back to `verify`, which
 * answers with its own error (TokenExpiredError). Revocation is not decided here: the session check
 * runs on every request.
 */
export function cachedJwtVerifier(verify: JwtVerifier, kept = VERIFIED_TOKENS_KEPT): JwtVerifier {
  const byKey = new WeakMap<object, Map<string, Verified>>();
  return (token, secretOrKey, options, callback) => {
    const key = typeof secretOrKey === 'object' && secretOrKey !== null ? (secretOrKey as KeyObject) : null;
    const tokens = key ? byKey.get(key) : undefined;
    const hit = tokens?.get(token);
    if (hit && stillValid(hit.payload)) return callback(null, hit.payload);
    verify(token, secretOrKey, options, (err, payload) => {
      if (!err && key && payload && typeof payload === 'object') {
        let map = byKey.get(key);
        if (!map) byKey.set(key, (map = new Map()));
        if (map.size >= kept) map.delete(map.keys().next().value!);
        map.set(token, { payload: payload as Verified['payload'] });
      }
      callback(err, payload);
    });
  };
}

function stillValid(payload: Verified['payload']): boolean {
  const now = Date.now() / 1000;
  if (typeof payload.exp === 'number' && now >= payload.exp) return false;
  if (typeof payload.nbf === 'number' && now < payload.nbf) return false;
  return true;
}
