import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertionXml, encodeResponse, IdpKeys, readAuthnRequest, responseXml, sign } from './saml-idp';

export interface TestIdp {
  entityId: string;
  /** The sign-on URL (HTTP-Redirect binding) to store in the portal. */
  ssoUrl: string;
  stop: () => Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * A tiny SAML identity provider on 127.0.0.1 for the browser journeys: its sign-on page reads the
 * portal's AuthnRequest, asks for the email (any address is an account), and answers with a page that
 * posts a signed response to the ACS URL the request named — the HTTP-POST binding, as a real provider does.
 */
export async function startTestIdp(keys: IdpKeys, entityId = 'https://idp.journey.test/saml'): Promise<TestIdp> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    if (req.method === 'GET' && url.pathname === '/sso') {
      let request;
      try {
        request = readAuthnRequest(url.href);
      } catch {
        return html(400, page('Test identity provider', '<p>No valid SAMLRequest.</p>'));
      }
      return html(
        200,
        page(
          'Test identity provider',
          `<form method="post" action="/sso/login"><input type="hidden" name="id" value="${esc(request.id)}"><input type="hidden" name="sp" value="${esc(request.issuer)}"><input type="hidden" name="acs" value="${esc(request.acsUrl)}">` +
            `<label>Email <input name="email" type="email" autocomplete="username"></label> <button type="submit">Sign in at the identity provider</button></form>`,
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/sso/login') {
      let body = '';
      req.on('data', (d) => (body += String(d)));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const [id, sp, acs, email] = ['id', 'sp', 'acs', 'email'].map((k) => form.get(k) ?? '');
        const assertion = sign(
          assertionXml({
            issuer: entityId,
            audience: sp,
            recipient: acs,
            nameId: email,
            inResponseTo: id,
            attributes: { email, firstName: 'Journey', lastName: 'Person' },
          }),
          keys,
          'Assertion',
        );
        const saml = encodeResponse(
          responseXml({ issuer: entityId, destination: acs, inResponseTo: id, assertions: [assertion] }),
        );
        html(
          200,
          page(
            'Signing you in',
            `<form method="post" action="${esc(acs)}"><input type="hidden" name="SAMLResponse" value="${saml}"><button type="submit">Continue to the portal</button></form><script>document.forms[0].submit()</script>`,
          ),
        );
      });
      return;
    }
    html(404, page('Not found', ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    entityId,
    ssoUrl: `http://127.0.0.1:${port}/sso`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
