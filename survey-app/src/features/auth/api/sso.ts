import type { LoginResultDto, SsoDiscoveryDto, SsoLinkCodeSentDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Whether the address's domain signs in with its organisation (decided by the domain only). */
export function discoverSso(email: string, signal?: AbortSignal): Promise<SsoDiscoveryDto> {
  return api.get(`/auth/sso/discover?email=${encodeURIComponent(email)}`, {
    auth: false,
    silent: true,
    quietOffline: true,
    signal,
  });
}

/** The one-time code of the SSO hand-off, exchanged for the same answer as the password login. */
export function exchangeSsoCode(Code: string): Promise<LoginResultDto> {
  return api.post('/auth/sso/exchange', { Code }, { auth: false });
}

/** The link step: mails a code to the address of the account the organisation's sign-in matched. */
export function sendSsoLinkCode(Token: string): Promise<SsoLinkCodeSentDto> {
  return api.post('/auth/sso/link/code', { Token }, { auth: false });
}

/** The link step: the account's password or the mailed code links the sign-in and answers like the password login. */
export function linkSsoAccount(Token: string, proof: { Password: string } | { Code: string }): Promise<LoginResultDto> {
  return api.post('/auth/sso/link', { Token, ...proof }, { auth: false });
}
