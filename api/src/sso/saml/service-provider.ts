import type { CacheProvider, SAML, SamlConfig } from '@node-saml/node-saml';
import { loadNodeSaml } from './load-node-saml';

export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
export const REQUEST_LIFETIME_MS = 10 * 60_000;
/** How far the provider's clock may differ from ours when NotBefore / NotOnOrAfter are judged. */
export const CLOCK_SKEW_MS = 60_000;

/** This portal as one organisation's service provider. */
export interface SpIdentity {
  entityId: string;
  acsUrl: string;
}

/** The organisation's identity provider, as its SAML settings store it. */
export interface IdpIdentity {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/**
 * node-saml configured the one way the portal accepts SAML: the assertion signed by one of the
 * organisation's certificates (a signed response alone does not do: every provider the docs name
 * signs the assertion by default), the audience this organisation's entity id, InResponseTo naming
 * a request this portal sent (requests: the store that knows them), NotBefore / NotOnOrAfter within
 * a minute's skew. `weaken` exists for the tests that prove each check can fail.
 */
export async function serviceProvider(
  sp: SpIdentity,
  idp: IdpIdentity,
  requests: CacheProvider,
  weaken: Partial<SamlConfig> = {},
): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    identifierFormat: NAMEID_EMAIL,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Entra ID refuses a requested "PasswordProtectedTransport" for people who signed in another way (MFA, Windows).
    disableRequestedAuthnContext: true,
    cacheProvider: requests,
    ...weaken,
  });
}

/** The metadata XML an admin hands to the provider: entity id, ACS URL (HTTP-POST), NameID format, signed assertions wanted. */
export async function spMetadata(sp: SpIdentity): Promise<string> {
  const { generateServiceProviderMetadata } = await loadNodeSaml();
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: NAMEID_EMAIL,
    wantAssertionsSigned: true,
  });
}
