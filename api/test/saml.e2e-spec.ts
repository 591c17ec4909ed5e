import { SamlAssertion } from '../src/sso/saml/saml-assertion.entity';
import { SsoDomain } from '../src/sso/sso-domain.entity';
import { SamlRequest } from '../src/sso/saml/saml-request.entity';
import { SamlSettings } from '../src/sso/saml/saml-settings.entity';
import {
  AssertionOptions,
  assertionXml,
  AuthnRequestSeen,
  carriesValidSignature,
  encodeResponse,
  IdpKeys,
  newId,
  newIdpKeys,
  readAuthnRequest,
  responseXml,
  sign,
} from './support/saml/saml-idp';
import { client, Personas, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const ACS = `${PUBLIC_URL}/api/auth/saml/acs`;
const IDP_ENTITY = 'https://sts.idp.test/northwind/';
const IDP_SSO = 'https://idp.test/northwind/saml2';
const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const refusedWith = (reason: string) => `${PUBLIC_URL}/auth/login?sso_error=${reason}`;
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/**
 * SAML 2.0 sign-in against an identity provider the test runs itself (its own self-signed key,
 * responses signed with xml-crypto): settings and SP metadata, the AuthnRequest, a good sign-in,
 * and every forgery the assertion consumer service must refuse — each sent to the login page's
 * refusal with nobody signed in.
 */
describe('single sign-on (SAML 2.0)', () => {
  let t: TestApp;
  let api: Personas;
  let idp: IdpKeys;
  let intruder: IdpKeys;
  let northwindId: number;
  let contosoId: number;
  let spEntityId: string;

  const anon = () => client(t);
  const path = (url: string) => url.replace(PUBLIC_URL, '');
  const ssoSettings = (over: Record<string, unknown> = {}) => ({
    Enabled: true,
    Protocol: 'saml',
    IssuerUrl: '',
    ClientId: '',
    AllowedDomains: ['northwind.demo.test'],
    RequireSso: false,
    AccountCreation: 'invitation',
    ...over,
  });
  const samlSettings = (over: Record<string, unknown> = {}) => ({
    IdpEntityId: IDP_ENTITY,
    IdpSsoUrl: IDP_SSO,
    IdpCertificates: [idp.cert],
    ...over,
  });

  /** From the login page's email step through the portal's redirects to the AuthnRequest at the provider. */
  async function startSignIn(email: string = DEMO.northwindStaff): Promise<AuthnRequestSeen & { location: string }> {
    const found = await anon()
      .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
      .expect(200);
    expect(found.body.Sso).toBe(true);
    const sso = await anon().get(path(found.body.Url)).expect(302);
    expect(sso.headers.location).toBe(`${PUBLIC_URL}/api/auth/saml/start?domain=${email.split('@')[1]}`);
    const saml = await anon().get(path(sso.headers.location)).expect(302);
    const location = saml.headers.location as string;
    expect(location.startsWith(`${IDP_SSO}?SAMLRequest=`)).toBe(true);
    return { ...readAuthnRequest(location), location };
  }

  /** A signed assertion answering the request, as a well-behaved provider would send it; `over` changes one thing. */
  const assertion = (req: AuthnRequestSeen, over: Partial<AssertionOptions> = {}, keys: IdpKeys = idp) =>
    sign(
      assertionXml({
        issuer: IDP_ENTITY,
        audience: spEntityId,
        recipient: ACS,
        nameId: DEMO.northwindStaff,
        inResponseTo: req.id,
        ...over,
      }),
      keys,
      'Assertion',
    );
  const response = (req: AuthnRequestSeen | null, assertions: string[]) =>
    responseXml({ issuer: IDP_ENTITY, destination: ACS, inResponseTo: req?.id ?? null, assertions });

  /** Posts the response as the provider's auto-submitting form would; answers where the portal sends the browser. */
  async function post(xml: string): Promise<string> {
    const res = await anon()
      .post('/api/auth/saml/acs')
      .type('form')
      .send({ SAMLResponse: encodeResponse(xml), RelayState: '' })
      .expect(302);
    return res.headers.location as string;
  }
  /**
   * Where a sign-in that passed every SAML check lands: the hand-off code, or — the first time an
   * existing account meets this provider identity — the link step, where the owner proves the account
   * with its password. Answers the token's claims.
   */
  async function signedInAs(location: string) {
    expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/auth/sso#(code|link)=[\\w-]{40,}$`));
    const [, step, value] = /#(code|link)=([\w-]+)$/.exec(location)!;
    const res =
      step === 'code'
        ? await anon().post('/api/auth/sso/exchange').send({ Code: value }).expect(200)
        : await anon().post('/api/auth/sso/link').send({ Token: value, Password: DEMO.password }).expect(200);
    return decode(res.body.token);
  }

  beforeAll(async () => {
    [idp, intruder] = await Promise.all([newIdpKeys('Northwind IdP'), newIdpKeys('Intruder IdP')]);
    t = await createTestApp({ env: { PUBLIC_URL, SSO_ALLOW_HTTP_ISSUER: 'true' } });
    api = await personas(t);
    northwindId = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('settings', () => {
    it('start empty, with the portal’s own values to enter at the provider', async () => {
      const res = await api.as('northwindAdmin').get('/api/Sso/Saml').expect(200);
      expect(res.body).toEqual({
        CustomerId: northwindId,
        IdpEntityId: '',
        IdpSsoUrl: '',
        IdpCertificates: [],
        Certificates: [],
        Complete: false,
        SpEntityId: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/auth/saml/metadata/[\\w-]{22}$`)),
        AcsUrl: ACS,
        MetadataUrl: res.body.SpEntityId,
        NameIdFormat: NAMEID_EMAIL,
      });
      spEntityId = res.body.SpEntityId;
      // The key is the organisation's for good: a second read answers the same entity id.
      expect((await api.as('northwindAdmin').get('/api/Sso/Saml').expect(200)).body.SpEntityId).toBe(spEntityId);
      const contoso = await api.as('contosoAdmin').get('/api/Sso/Saml').expect(200);
      expect(contoso.body.SpEntityId).not.toBe(spEntityId);
    });

    it('refuse incomplete or malformed settings with every problem at once, and store nothing', async () => {
      const empty = await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send({ IdpEntityId: '', IdpSsoUrl: '', IdpCertificates: [] })
        .expect(400);
      expect(empty.body.errorMessage).toEqual([
        'IdpEntityId: Enter the identity provider’s entity ID',
        'IdpSsoUrl: Enter the identity provider’s sign-on URL',
        'IdpCertificates: Add the identity provider’s signing certificate',
      ]);
      const bad = await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send(samlSettings({ IdpSsoUrl: 'ftp://idp.test/saml', IdpCertificates: [idp.cert, 'MIIBnotacertificate'] }))
        .expect(400);
      expect(bad.body.errorMessage).toEqual([
        'IdpSsoUrl: The sign-on URL must be an http(s) URL',
        'IdpCertificates: Certificate 2 is not an X.509 certificate (PEM or base64)',
      ]);
      const shape = await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send({ IdpEntityId: 5, IdpSsoUrl: IDP_SSO, IdpCertificates: 'x' })
        .expect(400);
      expect(shape.body.errorMessage).toEqual(
        expect.arrayContaining(['IdpEntityId: Must be text', 'IdpCertificates: Must be a list of certificates']),
      );
      const metadata = await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send({ ...samlSettings({ IdpEntityId: '' }), MetadataXml: '<md:EntityDescriptor' })
        .expect(400);
      expect(metadata.body.errorMessage).toEqual(['MetadataXml: The metadata is not well-formed XML']);
      const row = await t.dataSource.getRepository(SamlSettings).findOneByOrFail({ customerId: northwindId });
      expect([row.idpEntityId, row.idpSsoUrl, row.idpCertificates]).toEqual(['', '', '']);
    });

    it('store the provider’s values, a bare base64 certificate as PEM, and describe the certificate', async () => {
      const bare = idp.cert.replace(/-----[A-Z ]+-----|\s/g, '');
      const res = await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send(samlSettings({ IdpCertificates: [bare] }))
        .expect(200);
      expect(res.body).toMatchObject({
        IdpEntityId: IDP_ENTITY,
        IdpSsoUrl: IDP_SSO,
        Complete: true,
        SpEntityId: spEntityId,
        IdpCertificates: [idp.cert.trim().replace(/\r/g, '')],
      });
      expect(res.body.Certificates).toEqual([
        {
          Subject: 'CN=Northwind IdP',
          ValidTo: expect.any(String),
          Sha256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
        },
      ]);
    });

    it('read the provider’s metadata XML into the fields left empty', async () => {
      const body = idp.cert.replace(/-----[A-Z ]+-----|\s/g, '');
      const xml =
        `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://contoso.idp.test/app/exk1">` +
        `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
        `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://contoso.idp.test/post"/>` +
        `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://contoso.idp.test/redirect"/></md:IDPSSODescriptor></md:EntityDescriptor>`;
      const res = await api
        .as('operator')
        .put(`/api/Sso/Saml/${contosoId}`)
        .send({ IdpEntityId: '', IdpSsoUrl: '', IdpCertificates: [], MetadataXml: xml })
        .expect(200);
      expect(res.body).toMatchObject({
        CustomerId: contosoId,
        IdpEntityId: 'https://contoso.idp.test/app/exk1',
        IdpSsoUrl: 'https://contoso.idp.test/redirect',
        Complete: true,
      });
      expect(res.body.IdpCertificates).toHaveLength(1);
      const noIdp = await api
        .as('operator')
        .put(`/api/Sso/Saml/${contosoId}`)
        .send({
          IdpEntityId: '',
          IdpSsoUrl: '',
          IdpCertificates: [],
          MetadataXml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
        })
        .expect(400);
      expect(noIdp.body.errorMessage).toEqual([
        'MetadataXml: The metadata describes no identity provider (no IDPSSODescriptor)',
      ]);
    });

    it('let the super admin read and change any organisation, and nobody else', async () => {
      await api.as('operator').get(`/api/Sso/Saml/${northwindId}`).expect(200);
      await api.as('operator').get('/api/Sso/Saml/999999').expect(404);
      await api.as('operator').put('/api/Sso/Saml/999999').send(samlSettings()).expect(404);
      await api.as('operator').get('/api/Sso/Saml').expect(403);
      await api.as('northwindAdmin').get(`/api/Sso/Saml/${contosoId}`).expect(403);
      await api.as('northwindAdmin').put(`/api/Sso/Saml/${contosoId}`).send(samlSettings()).expect(403);
      await api.as('northwindStaff').get('/api/Sso/Saml').expect(403);
      await api.as('northwindStaff').put('/api/Sso/Saml').send(samlSettings()).expect(403);
      await anon().get('/api/Sso/Saml').expect(401);
      expect((await api.as('contosoAdmin').get('/api/Sso/Saml').expect(200)).body.IdpEntityId).toBe(
        'https://contoso.idp.test/app/exk1',
      );
    });
  });

  describe('service provider', () => {
    it('serves its metadata to anyone at its entity id: entity id, ACS URL (HTTP-POST), NameID emailAddress, signed assertions', async () => {
      const res = await anon().get(path(spEntityId)).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
      const xml = res.text ?? String(res.body);
      expect(xml).toContain(`entityID="${spEntityId}"`);
      expect(xml).toContain(`<NameIDFormat>${NAMEID_EMAIL}</NameIDFormat>`);
      expect(xml).toMatch(/WantAssertionsSigned="true"/);
      expect(xml).toContain(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ACS}"`);
      await anon().get('/api/auth/saml/metadata/not-a-key-of-anyone').expect(404);
    });

    it('sends an AuthnRequest by the redirect binding and keeps only the hash of its ID, for 10 minutes', async () => {
      await api.as('northwindAdmin').put('/api/Sso/Settings').send(ssoSettings()).expect(200);
      // The domain as proved (the DNS proof is the SSO settings' own test): discover and start name it from here.
      await t.dataSource.getRepository(SsoDomain).save({ domain: 'northwind.demo.test', customerId: northwindId });
      const req = await startSignIn();
      expect(req).toMatchObject({ issuer: spEntityId, acsUrl: ACS, nameIdFormat: NAMEID_EMAIL });
      expect(req.id).toMatch(/^_[0-9a-f]{20,}$/);
      const rows = await t.dataSource.getRepository(SamlRequest).findBy({ customerId: northwindId, used: false });
      expect(rows.some((r) => r.requestIdHash === req.id)).toBe(false);
      const minutes = Math.max(...rows.map((r) => (r.expiresAt.getTime() - Date.now()) / 60_000));
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
    });

    it('sends an unknown domain, or one whose organisation has no SAML provider stored, back to the login page', async () => {
      expect((await anon().get('/api/auth/saml/start?domain=nobody.example').expect(302)).headers.location).toBe(
        refusedWith('domain'),
      );
      expect((await anon().get('/api/auth/saml/start').expect(302)).headers.location).toBe(refusedWith('domain'));
    });
  });

  describe('sign-in', () => {
    it('signs an existing user in, taking the email from the attribute before the NameID', async () => {
      const req = await startSignIn();
      const claims = await signedInAs(
        await post(
          response(req, [
            assertion(req, {
              nameId: 'N0rthw1nd-UPN-1234@corp.idp.test',
              attributes: { 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': DEMO.northwindStaff },
            }),
          ]),
        ),
      );
      expect(claims).toMatchObject({ role: 'CustomerUser', customerid: northwindId, email: DEMO.northwindStaff });
      const plain = await startSignIn(DEMO.northwindAdmin);
      expect(
        await signedInAs(await post(response(plain, [assertion(plain, { nameId: DEMO.northwindAdmin })]))),
      ).toMatchObject({ role: 'CustomerAdmin', email: DEMO.northwindAdmin });
    });

    it('accepts a response signed as a whole around a signed assertion, and a second certificate while the provider rolls its key over', async () => {
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send(samlSettings({ IdpCertificates: [intruder.cert, idp.cert] }))
        .expect(200);
      const req = await startSignIn();
      expect(await signedInAs(await post(sign(response(req, [assertion(req)]), idp, 'Response')))).toMatchObject({
        email: DEMO.northwindStaff,
      });
      await api.as('northwindAdmin').put('/api/Sso/Saml').send(samlSettings()).expect(200);
    });

    it('answers two posts of one response at once with one sign-in', async () => {
      const req = await startSignIn();
      const xml = response(req, [assertion(req)]);
      const both = await Promise.all([post(xml), post(xml)]);
      expect(both.filter((l) => l.startsWith(`${PUBLIC_URL}/auth/sso#`))).toHaveLength(1);
      expect(both.filter((l) => l === refusedWith('expired'))).toHaveLength(1);
    });

    it('with SSO required refuses the organisation’s password logins', async () => {
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send(ssoSettings({ RequireSso: true }))
        .expect(200);
      await anon().post('/api/auth/login').send({ username: DEMO.northwindStaff, password: DEMO.password }).expect(403);
      const req = await startSignIn();
      expect(await signedInAs(await post(response(req, [assertion(req)])))).toMatchObject({
        email: DEMO.northwindStaff,
      });
      await api.as('northwindAdmin').put('/api/Sso/Settings').send(ssoSettings()).expect(200);
      await anon().post('/api/auth/login').send({ username: DEMO.northwindStaff, password: DEMO.password }).expect(200);
    });

    it('asks the owner to prove their account again after the provider’s entity ID changed, even back', async () => {
      const linked = await startSignIn();
      expect(await post(response(linked, [assertion(linked)]))).toMatch(/#code=/);
      const other = 'https://sts.idp.test/northwind-new/';
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Saml')
        .send(samlSettings({ IdpEntityId: other }))
        .expect(200);
      const req = await startSignIn();
      // The old provider's assertions no longer pass.
      expect(await post(response(req, [assertion(req)]))).toBe(refusedWith('failed'));
      // Back to the first provider: its old links are gone too, so the owner proves the account again.
      await api.as('northwindAdmin').put('/api/Sso/Saml').send(samlSettings()).expect(200);
      const again = await startSignIn();
      const location = await post(response(again, [assertion(again)]));
      expect(location).toMatch(/#link=/);
      expect(await signedInAs(location)).toMatchObject({ email: DEMO.northwindStaff });
    });

    it('applies the organisation’s domain rules to the asserted email', async () => {
      const req = await startSignIn();
      expect(await post(response(req, [assertion(req, { nameId: 'mallory@contoso.demo.test' })]))).toBe(
        refusedWith('domain'),
      );
    });
  });

  describe('refuses, to the login page, with nobody signed in', () => {
    it('an assertion for another audience (another service provider, or another organisation of this portal)', async () => {
      const req = await startSignIn();
      expect(await post(response(req, [assertion(req, { audience: 'https://other-sp.example/saml' })]))).toBe(
        refusedWith('failed'),
      );
      const contosoEntity = (await api.as('contosoAdmin').get('/api/Sso/Saml').expect(200)).body.SpEntityId;
      const again = await startSignIn();
      expect(await post(response(again, [assertion(again, { audience: contosoEntity })]))).toBe(refusedWith('failed'));
    });

    it('an expired assertion, and one not yet valid', async () => {
      const req = await startSignIn();
      const past = (min: number) => new Date(Date.now() - min * 60_000);
      expect(await post(response(req, [assertion(req, { notBefore: past(20), notOnOrAfter: past(5) })]))).toBe(
        refusedWith('failed'),
      );
      const early = await startSignIn();
      expect(
        await post(
          response(early, [
            assertion(early, {
              notBefore: new Date(Date.now() + 10 * 60_000),
              notOnOrAfter: new Date(Date.now() + 20 * 60_000),
            }),
          ]),
        ),
      ).toBe(refusedWith('failed'));
    });

    it('a response posted twice, and a second response to a request already answered (a request is answered once)', async () => {
      const req = await startSignIn();
      const xml = response(req, [assertion(req)]);
      await signedInAs(await post(xml));
      expect(await post(xml)).toBe(refusedWith('expired'));
      // A fresh assertion (new ID, so the replay store has not seen it) for the same request.
      expect(await post(response(req, [assertion(req)]))).toBe(refusedWith('expired'));
    });

    it('a signed assertion replayed inside a new response for a fresh request (each assertion ID is accepted once)', async () => {
      const first = await startSignIn();
      // Some providers leave InResponseTo out of the assertion; then only the replay store stops its second use.
      const reusable = assertion(first, { inResponseTo: null });
      await signedInAs(await post(response(first, [reusable])));
      const second = await startSignIn();
      expect(await post(response(second, [reusable]))).toBe(refusedWith('expired'));
      expect(await t.dataSource.getRepository(SamlAssertion).countBy({ customerId: northwindId })).toBeGreaterThan(0);
    });

    it('a response answering no request of ours: made up, missing, or expired', async () => {
      const req = await startSignIn();
      const madeUp = { ...req, id: newId() };
      expect(await post(response(madeUp, [assertion(madeUp)]))).toBe(refusedWith('expired'));
      expect(await post(response(null, [assertion(req, { inResponseTo: null })]))).toBe(refusedWith('expired'));
      await t.dataSource.getRepository(SamlRequest).update({ used: false }, { expiresAt: new Date(Date.now() - 1000) });
      expect(await post(response(req, [assertion(req)]))).toBe(refusedWith('expired'));
      await anon().post('/api/auth/saml/acs').type('form').send({ SAMLResponse: 'bm90IHhtbA==' }).expect(302);
      expect((await anon().post('/api/auth/saml/acs').send({}).expect(302)).headers.location).toBe(
        refusedWith('failed'),
      );
    });

    it('an assertion that answers another request than its response, or names another recipient', async () => {
      const req = await startSignIn();
      expect(await post(response(req, [assertion(req, { inResponseTo: newId() })]))).toBe(refusedWith('failed'));
      const other = await startSignIn();
      expect(await post(response(other, [assertion(other, { recipient: 'https://other-sp.example/acs' })]))).toBe(
        refusedWith('failed'),
      );
    });

    it('an unsigned assertion, one signed by another key, and one changed after signing', async () => {
      const req = await startSignIn();
      const unsigned = assertionXml({
        issuer: IDP_ENTITY,
        audience: spEntityId,
        recipient: ACS,
        nameId: DEMO.northwindAdmin,
        inResponseTo: req.id,
      });
      expect(await post(response(req, [unsigned]))).toBe(refusedWith('failed'));
      const other = await startSignIn();
      expect(await post(response(other, [assertion(other, { nameId: DEMO.northwindAdmin }, intruder)]))).toBe(
        refusedWith('failed'),
      );
      const third = await startSignIn();
      const changed = assertion(third).replace(`>${DEMO.northwindStaff}<`, `>${DEMO.northwindAdmin}<`);
      expect(changed).toContain(DEMO.northwindAdmin);
      expect(await post(response(third, [changed]))).toBe(refusedWith('failed'));
      // Signing only the response around an unsigned assertion is not enough either: the assertion itself must be signed.
      const fourth = await startSignIn();
      const unsignedInside = assertionXml({
        issuer: IDP_ENTITY,
        audience: spEntityId,
        recipient: ACS,
        nameId: DEMO.northwindAdmin,
        inResponseTo: fourth.id,
      });
      expect(await post(sign(response(fourth, [unsignedInside]), idp, 'Response'))).toBe(refusedWith('failed'));
    });

    it('signature wrapping: a signed assertion beside an injected one, and an injected one wrapping the signed one', async () => {
      const req = await startSignIn();
      const genuine = assertion(req);
      const injected = assertionXml({
        issuer: IDP_ENTITY,
        audience: spEntityId,
        recipient: ACS,
        nameId: DEMO.northwindAdmin,
        inResponseTo: req.id,
      });
      const beside = response(req, [genuine, injected]);
      // Each forgery still carries a signature the certificate verifies: a check of "some valid signature" would let it in.
      expect(carriesValidSignature(beside, idp.cert)).toBe(true);
      expect(await post(beside)).toBe(refusedWith('failed'));
      const again = await startSignIn();
      const inner = assertion(again);
      // The attacker's assertion carries the genuine one (and so a valid signature) inside it.
      const wrapper = assertionXml({
        issuer: IDP_ENTITY,
        audience: spEntityId,
        recipient: ACS,
        nameId: DEMO.northwindAdmin,
        inResponseTo: again.id,
      }).replace('</saml:Issuer>', `</saml:Issuer><saml:Advice>${inner}</saml:Advice>`);
      const wrapped = response(again, [wrapper]);
      expect(carriesValidSignature(wrapped, idp.cert)).toBe(true);
      expect(await post(wrapped)).toBe(refusedWith('failed'));
      const third = await startSignIn();
      const before = response(third, [injected.replace(req.id, third.id), assertion(third)]);
      expect(carriesValidSignature(before, idp.cert)).toBe(true);
      expect(await post(before)).toBe(refusedWith('failed'));
    });

    it('an assertion issued by another provider than the organisation’s, even signed with its certificate', async () => {
      const req = await startSignIn();
      expect(await post(response(req, [assertion(req, { issuer: 'https://sts.idp.test/someone-else/' })]))).toBe(
        refusedWith('failed'),
      );
    });
  });
});
