import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { SsoIdentity } from '../src/sso/sso-identity.entity';
import { SsoLinkRequest } from '../src/sso/sso-link-request.entity';
import { contosoClient, contosoSettings, CONTOSO_DOMAIN as DOMAIN, linkToken } from './support/oidc/contoso-sso';
import { decodeToken, handoffCode, provedDomain, SSO_ENV, ssoFlow } from './support/oidc/sso-flow';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { client, Client, Personas, personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface Q {
  Id: number;
  Type: string;
  Area: string;
  IsCustomQuestion: boolean;
}

/**
 * An SSO identity is linked to an existing account only after the account's owner proves it once
 * (password or a code mailed to the account); afterwards it signs in by issuer + subject, never by
 * the email claim alone. A customer admin running their organisation's provider gets no respondent's
 * session, and so none of the answers the specification hides from customer admins.
 */
describe('single sign-on: linking an account needs its owner', () => {
  let t: TestApp;
  let api: Personas;
  let provider: TestProvider;
  let sso: ReturnType<typeof ssoFlow>;
  let contosoId: number;
  let staffId: number;
  let inquiryId: number;
  const anon = () => client(t);
  const settings = (over: Record<string, unknown> = {}) => contosoSettings(provider.issuer, over);
  const mailsTo = (to: string) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to }, order: { id: 'ASC' } });
  const answersOf = (as: Client) => as.get(`/api/SurveyAnswer/${inquiryId}/ViewSurveyAnswers/${staffId}`);

  beforeAll(async () => {
    // The provider the customer admin runs: it signs in whoever its admin types on its login page.
    provider = await startTestProvider([contosoClient(), contosoClient('portal-contoso-2')]);
    t = await createTestApp({ env: SSO_ENV });
    api = await personas(t);
    sso = ssoFlow(t, () => provider);
    contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;

    // The respondent answers a survey of their organisation.
    const admin = api.as('contosoAdmin');
    const staff = api.as('contosoStaff');
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    inquiryId = (await createInquiry(admin, typeId, 'Linking')).Id;
    await submitIntake(t, admin, inquiryId, typeId);
    await addParticipants(admin, inquiryId, [DEMO.contosoStaff]).expect(200);
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions`).expect(200)).body
      .data as Q[];
    const save = staff.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', 'saveasdraft');
    form
      .filter((q) => q.Type === 'Rating')
      .forEach((q, i) => {
        save
          .field(`SurveyAnswerDtos[${i}].DiagnosticId`, String(q.Id))
          .field(`SurveyAnswerDtos[${i}].InquiryId`, String(inquiryId));
        save
          .field(`SurveyAnswerDtos[${i}].CustomerUserId`, String(staffId))
          .field(`SurveyAnswerDtos[${i}].IsCustomQuestion`, String(q.IsCustomQuestion));
        save.field(`SurveyAnswerDtos[${i}].Answer`, '2');
        if (q.Area !== 'Other') save.field(`SurveyAnswerDtos[${i}].ValueAnswer`, '4');
      });
    await save.expect(200);
    await answersOf(staff).expect(200);

    // The customer admin points Contoso's sign-in at their provider, for their own (proved) domain.
    await admin.put('/api/Sso/Settings').send(settings()).expect(200);
    await provedDomain(t, contosoId, DOMAIN);
  });
  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  it("gives a customer admin whose provider vouches for a respondent neither the respondent's session nor their answers", async () => {
    const admin = api.as('contosoAdmin');
    await answersOf(admin).expect(403);
    const { location } = await sso.login(DEMO.contosoStaff);
    // Whatever the callback hands the admin's browser, it must not open the respondent's answers.
    const code = handoffCode(location);
    const stolen = code ? await sso.exchange(code) : null;
    const answers = stolen?.status === 200 ? (await answersOf(api.withToken(stolen.body.token))).status : 'no session';
    expect(answers).toBe('no session');
    // The browser lands on the link step instead, which only the account's owner can pass.
    const token = linkToken(location);
    expect(token).not.toBe('');
    const wrong = await anon()
      .post('/api/auth/sso/link')
      .send({ Token: token, Password: 'Guessed#Pass2026' })
      .expect(401);
    expect(wrong.body.errorMessage).toEqual(['The password or code is not right.']);
    // A code goes to the respondent's own mailbox, never to whoever holds the link step.
    await anon().post('/api/auth/sso/link/code').send({ Token: token }).expect(200);
    const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject);
    expect(await subjects(DEMO.contosoStaff)).toContain('Your code to link your organisation sign-in');
    expect(await subjects(DEMO.contosoAdmin)).not.toContain('Your code to link your organisation sign-in');
    await anon().post('/api/auth/sso/link').send({ Token: token, Code: '000000' }).expect(401);
    expect(await t.dataSource.getRepository(SsoIdentity).countBy({ userId: staffId })).toBe(0);
    await answersOf(admin).expect(403);
  });

  it('links once the owner gives the mailed code (stored only as a hash), then signs in by issuer and subject, not by email', async () => {
    const { location } = await sso.login(DEMO.contosoStaff);
    const token = linkToken(location);
    await anon().post('/api/auth/sso/link/code').send({ Token: token }).expect(200);
    const text = (await mailsTo(DEMO.contosoStaff)).pop()!.text;
    const code = /\b(\d{6})\b/.exec(text)![1];
    const row = await t.dataSource.getRepository(SsoLinkRequest).findOneByOrFail({ userId: staffId, codesSent: 1 });
    expect(JSON.stringify(row)).not.toContain(code);
    const linked = await anon().post('/api/auth/sso/link').send({ Token: token, Code: code }).expect(200);
    expect(decodeToken(linked.body.token)).toMatchObject({ userid: staffId, email: DEMO.contosoStaff });
    await answersOf(api.withToken(linked.body.token)).expect(200);
    // The step is spent.
    await anon().post('/api/auth/sso/link').send({ Token: token, Code: code }).expect(401);

    // The same person at the provider now signs straight in.
    const again = await sso.login(DEMO.contosoStaff);
    const res = await sso.exchange(handoffCode(again.location)).expect(200);
    expect(decodeToken(res.body.token).userid).toBe(staffId);
    // Another subject with the same email claim is not that person: it goes to the link step again.
    const other = await sso.login(DEMO.contosoStaff, `sub=someone-else;${DEMO.contosoStaff}`);
    expect(handoffCode(other.location)).toBe('');
    expect(linkToken(other.location)).not.toBe('');
  });

  it('limits wrong passwords and codes to five per link step, and sends at most three codes', async () => {
    const { location } = await sso.login(DEMO.contosoAdmin);
    const token = linkToken(location);
    for (let i = 0; i < 5; i++)
      await anon()
        .post('/api/auth/sso/link')
        .send({ Token: token, Password: `Wrong#Pass${i}` })
        .expect(401);
    const spent = await anon().post('/api/auth/sso/link').send({ Token: token, Password: DEMO.password }).expect(401);
    expect(spent.body.errorMessage).toEqual([
      'This step is not valid or has expired. Please sign in with your organisation again.',
    ]);

    const next = linkToken((await sso.login(DEMO.contosoAdmin)).location);
    for (let i = 0; i < 3; i++) await anon().post('/api/auth/sso/link/code').send({ Token: next }).expect(200);
    await anon().post('/api/auth/sso/link/code').send({ Token: next }).expect(429);
    await anon().post('/api/auth/sso/link').send({ Token: next }).expect(400);
    await anon().post('/api/auth/sso/link').send({ Token: 'x' }).expect(400);
    // The owner's password links it.
    const ok = await anon().post('/api/auth/sso/link').send({ Token: next, Password: DEMO.password }).expect(200);
    expect(decodeToken(ok.body.token).email).toBe(DEMO.contosoAdmin);
  });

  it('links an account created by SSO at its creation', async () => {
    const admin = api.as('contosoAdmin');
    await admin
      .put('/api/Sso/Settings')
      .send(settings({ AccountCreation: 'domain' }))
      .expect(200);
    const { location } = await sso.login(`newcomer@${DOMAIN}`);
    const claims = decodeToken((await sso.exchange(handoffCode(location)).expect(200)).body.token);
    expect(claims.email).toBe(`newcomer@${DOMAIN}`);
    expect(await t.dataSource.getRepository(SsoIdentity).findOneBy({ userId: claims.userid })).toMatchObject({
      customerId: contosoId,
      issuer: provider.issuer,
      subject: `newcomer@${DOMAIN}`,
    });
    await admin.put('/api/Sso/Settings').send(settings()).expect(200);
  });

  it('unlinks every account when the client id or issuer changes, and mails each linked user in their language', async () => {
    const identities = t.dataSource.getRepository(SsoIdentity);
    expect(await identities.countBy({ customerId: contosoId })).toBeGreaterThanOrEqual(2);
    await t.users.update({ id: staffId }, { language: 'de' });
    const before = (await mailsTo(DEMO.contosoStaff)).length;
    await api
      .as('contosoAdmin')
      .put('/api/Sso/Settings')
      .send(settings({ ClientId: 'portal-contoso-2' }))
      .expect(200);
    expect(await identities.countBy({ customerId: contosoId })).toBe(0);
    const mails = (await mailsTo(DEMO.contosoStaff)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Die Anmeldung Ihrer Organisation wurde geändert']);
    expect((await mailsTo(DEMO.contosoAdmin)).map((m) => m.subject)).toContain(
      'Your organisation’s sign-in was changed',
    );
    // The respondent proves the account again before the new client signs them in.
    const { location } = await sso.login(DEMO.contosoStaff);
    expect(handoffCode(location)).toBe('');
    expect(linkToken(location)).not.toBe('');
  });
});
