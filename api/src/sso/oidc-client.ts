import type * as oidc from 'openid-client';
import { randomBytes } from 'node:crypto';
import { BlockedAddressError, publicFetch } from '../common/outbound/public-fetch';
import { loadOpenIdClient } from './load-openid-client';

/** What the portal needs of one organisation's identity provider. */
export interface ProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** http:// issuers admitted (SSO_ALLOW_HTTP_ISSUER, the tests' provider). */
  allowHttp: boolean;
  /** Issuers on loopback, private or link-local addresses admitted (SSO_ALLOW_PRIVATE_ISSUER). */
  allowPrivate: boolean;
}

/** The identity the provider vouched for, from the ID token (or its userinfo when the token leaves a claim out). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** The provider could not be reached or answered nonsense: the sign-in cannot go on. */
export class ProviderUnavailable extends Error {}

const TIMEOUT_SECONDS = 5;

/**
 * Reads the issuer's discovery document (/.well-known/openid-configuration) with the client's credentials.
 * A customer admin types the issuer URL, so unless allowPrivate every call of this configuration (discovery,
 * keys, token, userinfo) goes to public addresses only: the portal's own network is not theirs to probe.
 */
export async function discover(s: ProviderSettings): Promise<oidc.Configuration> {
  const oidc = await loadOpenIdClient();
  try {
    return await oidc.discovery(new URL(s.issuerUrl), s.clientId, undefined, oidc.ClientSecretPost(s.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      execute: s.allowHttp ? [oidc.allowInsecureRequests] : [],
      ...(s.allowPrivate ? {} : { [oidc.customFetch]: publicOidcFetch }),
    });
  } catch (err) {
    throw new ProviderUnavailable(reasonOf(err));
  }
}

// openid-client's fetch options and the global RequestInit type a body buffer differently (with the DOM lib
// loaded, Uint8Array<ArrayBufferLike> is no BodyInit); at run time both are undici's fetch options.
const publicOidcFetch: oidc.CustomFetch = (url, options) => publicFetch(url, options as unknown as RequestInit);

function reasonOf(err: unknown): string {
  for (let e = err; e instanceof Error; e = e.cause) if (e instanceof BlockedAddressError) return e.message;
  return err instanceof Error ? err.message : String(err);
}

/** The provider's sign-in address for one attempt: authorization code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  config: oidc.Configuration,
  redirectUri: string,
  state: string,
  nonce: string,
  codeVerifier: string,
): Promise<URL> {
  const oidc = await loadOpenIdClient();
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

// 32 random bytes, base64url: what openid-client's randomState, randomNonce and randomPKCECodeVerifier return,
// made here so that starting a sign-in needs no library yet.
const random32 = () => randomBytes(32).toString('base64url');
export const newState = random32;
export const newNonce = random32;
export const newCodeVerifier = random32;

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token: issuer, audience, expiry,
 * and that its nonce and the returned state are the ones this attempt sent (openid-client), and its
 * signature (verifySignature, against the provider's JWKS: openid-client does not check it for a
 * token from the token endpoint). Any failure throws; the caller turns it into one refusal.
 */
export async function redeem(
  config: oidc.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
  verifySignature: (idToken: string) => Promise<unknown>,
): Promise<ProviderIdentity> {
  const oidc = await loadOpenIdClient();
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  if (!tokens.id_token) throw new Error('The provider sent no ID token');
  await verifySignature(tokens.id_token);
  let claims: Record<string, unknown> = { ...tokens.claims()! };
  // Providers that keep email claims to userinfo (OpenID Connect Core §5.4) are asked there, for the same subject.
  if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    claims = { ...info, ...Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)) };
  }
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
    familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
  };
}
