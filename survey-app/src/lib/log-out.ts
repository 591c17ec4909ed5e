import { apiRequest } from './api-client';
import { clearSession, sessionState } from './session';

/**
 * Revokes the session's token on the server, then clears it here. The session is cleared even when
 * the call fails (offline, already revoked): logging out must never leave the user signed in.
 */
export async function logOut(): Promise<void> {
  if (sessionState() === 'valid')
    await apiRequest('/auth/logout', { method: 'POST', silent: true }).catch(() => undefined);
  clearSession();
}
