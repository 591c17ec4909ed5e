/**
 * The session both apps share through localStorage (same origin), keys as the specs name them.
 * The role and the other claims are read from the token itself.
 */
export type Role = 'SuperAdmin' | 'CustomerAdmin' | 'CustomerUser';

export interface TokenClaims {
  role?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  userid?: string | number;
  customerid?: string | number;
  exp?: number;
}

export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/auth/page-not-found';

export function getToken(): string | null {
  return localStorage.getItem('token');
}

export function decodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Role names compare case-insensitively (platform-administration.md §6). */
export function normaliseRole(role: unknown): Role | null {
  const value = String(role ?? '').toLowerCase();
  if (value === 'superadmin') return 'SuperAdmin';
  if (value === 'customeradmin') return 'CustomerAdmin';
  if (value === 'customeruser') return 'CustomerUser';
  return null;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'expired' }
  | { status: 'valid'; role: Role | null; claims: TokenClaims };

/** A session is valid while the token has an expiry in the future (a token without exp is refused). */
export function readSession(now: number = Date.now()): SessionState {
  const token = getToken();
  const claims = decodeToken(token);
  if (!token || !claims) return { status: 'anonymous' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { status: 'expired' };
  return { status: 'valid', role: normaliseRole(claims.role), claims };
}

export function basenameForRole(role: Role | null): string | null {
  if (role === 'SuperAdmin') return '/superAdmin';
  if (role === 'CustomerAdmin') return '/customerAdmin';
  return null;
}

/** Login and page-not-found belong to the survey app: leave this app with a full page navigation. */
export function leaveTo(path: string): void {
  window.location.assign(path);
}

export function clearSession(): void {
  localStorage.clear();
}
