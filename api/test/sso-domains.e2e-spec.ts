import { startDnsServer, TestDnsServer } from './support/dns-server';
import { SSO_CALLBACK, SSO_ENV, SSO_PUBLIC_URL } from './support/oidc/sso-flow';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { client, Personas, personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const SECRET = 'domain-proof-client-secret-0123456789';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A domain signs in with an organisation only once proved: a DNS TXT record at
 * _portal-challenge.<domain> carrying the organisation's token (asked of a DNS server the test runs
 * on 127.0.0.1), or the operator's approval. Pending claims do nothing; nobody may claim a public
 * mail provider, the operator's domain, or a domain where another organisation has accounts.
 */
describe('single sign-on: domains take effect once proved', () => {
  let t: TestApp;
  let api: Personas;
  let dns: TestDnsServer;
  let provider: TestProvider;
  let northwindId: number;
  let contosoId: number;
  const anon = () => client(t);
  const settings = (over: Record<string, unknown> = {}) => ({
    Enabled: true,
    IssuerUrl: provider.issuer,
    ClientId: 'portal',
    ClientSecret: SECRET,
    AllowedDomains: [],
    RequireSso: false,
    AccountCreation: 'invitation',
    ...over,
  });
  const discover = async (email: string) =>
    (
      await anon()
        .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
        .expect(200)
    ).body;
  const passwordLogin = (username: string) =>
    anon().post('/api/auth/login').send({ username, password: DEMO.password });

  beforeAll(async () => {
    dns = await startDnsServer();
    provider = await startTestProvider([{ client_id: 'portal', client_secret: SECRET, redirect_uris: [SSO_CALLBACK] }]);
    t = await createTestApp({ env: { ...SSO_ENV, SSO_DNS_SERVERS: dns.address } });
    api = await personas(t);
    northwindId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
  });
  afterAll(async () => {
    await provider?.stop();
    await dns?.close();
    await t?.close();
  });

  it("refuses an organisation claiming another organisation's domain or the operator's, and leaves the login page alone", async () => {
    const contoso = api.as('contosoAdmin');
    const both = await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['northwind.demo.test', 'demo.test'], RequireSso: true }))
      .expect(400);
    expect(both.body.errorMessage).toEqual(["AllowedDomains: demo.test is the portal operator's domain"]);
    const northwinds = await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['northwind.demo.test'], RequireSso: true }))
      .expect(409);
    expect(northwinds.body.errorMessage).toEqual([
      'AllowedDomains: northwind.demo.test has accounts of another organisation',
    ]);
    expect((await contoso.get('/api/Sso/Settings').expect(200)).body.AllowedDomains).toEqual([]);
    expect(await discover(DEMO.northwindStaff)).toEqual({ Sso: false });
    expect(await discover(DEMO.operator)).toEqual({ Sso: false });
    await passwordLogin(DEMO.northwindStaff).expect(200);
    await passwordLogin(DEMO.operator).expect(200);
    // Northwind's own claim is not blocked by anyone.
    await api
      .as('northwindAdmin')
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['northwind.demo.test'] }))
      .expect(200);
  });

  it('refuses public mail providers', async () => {
    const res = await api
      .as('contosoAdmin')
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['gmail.com', 'gmx.de', 'proton.me'] }))
      .expect(400);
    expect(res.body.errorMessage).toEqual([
      "AllowedDomains: gmail.com is a public mail provider; list your organisation's own domain",
      "AllowedDomains: gmx.de is a public mail provider; list your organisation's own domain",
      "AllowedDomains: proton.me is a public mail provider; list your organisation's own domain",
    ]);
  });

  it('lets a pending claim do nothing, and proves it by the DNS record the portal shows', async () => {
    const contoso = api.as('contosoAdmin');
    const saved = await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['contoso.demo.test'], RequireSso: true, AccountCreation: 'domain' }))
      .expect(200);
    const [claim] = saved.body.Domains;
    expect(claim).toEqual({
      Domain: 'contoso.demo.test',
      Status: 'pending',
      ProvedBy: null,
      RecordName: '_portal-challenge.contoso.demo.test',
      RecordValue: expect.stringMatching(/^portal-domain-verification=[\w-]{32}$/),
    });
    // Pending: no discovery, no Require SSO, no start.
    expect(await discover(DEMO.contosoStaff)).toEqual({ Sso: false });
    await passwordLogin(DEMO.contosoStaff).expect(200);
    const start = await anon().get('/api/auth/sso/start?domain=contoso.demo.test').expect(302);
    expect(start.headers.location).toBe(`${SSO_PUBLIC_URL}/auth/login?sso_error=domain`);

    // No record, then another organisation's token: refused, and nothing changes.
    const none = await contoso.post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(400);
    expect(none.body).toEqual({
      status: 400,
      title: 'Domain not verified',
      errorMessage: [
        `Domain: No TXT record at _portal-challenge.contoso.demo.test carries ${claim.RecordValue} yet. DNS changes can take a while to show; try again later.`,
      ],
    });
    const northwindToken = (await api.as('northwindAdmin').get('/api/Sso/Settings').expect(200)).body.Domains[0]
      .RecordValue;
    dns.setTxt('_portal-challenge.contoso.demo.test', [[northwindToken]]);
    await contoso.post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(400);
    expect(await discover(DEMO.contosoStaff)).toEqual({ Sso: false });

    dns.setTxt('_portal-challenge.contoso.demo.test', [['v=spf1 -all'], [claim.RecordValue]]);
    const proved = await contoso.post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(200);
    expect(proved.body.Domains).toEqual([{ ...claim, Status: 'verified', ProvedBy: 'dns' }]);
    expect(dns.asked).toContain('_portal-challenge.contoso.demo.test');
    expect(await discover(DEMO.contosoStaff)).toMatchObject({ Sso: true, Required: true });
    await passwordLogin(DEMO.contosoStaff).expect(403);
    // Verifying again changes nothing; dropping the domain from the list drops the proof too.
    await contoso.post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(200);
    await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: [], Enabled: false }))
      .expect(200);
    expect(await discover(DEMO.contosoStaff)).toEqual({ Sso: false });
    await passwordLogin(DEMO.contosoStaff).expect(200);
  });

  it("does not let a claim on a domain Northwind just invited into mint a session, nor block Northwind's own claim", async () => {
    const northwind = api.as('northwindAdmin');
    const contoso = api.as('contosoAdmin');
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const inq = await createInquiry(northwind, typeId, 'New office');
    await submitIntake(t, northwind, inq.Id, typeId);
    await addParticipants(northwind, inq.Id, ['guest@northwind-new.test'], { ExpiryDate: day(10) }).expect(200);

    // Contoso got there first (no accounts at the domain yet): a claim, which it cannot prove.
    await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['northwind-new.test'], AccountCreation: 'domain' }))
      .expect(200);
    await contoso.post('/api/Sso/Settings/Domains/northwind-new.test/Verify').expect(400);
    expect(await discover('guest@northwind-new.test')).toEqual({ Sso: false });
    expect(await t.users.existsBy({ email: 'guest@northwind-new.test' })).toBe(false);

    // Northwind claims it too (no 409 for a claim nobody proved), publishes its record, and it is Northwind's.
    const saved = await northwind
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['northwind-new.test', 'northwind.demo.test'] }))
      .expect(200);
    const record = saved.body.Domains.find((d: { Domain: string }) => d.Domain === 'northwind-new.test');
    dns.setTxt(record.RecordName, [[record.RecordValue]]);
    await northwind.post('/api/Sso/Settings/Domains/northwind-new.test/Verify').expect(200);
    const late = await contoso.post('/api/Sso/Settings/Domains/northwind-new.test/Verify').expect(409);
    expect(late.body.errorMessage).toEqual(['Domain: northwind-new.test already signs in with another organisation']);
    expect((await discover('guest@northwind-new.test')).Url).toBe(
      `${SSO_PUBLIC_URL}/api/auth/sso/start?domain=northwind-new.test`,
    );
    // Contoso's claim stays listed (pending) and does nothing.
    await contoso
      .put('/api/Sso/Settings')
      .send(settings({ Enabled: false, AllowedDomains: ['northwind-new.test'] }))
      .expect(200);
  });

  it('lets the operator approve a claimed domain where DNS is not an option, under the same refusals', async () => {
    const contoso = api.as('contosoAdmin');
    await contoso
      .put('/api/Sso/Settings')
      .send(settings({ AllowedDomains: ['contoso.demo.test', 'northwind-new.test'] }))
      .expect(200);
    const approved = await api
      .as('operator')
      .post(`/api/Sso/Settings/${contosoId}/Domains/contoso.demo.test/Approve`)
      .expect(200);
    expect(approved.body.Domains.find((d: { Domain: string }) => d.Domain === 'contoso.demo.test')).toMatchObject({
      Status: 'verified',
      ProvedBy: 'operator',
    });
    await api.as('operator').post(`/api/Sso/Settings/${contosoId}/Domains/northwind-new.test/Approve`).expect(409);
    await api.as('operator').post(`/api/Sso/Settings/${contosoId}/Domains/unclaimed.test/Approve`).expect(404);
    await api.as('operator').post(`/api/Sso/Settings/${contosoId}/Domains/not..a-domain/Approve`).expect(400);
    await api.as('operator').post('/api/Sso/Settings/999999/Domains/contoso.demo.test/Approve').expect(404);
    await contoso.post(`/api/Sso/Settings/${contosoId}/Domains/contoso.demo.test/Approve`).expect(403);
    await api.as('contosoStaff').post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(403);
    await anon().post('/api/Sso/Settings/Domains/contoso.demo.test/Verify').expect(401);
    // The super admin may run the DNS check for an organisation too.
    dns.setTxt('_portal-challenge.northwind.demo.test', []);
    await api.as('operator').post(`/api/Sso/Settings/${northwindId}/Domains/northwind.demo.test/Verify`).expect(400);
  });
});
