import type * as OpenIdClient from 'openid-client';

/**
 * openid-client (with jose), loaded on the first OIDC sign-in or settings check: requiring it costs about 0.3 s of
 * CPU, which every start of the API (and every test file that boots it) paid although most never meet a provider.
 */
export async function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  return import('openid-client');
}
