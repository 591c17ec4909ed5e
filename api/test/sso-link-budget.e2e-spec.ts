import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { SsoIdentity } from '../src/sso/sso-identity.entity';
import { SsoLinkBudget } from '../src/sso/sso-link-budget.entity';
import { contosoClient, contosoSettings, CONTOSO_DOMAIN as DOMAIN, linkToken } from './support/oidc/contoso-sso';
import { decodeToken, provedDomain, SSO_ENV, ssoFlow } from './support/oidc/sso-flow';
import { startTestProvider, TestProvider } from './support/oidc/test-provider';
import { client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PASSWORD_ONLY = ['No more codes can be sent or tried for this account today. Please confirm with your password.'];
const CODE_SUBJECT = 'Your code to link your organisation sign-in';

/**
 * Each link step allows three codes and five wrong tries, but whoever runs the provider can open new
 * steps without end. The account itself has a budget across steps (five codes mailed, ten wrong tries
 * per 24 hours, kept in the database); once spent, the step takes the account's password only.
 */
describe('single sign-on: the link step has a per-account budget across steps', () => {
  let t: TestApp;
  let provider: TestProvider;
  let sso: ReturnType<typeof ssoFlow>;
  const anon = () => client(t);
  const step = async (email: string) => linkToken((await sso.login(email)).location);
  const sendCode = (token: string) => anon().post('/api/auth/sso/link/code').send({ Token: token });
  const tryProof = (token: string, proof: Record<string, string>) =>
    anon()
      .post('/api/auth/sso/link')
      .send({ Token: token, ...proof });
  const codeMails = async (to: string) =>
    (await t.dataSource.getRepository(OutboundMail).findBy({ to, subject: CODE_SUBJECT })).length;
  const budgetOf = async (email: string) =>
    t.dataSource
      .getRepository(SsoLinkBudget)
      .findOneByOrFail({ userId: (await t.users.findOneByOrFail({ email })).id });

  beforeAll(async () => {
    provider = await startTestProvider([contosoClient()]);
    t = await createTestApp({ env: SSO_ENV });
    const api = await personas(t);
    sso = ssoFlow(t, () => provider);
    const contosoId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    await api.as('contosoAdmin').put('/api/Sso/Settings').send(contosoSettings(provider.issuer)).expect(200);
    await provedDomain(t, contosoId, DOMAIN);
  });
  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  it('mails at most five codes per account across steps, then offers the password only, until the day is over', async () => {
    const first = await step(DEMO.contosoStaff);
    for (let i = 0; i < 3; i++) await sendCode(first).expect(200);
    const second = await step(DEMO.contosoStaff);
    for (let i = 0; i < 2; i++) await sendCode(second).expect(200);
    expect((await sendCode(second).expect(429)).body.errorMessage).toEqual(PASSWORD_ONLY);
    // A new step does not refill the account's budget.
    const third = await step(DEMO.contosoStaff);
    expect((await sendCode(third).expect(429)).body.errorMessage).toEqual(PASSWORD_ONLY);
    expect(await codeMails(DEMO.contosoStaff)).toBe(5);
    expect(await budgetOf(DEMO.contosoStaff)).toMatchObject({ codesSent: 5, failedAttempts: 0 });

    // A day later the budget is whole again.
    await t.dataSource
      .getRepository(SsoLinkBudget)
      .update(
        { userId: (await budgetOf(DEMO.contosoStaff)).userId },
        { windowStartedAt: new Date(Date.now() - 25 * 3_600_000) },
      );
    await sendCode(await step(DEMO.contosoStaff)).expect(200);
    expect(await budgetOf(DEMO.contosoStaff)).toMatchObject({ codesSent: 1, failedAttempts: 0 });
    expect(await codeMails(DEMO.contosoStaff)).toBe(6);
  });

  it('allows ten wrong tries per account across steps, then compares no code, yet still takes the right password', async () => {
    const email = DEMO.contosoAdmin;
    const first = await step(email);
    await sendCode(first).expect(200);
    for (let i = 0; i < 5; i++) await tryProof(first, { Code: String(100000 + i) }).expect(401);
    const second = await step(email);
    for (let i = 0; i < 5; i++) await tryProof(second, { Password: `Wrong#Pass${i}` }).expect(401);
    expect(await budgetOf(email)).toMatchObject({ failedAttempts: 10 });

    const third = await step(email);
    // The right code would not help any more: no code is sent, none is compared.
    expect((await sendCode(third).expect(429)).body.errorMessage).toEqual(PASSWORD_ONLY);
    expect((await tryProof(third, { Code: '123456' }).expect(429)).body.errorMessage).toEqual(PASSWORD_ONLY);
    await tryProof(third, { Password: 'Still#Wrong2026' }).expect(401);
    const linked = await tryProof(third, { Password: DEMO.password }).expect(200);
    expect(decodeToken(linked.body.token).email).toBe(email);
    expect(
      await t.dataSource.getRepository(SsoIdentity).countBy({ userId: decodeToken(linked.body.token).userid }),
    ).toBe(1);
  });

  it('does not count a right proof as a wrong try', async () => {
    const email = DEMO.contosoStaff;
    const before = (await budgetOf(email)).failedAttempts;
    await tryProof(await step(email), { Password: DEMO.password }).expect(200);
    expect((await budgetOf(email)).failedAttempts).toBe(before);
  });
});
