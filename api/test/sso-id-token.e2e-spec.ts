import { JwksKeys } from '../src/sso/jwks-keys';
import {
  decodeToken,
  handoffCode,
  provedDomain,
  refusedWith,
  SSO_CALLBACK,
  SSO_ENV,
  ssoFlow,
} from './support/oidc/sso-flow';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { Personas, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const SECRET = 'northwind-client-secret-0123456789';
const DOMAIN = 'northwind.demo.test';

/**
 * The ID token's signature is checked against the issuer's JWKS: a token with a bad signature,
 * signed by a key the provider does not publish, or unsigned is refused; a rotated key is fetched
 * (at most once a minute on an unknown kid) and then accepted.
 */
describe('single sign-on: ID token signatures', () => {
  let t: TestApp;
  let api: Personas;
  let provider: TestProvider;
  let sso: ReturnType<typeof ssoFlow>;
  const person = `jwks-person@${DOMAIN}`;

  beforeAll(async () => {
    provider = await startTestProvider([
      { client_id: 'portal-northwind', client_secret: SECRET, redirect_uris: [SSO_CALLBACK] },
    ]);
    t = await createTestApp({ env: SSO_ENV });
    api = await personas(t);
    sso = ssoFlow(t, () => provider);
    const northwindId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    await api
      .as('northwindAdmin')
      .put('/api/Sso/Settings')
      .send({
        Enabled: true,
        IssuerUrl: provider.issuer,
        ClientId: 'portal-northwind',
        ClientSecret: SECRET,
        AllowedDomains: [DOMAIN],
        RequireSso: false,
        AccountCreation: 'domain',
      })
      .expect(200);
    await provedDomain(t, northwindId, DOMAIN);
  });
  afterEach(() => provider.setIdTokenMode('valid'));
  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  const signsIn = async () => {
    const { location } = await sso.login(person);
    const code = handoffCode(location);
    if (!code) return location;
    const res = await sso.exchange(code).expect(200);
    return decodeToken(res.body.token).email as string;
  };

  it('accepts a good token, read with keys fetched from the JWKS once and then held', async () => {
    expect(await signsIn()).toBe(person);
    const hits = await provider.jwksHits();
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(await signsIn()).toBe(person);
    expect(await provider.jwksHits()).toBe(hits);
  });

  it.each([
    ['a bad signature', 'bad-signature'],
    ['a key the provider does not publish (unknown kid)', 'unknown-kid'],
    ['no signature at all (alg none)', 'alg-none'],
  ] as const)('refuses a token with %s', async (_what, mode) => {
    await provider.setIdTokenMode(mode);
    expect(await signsIn()).toBe(refusedWith('failed'));
    expect(await t.users.countBy({ email: person })).toBe(1);
  });

  it('reads the JWKS again for an unknown kid at most once a minute, and so follows a key rotation', async () => {
    const keys = t.app.get(JwksKeys);
    const before = await provider.jwksHits();
    await provider.setIdTokenMode('unknown-kid');
    for (let i = 0; i < 3; i++) expect(await signsIn()).toBe(refusedWith('failed'));
    // Tokens naming unknown keys within the minute do not make the portal hammer the provider.
    expect((await provider.jwksHits()) - before).toBeLessThanOrEqual(1);

    await provider.setIdTokenMode('rotated');
    const clock = keys.now;
    keys.now = () => clock() + 61_000;
    try {
      const hits = await provider.jwksHits();
      expect(await signsIn()).toBe(person);
      expect(await provider.jwksHits()).toBe(hits + 1);
      // The new key is held now: the next sign-in reads nothing.
      expect(await signsIn()).toBe(person);
      expect(await provider.jwksHits()).toBe(hits + 1);
    } finally {
      keys.now = clock;
    }
  });
});
