import { normaliseRole, type Role } from './roles';

/** The session both apps share through localStorage (same origin), under exactly these keys (the specs' names). */
export const SESSION_KEYS = {
  token: 'token',
  isLoggedIn: 'isLoggedIn',
  name: 'name',
  userId: 'userId',
  firstTimeLogin: 'firstTimeLogin',
  email: 'email',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** The language menu's choice on this browser (both apps, same origin); outlives the session, unlike SESSION_KEYS. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The claims of the portal's JWT (decisions.md §3). */
export interface TokenClaims {
  role?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  userid?: string | number;
  customerid?: string | number;
  /** 'invitation' on a session opened by an invitation link: it reaches only that person's surveys. */
  scp?: string;
  exp?: number;
}

/** Whether a session was opened by an invitation link (no password yet; only its own surveys and profile). */
export const isInvitationSession = (claims: TokenClaims | null | undefined): boolean => claims?.scp === 'invitation';

/** The claims of a token, read without verifying it (the server verifies); null when it is not a JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

export type TokenState =
  { status: 'anonymous' } | { status: 'expired' } | { status: 'valid'; role: Role; claims: TokenClaims };

/** A token is valid while it names a role and its `exp` (seconds) is in the future; one without `exp` is refused. */
export function tokenState(token: string | null | undefined, now: number = Date.now()): TokenState {
  const claims = decodeToken(token);
  const role = normaliseRole(claims?.role);
  if (!claims || !role) return { status: 'anonymous' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { status: 'expired' };
  return { status: 'valid', role, claims };
}
