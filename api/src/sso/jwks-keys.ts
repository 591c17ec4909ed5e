import { Injectable } from '@nestjs/common';
import type { createLocalJWKSet, JSONWebKeySet, JWTPayload, JWSHeaderParameters, FlattenedJWSInput } from 'jose';
import { publicFetch } from '../common/outbound/public-fetch';
import { loadJose } from './load-jose';

/** A provider's keys are read again at most this often when a token names a key we do not hold (a rotation). */
export const JWKS_REFETCH_COOLDOWN_MS = 60_000;
/** Held keys are read again after this long even without an unknown key, so a withdrawn key stops working. */
const JWKS_MAX_AGE_MS = 60 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
// Signatures by the provider's published keys only: no `none`, and no HS* (a shared secret is not the provider's proof).
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

export interface IdTokenExpectations {
  jwksUri: string;
  issuer: string;
  audience: string;
  /** http:// admitted (SSO_ALLOW_HTTP_ISSUER, the tests' provider). */
  allowHttp: boolean;
  /** Keys on loopback, private or link-local addresses admitted (SSO_ALLOW_PRIVATE_ISSUER). */
  allowPrivate: boolean;
}

interface HeldKeys {
  keys: ReturnType<typeof createLocalJWKSet>;
  fetchedAt: number;
}

/**
 * Verifies an ID token's signature against its issuer's JWKS. openid-client 6 checks the claims of
 * an ID token it receives from the token endpoint but not its signature (TLS stands in for it there),
 * so a provider address an admin controls, or anyone on the path of an http:// issuer, could hand in
 * any token. Keys are held per jwks_uri; an unknown `kid` reads the JWKS again, at most once a minute.
 */
@Injectable()
export class JwksKeys {
  /** The clock of the cache (not of the token's exp): tests move it on to pass the cooldown. */
  now: () => number = () => Date.now();
  private readonly held = new Map<string, HeldKeys>();
  /** A read under way per jwks_uri: sign-ins arriving together share it instead of each reading the keys. */
  private readonly reading = new Map<string, Promise<HeldKeys>>();

  async verify(idToken: string, expected: IdTokenExpectations): Promise<JWTPayload> {
    const { errors, jwtVerify } = await loadJose();
    const key = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
      let held = this.held.get(expected.jwksUri);
      if (!held || this.now() - held.fetchedAt > JWKS_MAX_AGE_MS) held = await this.fetch(expected);
      try {
        return await held.keys(header, token);
      } catch (err) {
        if (!(err instanceof errors.JWKSNoMatchingKey) || this.now() - held.fetchedAt < JWKS_REFETCH_COOLDOWN_MS)
          throw err;
        return (await this.fetch(expected)).keys(header, token);
      }
    };
    const { payload } = await jwtVerify(idToken, key, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload;
  }

  private fetch(expected: IdTokenExpectations): Promise<HeldKeys> {
    const under = this.reading.get(expected.jwksUri);
    if (under) return under;
    const read = this.read(expected).finally(() => this.reading.delete(expected.jwksUri));
    this.reading.set(expected.jwksUri, read);
    return read;
  }

  private async read(expected: IdTokenExpectations): Promise<HeldKeys> {
    const protocol = new URL(expected.jwksUri).protocol;
    if (protocol !== 'https:' && !(expected.allowHttp && protocol === 'http:'))
      throw new Error("The provider's keys (jwks_uri) must be read over https://");
    const get = expected.allowPrivate ? fetch : publicFetch;
    const res = await get(expected.jwksUri, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`The provider's keys (jwks_uri) answered ${res.status}`);
    const body = (await res.json()) as JSONWebKeySet;
    if (!body || !Array.isArray(body.keys)) throw new Error("The provider's keys (jwks_uri) are not a JWKS");
    const { createLocalJWKSet } = await loadJose();
    const held = { keys: createLocalJWKSet(body), fetchedAt: this.now() };
    this.held.set(expected.jwksUri, held);
    return held;
  }
}
