import type { NavigateFunction } from 'react-router-dom';
import {
  isLanguage,
  NOT_FOUND_PATH,
  normaliseRole,
  PROFILE_ROLES,
  roleHome,
  type LoginResultDto,
} from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { saveSession } from '../../../lib/session';
import { setLanguage, t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { getProfile } from '../../../lib/profile';

/** After a password or SSO login: keep the session, take the profile's language, land on the role's home. */
export async function completeLogin(navigate: NavigateFunction, response: LoginResultDto): Promise<void> {
  const claims = saveSession(response.token, response.FirstTimeLogin);
  const role = normaliseRole(claims?.role);
  // The language saved on the profile wins over the menu's choice on this browser.
  if (role && PROFILE_ROLES.includes(role)) {
    const profile = await getProfile(String(claims?.userid ?? ''), { silent: true }).catch(() => null);
    if (isLanguage(profile?.Language)) await setLanguage(profile.Language);
  }
  toast.success(translate('login.success'));
  // A first-login customer admin lands on the dashboard, whose profile setup dialog blocks the rest.
  goTo(navigate, role ? roleHome(role) : NOT_FOUND_PATH, true);
}
