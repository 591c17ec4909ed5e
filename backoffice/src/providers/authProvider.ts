import type { AuthProvider, UserIdentity } from 'react-admin';
import { LOGIN_PATH } from '@portal/contracts';
import { canAccess } from './canAccess';
import { httpJson } from './http';
import { clearSession, isFirstLogin, leaveTo, readSession, storedName } from './session';
import { tr } from '../i18n/i18nProvider';

// Long enough to read the toast before the browser leaves for the login page.
export const REDIRECT_DELAY_MS = 2500;

/** Who is logged in, from the token's claims and the session the survey app stored at login. */
export interface Identity extends UserIdentity {
  id: string;
  fullName: string;
  email: string;
  customerId: string | null;
  /** A customer admin's company profile is still to be set up. */
  firstTimeLogin: boolean;
}

let leaving: ReturnType<typeof setTimeout> | null = null;

/** The session is being left (its toast still showing): what it loaded no longer describes the user's data. */
export function sessionEnding(): boolean {
  return leaving !== null;
}

/** Clear the session and go to the survey app's login page, now or after the toast has been seen. */
export function logoutTo(delayMs = 0): void {
  // A delayed leave is already under way (its toast is showing): let it run.
  if (leaving) return;
  if (delayMs <= 0) {
    clearSession();
    return leaveTo(LOGIN_PATH);
  }
  // The session stays readable until then so that react-admin still shows the toast.
  leaving = setTimeout(() => {
    clearSession();
    leaveTo(LOGIN_PATH);
  }, delayMs);
}

/**
 * Login happens in the survey app (/auth/login); this app only reads the shared session.
 * Redirects leave the app with a full page load, so every `redirectTo` here is `false`.
 */
export const authProvider: AuthProvider = {
  async login() {
    leaveTo(LOGIN_PATH);
  },

  async logout(params?: { delayMs?: number }) {
    const delayMs = params?.delayMs ?? 0;
    // The user's own log out revokes the token on the server first; the session is cleared even if that fails.
    if (delayMs <= 0 && !leaving && readSession().status === 'valid') {
      await httpJson('/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    logoutTo(delayMs);
    return false;
  },

  async checkAuth() {
    const session = readSession();
    if (session.status === 'valid') return;
    if (session.status === 'expired') {
      logoutTo(REDIRECT_DELAY_MS);
      throw {
        message: `${tr('portal.common.sessionTimeout')}\n${tr('portal.common.loginAgain')}`,
        redirectTo: false,
        logoutUser: false,
      };
    }
    logoutTo();
    throw { message: false, redirectTo: false, logoutUser: false };
  },

  async checkError(error: { status?: number; message?: string }) {
    if (error?.status === 401) {
      // The failed call's own toast shows the server's title and lines; leave once it has been read.
      logoutTo(REDIRECT_DELAY_MS);
      // No redirectTo here: react-admin calls redirectTo.startsWith() on this path, and we leave by ourselves.
      throw { message: error.message || false, logoutUser: false };
    }
  },

  async getPermissions() {
    const session = readSession();
    return session.status === 'valid' ? session.role : null;
  },

  async getIdentity(): Promise<Identity> {
    const session = readSession();
    if (session.status !== 'valid') throw new Error('No session');
    const { claims } = session;
    return {
      id: String(claims.userid ?? ''),
      fullName: storedName() || [claims.firstname, claims.lastname].filter(Boolean).join(' '),
      email: claims.email ?? '',
      // The operator's token carries no customer (null).
      customerId: claims.customerid == null ? null : String(claims.customerid),
      firstTimeLogin: isFirstLogin(),
    };
  },

  async canAccess({ resource, action }) {
    const session = readSession();
    return session.status === 'valid' && canAccess(session.role, { resource, action });
  },
};
