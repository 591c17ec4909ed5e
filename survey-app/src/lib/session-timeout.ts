import { clearSession } from './session';
import { toast } from './toast';

export const SESSION_TIMEOUT = 'Session timeout';
export const LOGIN_AGAIN = 'Please login again';

/** Ends a session whose token has expired, with the one message the specs give for it. */
export function endExpiredSession(): void {
  clearSession();
  toast.error(SESSION_TIMEOUT, [LOGIN_AGAIN]);
}
