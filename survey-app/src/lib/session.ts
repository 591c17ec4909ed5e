// The only reader and writer of the session in localStorage; the keys, the token's claims and its
// validity are the contract shared with the backoffice (same origin).
import {
  decodeToken,
  isInvitationSession as invitationClaims,
  LANGUAGE_STORAGE_KEY,
  normaliseRole,
  SESSION_KEYS,
  tokenState,
  type Role,
  type TokenClaims,
} from '@portal/contracts';

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function getClaims(): TokenClaims | null {
  return decodeToken(getToken());
}

export function getRole(): Role | null {
  return normaliseRole(getClaims()?.role);
}

export type SessionState = 'none' | 'expired' | 'valid';

/** `exp` is in seconds; a token without it, or without a known role, is no session. */
export function sessionState(now = Date.now()): SessionState {
  const state = tokenState(getToken(), now);
  return state.status === 'anonymous' ? 'none' : state.status;
}

/** The logged-in user's name as the header shows it. */
export function sessionName(): string {
  return localStorage.getItem(SESSION_KEYS.name) ?? '';
}

export function sessionUserId(): string {
  return localStorage.getItem(SESSION_KEYS.userId) ?? String(getClaims()?.userid ?? '');
}

export function sessionEmail(): string {
  return localStorage.getItem(SESSION_KEYS.email) || String(getClaims()?.email ?? '');
}

/** The session was opened by an invitation link: no password yet, only the person's own surveys and profile. */
export function isInvitationSession(): boolean {
  return invitationClaims(getClaims());
}

/** A first-login customer admin still has the company profile to set up (backoffice dashboard). */
export function isFirstLogin(): boolean {
  return localStorage.getItem(SESSION_KEYS.firstTimeLogin) === 'true';
}

export function saveSession(token: string, firstTimeLogin: boolean): TokenClaims | null {
  const claims = decodeToken(token);
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
  localStorage.setItem(SESSION_KEYS.firstTimeLogin, firstTimeLogin ? 'true' : 'false');
  localStorage.setItem(SESSION_KEYS.name, [claims?.firstname, claims?.lastname].filter(Boolean).join(' '));
  localStorage.setItem(SESSION_KEYS.userId, String(claims?.userid ?? ''));
  localStorage.setItem(SESSION_KEYS.email, String(claims?.email ?? ''));
  return claims;
}

/** A password change revokes earlier tokens; the one it hands out keeps the session going. */
export function replaceToken(token: string): void {
  localStorage.setItem(SESSION_KEYS.token, token);
}

export function renameSession(name: string): void {
  localStorage.setItem(SESSION_KEYS.name, name);
}

/** Clears everything stored but the language menu's choice, which belongs to the browser, not the session. */
export function clearSession(): void {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
