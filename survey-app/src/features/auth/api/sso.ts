import type { LoginResultDto, SsoDiscoveryDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Whether the address's domain signs in with its organisation (decided by the domain only). */
export function discoverSso(email: string, signal?: AbortSignal): Promise<SsoDiscoveryDto> {
  return api.get(`/auth/sso/discover?email=${encodeURIComponent(email)}`, { auth: false, silent: true, quietOffline: true, signal });
}

/** The one-time code of the SSO hand-off, exchanged for the same answer as the password login. */
export function exchangeSsoCode(Code: string): Promise<LoginResultDto> {
  return api.post('/auth/sso/exchange', { Code }, { auth: false });
}
