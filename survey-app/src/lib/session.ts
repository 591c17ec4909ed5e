// The session lives in localStorage with exactly these keys, shared with the backoffice (same origin).
export const SESSION_KEYS = ['token', 'isLoggedIn', 'name', 'userId', 'firstTimeLogin', 'email'] as const;

export type Role = 'SuperAdmin' | 'CustomerAdmin' | 'CustomerUser';

export interface TokenClaims {
  role: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  userid?: string | number;
  customerid?: string | number;
  exp?: number;
}

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return localStorage.getItem('token');
}

export function getClaims(): TokenClaims | null {
  return decodeToken(getToken());
}

/** Role names compared case-insensitively (spec §6). */
export function normaliseRole(role: string | undefined | null): Role | null {
  switch ((role ?? '').toLowerCase()) {
    case 'superadmin':
      return 'SuperAdmin';
    case 'customeradmin':
      return 'CustomerAdmin';
    case 'customeruser':
      return 'CustomerUser';
    default:
      return null;
  }
}

export function getRole(): Role | null {
  return normaliseRole(getClaims()?.role);
}

export type SessionState = 'none' | 'expired' | 'valid';

/** `exp` is in seconds; a token without it is treated as invalid. */
export function sessionState(now = Date.now()): SessionState {
  const token = getToken();
  if (!token) return 'none';
  const claims = decodeToken(token);
  if (!claims || typeof claims.exp !== 'number' || !normaliseRole(claims.role)) return 'none';
  return claims.exp * 1000 > now ? 'valid' : 'expired';
}

export function saveSession(token: string, firstTimeLogin: boolean): TokenClaims | null {
  const claims = decodeToken(token);
  localStorage.setItem('token', token);
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('firstTimeLogin', firstTimeLogin ? 'true' : 'false');
  localStorage.setItem('name', [claims?.firstname, claims?.lastname].filter(Boolean).join(' '));
  localStorage.setItem('userId', String(claims?.userid ?? ''));
  localStorage.setItem('email', String(claims?.email ?? ''));
  return claims;
}

export function clearSession(): void {
  localStorage.clear();
}

export const ROLE_GROUP: Record<Role, string> = {
  SuperAdmin: 'superAdmin',
  CustomerAdmin: 'customerAdmin',
  CustomerUser: 'customerUser',
};

export function roleHome(role: Role): string {
  return `/${ROLE_GROUP[role]}/dashboard`;
}

/** Customer user pages live in this app; the other dashboards are backoffice pages. */
export function isSurveyAppPath(path: string): boolean {
  if (/^\/(superAdmin|customerAdmin)\/dashboard\/view-insights(\/|$)/.test(path)) return true;
  if (/^\/(superAdmin|customerAdmin)\/.+\/(view|edit)-survey-form(\/|$)/.test(path)) return true;
  if (/^\/customerAdmin\/manage-profile\/?$/.test(path)) return true;
  return !/^\/(superAdmin|customerAdmin)(\/|$)/.test(path);
}
