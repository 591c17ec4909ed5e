/**
 * Why an SSO sign-in stopped, as the login page names it (survey app `/auth/login?sso_error=`):
 * expired — unknown, used or stale state (a replay lands here); unavailable — the provider could
 * not be reached; failed — the provider's answer did not check out (code, nonce, signature);
 * unverified — the provider does not vouch for the email; domain — the email is not of an allowed
 * domain; account — no account of this organisation may sign in with it.
 */
export type SsoRefusalReason = 'expired' | 'unavailable' | 'failed' | 'unverified' | 'domain' | 'account';

export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoRefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}
