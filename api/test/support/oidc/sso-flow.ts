import { SsoDomain } from '../../../src/sso/sso-domain.entity';
import { client } from '../personas';
import type { TestApp } from '../test-app';
import { signInAtProvider } from './provider-browser';
import type { TestProvider } from './test-provider';

export const SSO_PUBLIC_URL = 'http://localhost:3000';
export const SSO_CALLBACK = `${SSO_PUBLIC_URL}/api/auth/sso/callback`;
export const SSO_ENV = { PUBLIC_URL: SSO_PUBLIC_URL, SSO_ALLOW_HTTP_ISSUER: 'true', SSO_ALLOW_PRIVATE_ISSUER: 'true' };
export const refusedWith = (reason: string) => `${SSO_PUBLIC_URL}/auth/login?sso_error=${reason}`;
export const handoffCode = (location: string) => /#code=([\w-]+)$/.exec(location)?.[1] ?? '';
export const decodeToken = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** The browser's SSO round from the login page's email step to the portal's redirect after the provider. */
export function ssoFlow(t: TestApp, _provider: () => TestProvider) {
  const anon = () => client(t);
  const path = (url: string) => url.replace(SSO_PUBLIC_URL, '');
  return {
    async login(email: string, providerLogin = email): Promise<{ callback: string; location: string }> {
      const found = await anon()
        .get(`/api/auth/sso/discover?email=${encodeURIComponent(email)}`)
        .expect(200);
      if (!found.body.Sso) throw new Error(`${email} does not sign in with SSO`);
      const started = await anon().get(path(found.body.Url)).expect(302);
      const back = await signInAtProvider(started.headers.location as string, providerLogin, SSO_CALLBACK);
      if (!back.startsWith(SSO_CALLBACK)) throw new Error(`The provider sent the browser to ${back}`);
      const done = await anon().get(path(back)).expect(302);
      return { callback: back, location: done.headers.location as string };
    },
    exchange: (code: string) => anon().post('/api/auth/sso/exchange').send({ Code: code }),
  };
}

/** A domain the organisation has proved (what a DNS check or the operator's approval records). */
export async function provedDomain(t: TestApp, customerId: number, domain: string): Promise<void> {
  await t.dataSource.getRepository(SsoDomain).save({ domain, customerId });
}
