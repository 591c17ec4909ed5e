import { t } from './i18n';
import { clearSession } from './session';
import { toast } from './toast';

/** Ends a session whose token has expired, with the one message the specs give for it. */
export function endExpiredSession(): void {
  clearSession();
  toast.error(t('session.endedTitle'), [t('session.endedLine')]);
}
