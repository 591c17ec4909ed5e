import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { SsoIdentity } from '../src/sso/sso-identity.entity';
import { contosoClient, contosoSettings, CONTOSO_DOMAIN as DOMAIN, linkToken } from './support/oidc/contoso-sso';
import { decodeToken, handoffCode, provedDomain, refusedWith, SSO_ENV, ssoFlow } from './support/oidc/sso-flow';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { client, Personas, personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const NEW_PASSWORD = 'Owner#Secret2026';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * An account SSO created is linked to the identity that created it, through the provider the
 * customer admin runs. Once its real owner takes it over by setting a password (reset or change),
 * that link goes, so the admin's provider cannot sign in as them later without their proof.
 */
describe('single sign-on: setting a password unlinks the account', () => {
  let t: TestApp;
  let api: Personas;
  let provider: TestProvider;
  let sso: ReturnType<typeof ssoFlow>;
  let contosoId: number;
  let typeId: number;
  const anon = () => client(t);
  const settings = (over: Record<string, unknown> = {}) => contosoSettings(provider.issuer, over);
  const mailsTo = (to: string) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to }, order: { id: 'ASC' } });
  const linksOf = (userId: number) => t.dataSource.getRepository(SsoIdentity).countBy({ userId });
  const invite = async (admin: ReturnType<Personas['as']>, email: string) => {
    const inq = await createInquiry(admin, typeId, `Invitation of ${email}`);
    await submitIntake(t, admin, inq.Id, typeId);
    await addParticipants(admin, inq.Id, [email], { ExpiryDate: day(10) }).expect(200);
  };
  /** The forgot-password round as the address's owner does it, reading the code from their mailbox. */
  const resetPassword = async (email: string) => {
    const before = (await mailsTo(email)).length;
    const { Id } = (await anon().post('/api/auth/forgotpassword').send({ Email: email }).expect(200)).body;
    const mail = (await mailsTo(email))[before];
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    await anon()
      .put(`/api/auth/resetpassword/${Id}`)
      .send({ Email: email, Password: NEW_PASSWORD, token: code })
      .expect(200);
  };

  beforeAll(async () => {
    provider = await startTestProvider([contosoClient()]);
    t = await createTestApp({ env: SSO_ENV });
    api = await personas(t);
    sso = ssoFlow(t, () => provider);
    contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
    await api.as('contosoAdmin').put('/api/Sso/Settings').send(settings()).expect(200);
    await provedDomain(t, contosoId, DOMAIN);
  });
  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  it('drops the link of an account SSO created for an invitee once its owner resets the password, and mails them in their language', async () => {
    const email = `invitee@${DOMAIN}`;
    await invite(api.as('contosoAdmin'), email);
    // The admin's provider signs the invitee in first: the account is created and linked.
    const created = decodeToken(
      (await sso.exchange(handoffCode((await sso.login(email)).location)).expect(200)).body.token,
    );
    expect(await linksOf(created.userid)).toBe(1);
    await t.users.update({ id: created.userid }, { language: 'fr' });
    // The provider signs them in once more; the hand-off code is not exchanged yet.
    const pending = handoffCode((await sso.login(email)).location);
    expect(pending).not.toBe('');

    // The real owner takes the account over with a password reset.
    await resetPassword(email);
    // The code the provider's sign-in got before the reset opens no session after it.
    await sso.exchange(pending).expect(401);
    expect(await linksOf(created.userid)).toBe(0);
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('La connexion de votre organisation a été déliée');
    // The provider's word alone no longer opens the account: the owner's proof is asked again.
    const again = await sso.login(email);
    expect(handoffCode(again.location)).toBe('');
    expect(linkToken(again.location)).not.toBe('');
    await anon().post('/api/auth/login').send({ username: email, password: NEW_PASSWORD }).expect(200);
  });

  it('drops the links of an account whose owner changes the password, and mails nobody when nothing was linked', async () => {
    const staff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    const token = linkToken((await sso.login(DEMO.contosoStaff)).location);
    await anon().post('/api/auth/sso/link').send({ Token: token, Password: DEMO.password }).expect(200);
    expect(await linksOf(staff.id)).toBe(1);

    const before = (await mailsTo(DEMO.contosoStaff)).length;
    const me = await api.asUser(DEMO.contosoStaff);
    const changed = await me
      .put(`/api/auth/changepassword/${staff.id}`)
      .send({ CurrentPassword: DEMO.password, NewPassword: NEW_PASSWORD })
      .expect(200);
    expect(await linksOf(staff.id)).toBe(0);
    expect((await mailsTo(DEMO.contosoStaff)).slice(before).map((m) => m.subject)).toEqual([
      'Your organisation sign-in was unlinked',
    ]);

    // A second change, with nothing linked any more, sends no such mail.
    const after = (await mailsTo(DEMO.contosoStaff)).length;
    await api
      .withToken(changed.body.token)
      .put(`/api/auth/changepassword/${staff.id}`)
      .send({ CurrentPassword: NEW_PASSWORD, NewPassword: 'Again#Secret2026' })
      .expect(200);
    expect((await mailsTo(DEMO.contosoStaff)).length).toBe(after);
  });

  it('creates no account by the domain rule for an address another organisation has invited, and leaves that invitation pending', async () => {
    const email = `consultant@${DOMAIN}`;
    await invite(api.as('northwindAdmin'), email);
    await api
      .as('contosoAdmin')
      .put('/api/Sso/Settings')
      .send(settings({ AccountCreation: 'domain' }))
      .expect(200);
    expect((await sso.login(email)).location).toBe(refusedWith('account'));
    expect(await t.users.existsBy({ email })).toBe(false);
    const pending = await t.dataSource.getRepository(Respondent).findOneByOrFail({ email });
    expect(pending.userId).toBeNull();
    expect(pending.invitationKeyHash).not.toBeNull();
    // Any other address of the proved domain is still created by the domain rule.
    const fresh = decodeToken(
      (await sso.exchange(handoffCode((await sso.login(`newcomer@${DOMAIN}`)).location)).expect(200)).body.token,
    );
    expect(fresh.email).toBe(`newcomer@${DOMAIN}`);
    await api.as('contosoAdmin').put('/api/Sso/Settings').send(settings()).expect(200);
  });
});
