import { SESSION_KEYS } from '@portal/contracts';

/** A token the session code can read (the signature is never checked in the browser). */
export function fakeToken(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `h.${payload}.s`;
}

/** The session the survey app leaves after a login. */
export function signIn(role: string, claims: Record<string, unknown> = {}): void {
  localStorage.setItem(
    SESSION_KEYS.token,
    fakeToken({
      role,
      userid: 3,
      customerid: 7,
      email: 'admin@example.com',
      firstname: 'Ann',
      lastname: 'Admin',
      ...claims,
    }),
  );
  localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
}
