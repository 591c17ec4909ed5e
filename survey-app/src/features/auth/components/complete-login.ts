import type { NavigateFunction } from 'react-router-dom';
import {
  appForPath,
  isLanguage,
  NOT_FOUND_PATH,
  normaliseRole,
  PROFILE_ROLES,
  roleHome,
  roleOfPath,
  type LoginResultDto,
  type Role,
} from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { saveSession } from '../../../lib/session';
import { setLanguage, t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { getProfile } from '../../../lib/profile';

/**
 * The page a login was asked to open afterwards (?next=, an invitation's form): only a path of this app inside the
 * role's own group is followed, so a crafted link cannot send the user elsewhere.
 */
export function nextAfterLogin(next: string | null | undefined, role: Role | null): string | null {
  if (!next || !role || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return roleOfPath(next) === role && appForPath(next) === 'survey-app' ? next : null;
}

/** After a password or SSO login: keep the session, take the profile's language, land on the role's home (or `next`). */
export async function completeLogin(
  navigate: NavigateFunction,
  response: LoginResultDto,
  next?: string | null,
): Promise<void> {
  const claims = saveSession(response.token, response.FirstTimeLogin);
  const role = normaliseRole(claims?.role);
  // The language saved on the profile wins over the menu's choice on this browser.
  if (role && PROFILE_ROLES.includes(role)) {
    const profile = await getProfile(String(claims?.userid ?? ''), { silent: true }).catch(() => null);
    if (isLanguage(profile?.Language)) await setLanguage(profile.Language);
  }
  toast.success(translate('login.success'));
  // A first-login customer admin lands on the dashboard, whose profile setup dialog blocks the rest.
  goTo(navigate, nextAfterLogin(next, role) ?? (role ? roleHome(role) : NOT_FOUND_PATH), true);
}
