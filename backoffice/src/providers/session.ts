import {
  appForPath,
  LANGUAGE_STORAGE_KEY,
  roleHome,
  ROLE_PATH,
  SESSION_KEYS,
  tokenState,
  type Role,
  type TokenState,
} from '@portal/contracts';

/**
 * The session both apps share through localStorage (same origin), under the contract's keys.
 * The only module that touches the storage: everything else asks the auth provider.
 */
export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function readSession(now: number = Date.now()): TokenState {
  return tokenState(getToken(), now);
}

/** The name the survey app stored at login, when it stored one. */
export function storedName(): string | null {
  return localStorage.getItem(SESSION_KEYS.name);
}

/** A customer admin's first login lasts until the company profile is saved. */
export function isFirstLogin(): boolean {
  return localStorage.getItem(SESSION_KEYS.firstTimeLogin) === 'true';
}

export function endFirstLogin(): void {
  localStorage.setItem(SESSION_KEYS.firstTimeLogin, 'false');
}

/** The route group of a role whose home page this app answers (/superAdmin, /customerAdmin), else null. */
export function basenameForRole(role: Role | null): string | null {
  if (!role || appForPath(roleHome(role)) !== 'backoffice') return null;
  return `/${ROLE_PATH[role]}`;
}

/** Login and page-not-found belong to the survey app: leave this app with a full page navigation. */
export function leaveTo(path: string): void {
  window.location.assign(path);
}

/** Ends the session; the language menu's choice stays for the login page and the next visit. */
export function clearSession(): void {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
