import { SESSION_ENDED } from '@portal/contracts';
import { clearSession } from './session';
import { toast } from './toast';

/** Ends a session whose token has expired, with the one message the specs give for it. */
export function endExpiredSession(): void {
  clearSession();
  toast.error(SESSION_ENDED.title, [SESSION_ENDED.line]);
}
