import { roleHome, type Role } from '@portal/contracts';
import { getRole, isFirstLogin, sessionState } from '../../lib/session';
import { endExpiredSession } from '../../lib/session-timeout';

export type GuardOutcome =
  { kind: 'ok'; role: Role } | { kind: 'login' } | { kind: 'not-found' } | { kind: 'first-login' };

/**
 * Decides whether the current user may open a page of `group`'s role. An expired token ends the session with
 * the Session timeout toast; another role's group is answered with page-not-found.
 */
export function checkAccess(required: Role, path: string, now = Date.now()): GuardOutcome {
  const state = sessionState(now);
  if (state === 'expired') {
    endExpiredSession();
    return { kind: 'login' };
  }
  const role = getRole();
  if (state === 'none' || !role) return { kind: 'login' };
  if (role !== required) return { kind: 'not-found' };
  // The first-login company profile setup lives on the customer admin dashboard (backoffice).
  if (role === 'CustomerAdmin' && isFirstLogin() && !path.startsWith(roleHome('CustomerAdmin')))
    return { kind: 'first-login' };
  return { kind: 'ok', role };
}
