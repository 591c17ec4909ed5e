/**
 * An identity a sign-in protocol (OpenID Connect or SAML) has verified: signature, audience, expiry
 * and replay all checked by that protocol's code. `issuer` + `subject` name the person at the
 * provider for good; `email` must be one the provider vouches for (verified), lower case.
 * `SsoLoginService.complete` takes it from here: account, linking, refusals, audit, hand-off.
 */
export interface ExternalIdentity {
  protocol: 'oidc' | 'saml';
  issuer: string;
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
}
