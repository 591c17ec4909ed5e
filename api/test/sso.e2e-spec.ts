import { In } from 'typeorm';
import { Customer } from '../src/customers/customer.entity';
import { SsoDomain } from '../src/sso/sso-domain.entity';
import { SsoDomainClaim } from '../src/sso/sso-domain-claim.entity';
import { SsoLogin } from '../src/sso/sso-login.entity';
import { SsoSettings } from '../src/sso/sso-settings.entity';
import { InternalServer, startInternalServer } from './support/internal-server';
import { signInAtProvider } from './support/oidc/provider-browser';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { client, Personas, personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const SECRET = 'northwind-client-secret-0123456789';
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Single sign-on against a real OpenID provider (oidc-provider in its own process, its own login
 * and consent pages): settings, discovery, the code flow with PKCE/state/nonce, the rules on
 * accounts and domains, require-SSO, and the provider going down.
 */
describe('single sign-on (OpenID Connect)', () => {
  let t: TestApp;
  let api: Personas;
  let provider: TestProvider;
  let northwindId: number;
  let contosoId: number;

  const settings = (over: Record<string, unknown> = {}) => ({
    Enabled: true,
    IssuerUrl: provider.issuer,
    ClientId: 'portal-northwind',
    ClientSecret: SECRET,
    AllowedDomains: ['northwind.demo.test'],
    RequireSso: false,
    AccountCreation: 'invitation',
    ...over,
  });
  const anon = () => client(t);
  const path = (url: string) => url.replace(PUBLIC_URL, '');

  /** From the login page's email step to the portal's redirect after the provider (a hand-off or a refusal). */
  async function ssoLogin(email: string, providerLogin = email, beforeProvider?: () => Promise<void>) {
    const found = await anon()
      .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
      .expect(200);
    expect(found.body.Sso).toBe(true);
    const started = await anon().get(path(found.body.Url)).expect(302);
    const atProvider = started.headers.location as string;
    expect(atProvider.startsWith(provider.issuer)).toBe(true);
    await beforeProvider?.();
    const back = await signInAtProvider(atProvider, providerLogin, CALLBACK);
    const done = await anon().get(path(back)).expect(302);
    return { callback: back, location: done.headers.location as string };
  }
  const handoffCode = (location: string) => /#code=([\w-]+)$/.exec(location)?.[1] ?? '';
  const exchange = (code: string) => anon().post('/api/auth/sso/exchange').send({ Code: code });

  beforeAll(async () => {
    provider = await startTestProvider([
      { client_id: 'portal-northwind', client_secret: SECRET, redirect_uris: [CALLBACK] },
    ]);
    t = await createTestApp({ env: { PUBLIC_URL, SSO_ALLOW_HTTP_ISSUER: 'true', SSO_ALLOW_PRIVATE_ISSUER: 'true' } });
    api = await personas(t);
    const customers = t.dataSource.getRepository(Customer);
    northwindId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    expect(await customers.countBy({})).toBeGreaterThan(1);
  });
  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  describe('settings', () => {
    it('starts empty, with the redirect URI to register', async () => {
      const res = await api.as('northwindAdmin').get('/api/Sso/Settings').expect(200);
      expect(res.body).toEqual({
        CustomerId: northwindId,
        Enabled: false,
        Protocol: 'oidc',
        IssuerUrl: '',
        ClientId: '',
        HasClientSecret: false,
        AllowedDomains: [],
        Domains: [],
        RequireSso: false,
        AccountCreation: 'invitation',
        RedirectUri: CALLBACK,
      });
    });

    it('refuses incomplete or malformed settings with every problem at once, and stores nothing', async () => {
      const res = await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ IssuerUrl: '', ClientId: '', ClientSecret: '', AllowedDomains: [] }))
        .expect(400);
      expect(res.body.errorMessage).toEqual([
        'IssuerUrl: Enter the issuer URL',
        'ClientId: Enter the client ID',
        'ClientSecret: Enter the client secret',
        'AllowedDomains: Add at least one email domain',
      ]);
      const bad = await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ AllowedDomains: ['*.northwind.test'], AccountCreation: 'anyone' }))
        .expect(400);
      expect(bad.body.errorMessage).toEqual(
        expect.arrayContaining([
          'AllowedDomains: Each domain must look like example.com',
          'AccountCreation: Must be one of invitation, domain',
        ]),
      );
      const ftp = await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ IssuerUrl: 'ftp://idp.example' }))
        .expect(400);
      expect(ftp.body.errorMessage).toEqual(['IssuerUrl: The issuer URL must be an http(s) URL']);
      expect(await t.dataSource.getRepository(SsoSettings).countBy({})).toBe(0);
    });

    it('stores the client secret sealed, never answers it, and keeps it when left out', async () => {
      const res = await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ AllowedDomains: ['Northwind.Demo.Test', '@northwind.demo.test'] }))
        .expect(200);
      expect(res.body).toMatchObject({
        Enabled: true,
        HasClientSecret: true,
        AllowedDomains: ['northwind.demo.test'],
        IssuerUrl: provider.issuer,
      });
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      const row = await t.dataSource.getRepository(SsoSettings).findOneByOrFail({ customerId: northwindId });
      expect(row.clientSecretSealed).not.toContain(SECRET);
      expect(row.clientSecretSealed.split('.')).toHaveLength(3);
      const { ClientSecret: _left, ...withoutSecret } = settings();
      await api.as('northwindAdmin').put('/api/Sso/Settings').send(withoutSecret).expect(200);
      expect(
        (await t.dataSource.getRepository(SsoSettings).findOneByOrFail({ customerId: northwindId })).clientSecretSealed,
      ).toBe(row.clientSecretSealed);
      // The operator approves the domain (sso-domains.e2e-spec proves domains by DNS); from here on it signs in with Northwind.
      const approved = await api
        .as('operator')
        .post(`/api/Sso/Settings/${northwindId}/Domains/northwind.demo.test/Approve`)
        .expect(200);
      expect(approved.body.Domains).toEqual([
        expect.objectContaining({ Domain: 'northwind.demo.test', Status: 'verified', ProvedBy: 'operator' }),
      ]);
    });

    it('gives a domain to one organisation only', async () => {
      const res = await api
        .as('contosoAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ AllowedDomains: ['contoso.demo.test', 'northwind.demo.test'] }))
        .expect(409);
      expect(res.body.errorMessage).toEqual([
        'AllowedDomains: northwind.demo.test has accounts of another organisation',
      ]);
      expect((await api.as('contosoAdmin').get('/api/Sso/Settings').expect(200)).body.AllowedDomains).toEqual([]);
    });

    it('lets the super admin read and change any organisation, and nobody else', async () => {
      const own = await api.as('operator').get(`/api/Sso/Settings/${northwindId}`).expect(200);
      expect(own.body).toMatchObject({ CustomerId: northwindId, Enabled: true });
      await api
        .as('operator')
        .put(`/api/Sso/Settings/${contosoId}`)
        .send(settings({ Enabled: false, AllowedDomains: ['contoso.demo.test'] }))
        .expect(200);
      expect((await api.as('contosoAdmin').get('/api/Sso/Settings').expect(200)).body).toMatchObject({
        Enabled: false,
        AllowedDomains: ['contoso.demo.test'],
      });
      await api.as('operator').get('/api/Sso/Settings/999999').expect(404);
      await api.as('operator').get('/api/Sso/Settings').expect(403);
      await api.as('northwindAdmin').get(`/api/Sso/Settings/${contosoId}`).expect(403);
      await api.as('northwindStaff').get('/api/Sso/Settings').expect(403);
      await api.as('northwindStaff').put('/api/Sso/Settings').send(settings()).expect(403);
      await anon().get('/api/Sso/Settings').expect(401);
    });

    it('tests the connection by reading the issuer’s discovery document', async () => {
      const res = await api.as('northwindAdmin').post('/api/Sso/Settings/Test').expect(200);
      expect(res.body).toEqual({ Ok: true, Issuer: provider.issuer });
      const contoso = await api.as('operator').post(`/api/Sso/Settings/${contosoId}/Test`).expect(200);
      expect(contoso.body.Ok).toBe(true);
    });

    it("saves two new organisations' first settings at once, both whole (their domains' inserts must not deadlock on MariaDB)", async () => {
      const domainsOf = async (customerId: number) =>
        (await t.dataSource.getRepository(SsoDomainClaim).findBy({ customerId })).map((d) => d.domain);
      for (let attempt = 0; attempt < 6; attempt++) {
        const ids = [];
        for (const n of [0, 1])
          ids.push((await t.dataSource.getRepository(Customer).save({ name: `SSO at once ${attempt}-${n}` })).id);
        const saved = await Promise.all(
          ids.map((id, n) =>
            api
              .as('operator')
              .put(`/api/Sso/Settings/${id}`)
              .send(settings({ Enabled: false, AllowedDomains: [`at-once-${attempt}-${n}.test`] })),
          ),
        );
        expect(saved.map((r) => r.status)).toEqual([200, 200]);
        for (const [n, id] of ids.entries()) expect(await domainsOf(id)).toEqual([`at-once-${attempt}-${n}.test`]);
      }
    });
  });

  describe('discover', () => {
    it('answers by the domain only: the same for an account, no account, and another case', async () => {
      const ask = async (email: string) =>
        (
          await anon()
            .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
            .expect(200)
        ).body;
      const known = await ask(DEMO.northwindStaff);
      expect(known).toEqual({
        Sso: true,
        Required: false,
        Url: `${PUBLIC_URL}/api/auth/sso/start?domain=northwind.demo.test`,
      });
      expect(await ask('nobody-here@northwind.demo.test')).toEqual(known);
      expect(await ask('STAFF1@Northwind.Demo.Test')).toEqual(known);
      // Contoso's settings are stored but turned off; other domains have none.
      expect(await ask(DEMO.contosoStaff)).toEqual({ Sso: false });
      expect(await ask('someone@example.org')).toEqual({ Sso: false });
      expect(await ask('not-an-address')).toEqual({ Sso: false });
      await anon().get('/api/auth/sso/discover').expect(400);
    });

    it('sends an organisation whose provider speaks SAML to the SAML start', async () => {
      const id = (await t.dataSource.getRepository(Customer).save({ name: 'SSO by SAML' })).id;
      const saved = await api
        .as('operator')
        .put(`/api/Sso/Settings/${id}`)
        .send(
          settings({
            Protocol: 'saml',
            IssuerUrl: '',
            ClientId: '',
            ClientSecret: '',
            AllowedDomains: ['saml-org.test'],
          }),
        )
        .expect(200);
      expect(saved.body).toMatchObject({ Protocol: 'saml', Enabled: true });
      await api.as('operator').post(`/api/Sso/Settings/${id}/Domains/saml-org.test/Approve`).expect(200);
      await api
        .as('operator')
        .put(`/api/Sso/Settings/${id}`)
        .send(settings({ Protocol: 'ldap' }))
        .expect(400);
      const found = await anon().get('/api/auth/sso/discover?email=a%40saml-org.test').expect(200);
      const started = await anon().get(path(found.body.Url)).expect(302);
      expect(started.headers.location).toBe(`${PUBLIC_URL}/api/auth/saml/start?domain=saml-org.test`);
      await api
        .as('operator')
        .put(`/api/Sso/Settings/${id}`)
        .send(settings({ Enabled: false, AllowedDomains: [] }))
        .expect(200);
    });

    it('takes as long for an address with an account as for one without', async () => {
      const once = async (email: string) => {
        const start = process.hrtime.bigint();
        await anon()
          .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
          .expect(200);
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const withAccount: number[] = [];
      const without: number[] = [];
      // Interleaved, so a busy moment of the machine slows both alike; medians, so one slow call does not decide.
      for (let i = 0; i < 41; i++) {
        withAccount.push(await once(DEMO.northwindStaff));
        without.push(await once('nobody-here@northwind.demo.test'));
      }
      const a = median(withAccount.slice(1));
      const b = median(without.slice(1));
      // The same one query runs either way; only noise separates them (a few ms on a loaded 2-core machine,
      // where a hash or a second lookup for an existing account would add tens).
      expect(Math.abs(a - b)).toBeLessThan(Math.max(6, 0.5 * Math.min(a, b)));
    });
  });

  describe('sign-in', () => {
    it('links an existing account once its owner proves it, then signs it in with the same token as the password login, once', async () => {
      // First sign-in: the email matches an account, so its owner proves it once (sso-linking.e2e-spec has the rest).
      const first = await ssoLogin(DEMO.northwindStaff);
      const linkToken = /#link=([\w-]+)$/.exec(first.location)?.[1] ?? '';
      expect(linkToken).not.toBe('');
      await anon().post('/api/auth/sso/link').send({ Token: linkToken, Password: DEMO.password }).expect(200);
      const { location } = await ssoLogin(DEMO.northwindStaff);
      expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/auth/sso#code=[\\w-]{40,}$`));
      const res = await exchange(handoffCode(location)).expect(200);
      const byPassword = await anon()
        .post('/api/auth/login')
        .send({ username: DEMO.northwindStaff, password: DEMO.password })
        .expect(200);
      const { iat: _a, exp: expA, ...sso } = decode(res.body.token);
      const { iat: _b, exp: expB, ...pwd } = decode(byPassword.body.token);
      expect(sso).toEqual(pwd);
      expect(expA - _a).toBe(expB - _b);
      expect(res.body.FirstTimeLogin).toBe(false);
      const me = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
      await api.withToken(res.body.token).get(`/api/CustomerUser/Profile/${me.id}`).expect(200);
      // The hand-off code is spent.
      expect((await exchange(handoffCode(location)).expect(401)).body.errorMessage).toEqual([
        'This sign-in link is not valid or has expired. Please sign in again.',
      ]);
      // Same revocation as every token: log out kills it.
      await api.withToken(res.body.token).post('/api/auth/logout').expect(200);
      await api.withToken(res.body.token).get(`/api/CustomerUser/Profile/${me.id}`).expect(401);
    });

    it('refuses a replayed state (the provider’s redirect used twice)', async () => {
      const { callback, location } = await ssoLogin(DEMO.northwindAdmin);
      expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/auth/sso#link=[\\w-]{40,}$`));
      const again = await anon().get(path(callback)).expect(302);
      expect(again.headers.location).toBe(`${PUBLIC_URL}/auth/login?sso_error=expired`);
      const made = await anon().get('/api/auth/sso/callback?code=abc&state=made-up').expect(302);
      expect(made.headers.location).toBe(`${PUBLIC_URL}/auth/login?sso_error=expired`);
      await anon().get('/api/auth/sso/callback').expect(302);
    });

    it('refuses an email outside the allowed domains', async () => {
      const { location } = await ssoLogin(DEMO.northwindStaff, 'mallory@contoso.demo.test');
      expect(location).toBe(`${PUBLIC_URL}/auth/login?sso_error=domain`);
    });

    it('refuses an email the provider does not vouch for', async () => {
      const { location } = await ssoLogin(DEMO.northwindStaff, `unverified:${DEMO.northwindStaff}`);
      expect(location).toBe(`${PUBLIC_URL}/auth/login?sso_error=unverified`);
    });

    it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
      const tamper = () =>
        t.dataSource
          .getRepository(SsoLogin)
          .update({ stateUsed: false }, { nonce: 'not-the-nonce-that-was-sent' })
          .then(() => undefined);
      const { location } = await ssoLogin(DEMO.northwindStaff, DEMO.northwindStaff, tamper);
      expect(location).toBe(`${PUBLIC_URL}/auth/login?sso_error=failed`);
    });

    it('creates an account only for a pending invitation unless the organisation allows its whole domain', async () => {
      const admin = api.as('northwindAdmin');
      expect((await ssoLogin('newcomer@northwind.demo.test')).location).toBe(
        `${PUBLIC_URL}/auth/login?sso_error=account`,
      );
      expect(await t.users.existsBy({ email: 'newcomer@northwind.demo.test' })).toBe(false);

      const typeId = (await typeByName(t, 'Organisational Health Check')).id;
      const inq = await createInquiry(admin, typeId, 'SSO invitation');
      await submitIntake(t, admin, inq.Id, typeId);
      await addParticipants(admin, inq.Id, ['invited@northwind.demo.test'], { ExpiryDate: day(10) }).expect(200);
      const invited = await ssoLogin('invited@northwind.demo.test');
      const token = (await exchange(handoffCode(invited.location)).expect(200)).body.token;
      const claims = decode(token);
      expect(claims).toMatchObject({
        role: 'CustomerUser',
        customerid: northwindId,
        email: 'invited@northwind.demo.test',
      });
      const respondents = (await admin.get(`/api/Inquiry/GetRespondents/${inq.Id}`).expect(200)).body.data;
      expect(respondents.map((r: { Email: string; Id: number }) => [r.Email, r.Id])).toEqual([
        ['invited@northwind.demo.test', claims.userid],
      ]);

      await admin
        .put('/api/Sso/Settings')
        .send(settings({ AccountCreation: 'domain' }))
        .expect(200);
      const fresh = await ssoLogin('newcomer@northwind.demo.test');
      const created = decode((await exchange(handoffCode(fresh.location)).expect(200)).body.token);
      expect(created).toMatchObject({
        role: 'CustomerUser',
        customerid: northwindId,
        email: 'newcomer@northwind.demo.test',
      });
      await admin.put('/api/Sso/Settings').send(settings()).expect(200);
    });

    it('never signs in an account of another organisation or the super admin', async () => {
      const admin = api.as('northwindAdmin');
      // Northwind may not even claim domains where Contoso's staff and the operator have addresses (Contoso gives its own up first).
      await api
        .as('operator')
        .put(`/api/Sso/Settings/${contosoId}`)
        .send(settings({ Enabled: false, AllowedDomains: [] }))
        .expect(200);
      const claimed = await admin
        .put('/api/Sso/Settings')
        .send(settings({ AllowedDomains: ['northwind.demo.test', 'demo.test'], AccountCreation: 'domain' }))
        .expect(400);
      expect(claimed.body.errorMessage).toEqual(["AllowedDomains: demo.test is the portal operator's domain"]);
      const contosos = await admin
        .put('/api/Sso/Settings')
        .send(settings({ AllowedDomains: ['northwind.demo.test', 'contoso.demo.test'], AccountCreation: 'domain' }))
        .expect(409);
      expect(contosos.body.errorMessage).toEqual([
        'AllowedDomains: contoso.demo.test has accounts of another organisation',
      ]);
      // And were such domains proved anyway (a row written before these checks), the accounts still refuse.
      await admin
        .put('/api/Sso/Settings')
        .send(settings({ AccountCreation: 'domain' }))
        .expect(200);
      const proved = t.dataSource.getRepository(SsoDomain);
      await proved.save([
        { domain: 'demo.test', customerId: northwindId },
        { domain: 'contoso.demo.test', customerId: northwindId },
      ]);
      try {
        expect((await ssoLogin(DEMO.contosoStaff)).location).toBe(`${PUBLIC_URL}/auth/login?sso_error=account`);
        expect((await ssoLogin(DEMO.operator)).location).toBe(`${PUBLIC_URL}/auth/login?sso_error=account`);
      } finally {
        await proved.delete({ domain: In(['demo.test', 'contoso.demo.test']) });
      }
      const contoso = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
      expect(contoso.customerId).toBe(contosoId);
      await admin.put('/api/Sso/Settings').send(settings()).expect(200);
    });

    it('signs nobody in and creates nobody for a deactivated organisation', async () => {
      const customers = t.dataSource.getRepository(Customer);
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ AccountCreation: 'domain' }))
        .expect(200);
      await customers.update({ id: northwindId }, { isActive: false });
      try {
        expect((await ssoLogin(DEMO.northwindStaff)).location).toBe(`${PUBLIC_URL}/auth/login?sso_error=account`);
        expect((await ssoLogin('another-newcomer@northwind.demo.test')).location).toBe(
          `${PUBLIC_URL}/auth/login?sso_error=account`,
        );
        expect(await t.users.existsBy({ email: 'another-newcomer@northwind.demo.test' })).toBe(false);
      } finally {
        await customers.update({ id: northwindId }, { isActive: true });
      }
      await api.as('northwindAdmin').put('/api/Sso/Settings').send(settings()).expect(200);
    });

    it('with SSO required refuses the organisation’s password logins only, after the password check', async () => {
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(settings({ RequireSso: true }))
        .expect(200);
      expect(
        (
          await anon()
            .get(`/api/auth/sso/discover?email=${encodeURIComponent(DEMO.northwindStaff)}`)
            .expect(200)
        ).body.Required,
      ).toBe(true);
      const login = (username: string, password: string = DEMO.password) =>
        anon().post('/api/auth/login').send({ username, password });
      const refused = await login(DEMO.northwindStaff).expect(403);
      expect(refused.body).toEqual({
        status: 403,
        title: 'Login failed',
        errorMessage: ['Your organisation signs in with single sign-on. Please use Continue with your organisation.'],
      });
      // A wrong password still answers like any wrong password: the rule is shown only to the password's owner.
      expect((await login(DEMO.northwindStaff, 'Wrong#Pass2026').expect(401)).body.errorMessage).toEqual([
        'Invalid email or password',
      ]);
      await login(DEMO.operator).expect(200);
      await login(DEMO.contosoStaff).expect(200);
      const { location } = await ssoLogin(DEMO.northwindStaff);
      await exchange(handoffCode(location)).expect(200);
      await api.as('northwindAdmin').put('/api/Sso/Settings').send(settings()).expect(200);
      await login(DEMO.northwindStaff).expect(200);
    });

    it('refuses a malformed or unknown hand-off code', async () => {
      await exchange('').expect(400);
      await exchange('a'.repeat(43)).expect(401);
    });
  });

  describe('provider down', () => {
    it('sends the browser back to the login page, and the connection test says why', async () => {
      await provider.stop();
      const found = await anon()
        .get(`/api/auth/sso/discover?email=${encodeURIComponent(DEMO.northwindStaff)}`)
        .expect(200);
      expect(found.body.Sso).toBe(true);
      const started = await anon().get(path(found.body.Url)).expect(302);
      expect(started.headers.location).toBe(`${PUBLIC_URL}/auth/login?sso_error=unavailable`);
      const test = await api.as('northwindAdmin').post('/api/Sso/Settings/Test').expect(200);
      expect(test.body.Ok).toBe(false);
      expect(test.body.Message).toMatch(/^The issuer could not be read/);
    });
  });
});

/**
 * A customer admin types the issuer URL, so without SSO_ALLOW_PRIVATE_ISSUER the portal calls no
 * loopback, private or link-local address for it (its own network, a cloud metadata service).
 */
describe('single sign-on: an issuer on the portal’s own network', () => {
  let t: TestApp;
  let api: Personas;
  let internal: InternalServer;
  let port: number;

  beforeAll(async () => {
    internal = await startInternalServer();
    port = internal.port;
    t = await createTestApp({ env: { PUBLIC_URL, SSO_ALLOW_HTTP_ISSUER: 'true' } });
    api = await personas(t);
    const northwindId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    await t.dataSource.getRepository(SsoDomain).save({ domain: 'northwind.demo.test', customerId: northwindId });
  });
  afterAll(async () => {
    await internal?.close();
    await t?.close();
  });

  it('is never called: the connection test and the sign-in stop before any request reaches it', async () => {
    for (const IssuerUrl of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      'http://169.254.169.254/latest',
    ]) {
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send({
          Enabled: true,
          IssuerUrl,
          ClientId: 'portal-northwind',
          ClientSecret: SECRET,
          AllowedDomains: ['northwind.demo.test'],
          RequireSso: false,
          AccountCreation: 'invitation',
        })
        .expect(200);
      const test = await api.as('northwindAdmin').post('/api/Sso/Settings/Test').expect(200);
      expect([IssuerUrl, test.body]).toEqual([
        IssuerUrl,
        { Ok: false, Message: expect.stringMatching(/loopback, private or link-local address/) },
      ]);
      const found = await client(t)
        .get(`/api/auth/sso/discover?email=${encodeURIComponent(DEMO.northwindStaff)}`)
        .expect(200);
      const started = await client(t).get(found.body.Url.replace(PUBLIC_URL, '')).expect(302);
      expect(started.headers.location).toBe(`${PUBLIC_URL}/auth/login?sso_error=unavailable`);
    }
    expect(internal.hits()).toBe(0);
  });
});
