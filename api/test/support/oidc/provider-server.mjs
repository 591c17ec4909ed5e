// A real OpenID provider (oidc-provider, its own login and consent pages) for the SSO tests.
// Run as a child process: oidc-provider is an ES module that Jest's module system cannot load.
// Env: OIDC_CLIENTS (JSON list of client metadata), OIDC_PORT (0 = any free port).
// Prints one line {"issuer": "..."} once it listens. The login typed on its page is the email;
// a login starting "unverified:" signs in that email with email_verified false; a login
// "sub=<subject>;<email>" signs that email in under another subject (a second account at the provider).
//
// Test controls (not OpenID): POST /__control {"idToken": mode} makes the token endpoint hand out
// ID tokens that are "valid", have a "bad-signature", are signed by a key the JWKS does not hold
// ("unknown-kid"), are unsigned ("alg-none"), or are signed by a new key after a "rotated" JWKS
// (the old key withdrawn); GET /__control answers {"jwksHits": n}, how often the JWKS was read.
import { createServer } from 'node:http';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const signingKey = async (kid) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
};
const original = await signingKey('key-1');
const rotated = await signingKey('key-2');
const stray = await signingKey('not-published');
let mode = 'valid';
let jwksHits = 0;

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const resign = (payload, key) =>
  new CompactSign(Buffer.from(payload, 'base64url'))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);

/** The ID token as the current mode wants it. */
async function tamper(idToken) {
  const [header, payload, signature] = idToken.split('.');
  if (mode === 'bad-signature')
    return `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  if (mode === 'alg-none') return `${b64({ alg: 'none' })}.${payload}.`;
  if (mode === 'unknown-kid') return resign(payload, stray);
  if (mode === 'rotated') return resign(payload, rotated);
  return idToken;
}

/** Lets the token endpoint's JSON answer be rewritten before it is sent (oidc-provider ends it in one call). */
function rewriteTokenAnswer(res) {
  const end = res.end.bind(res);
  res.end = (chunk, ...rest) => {
    if (!chunk || res.statusCode !== 200) return end(chunk, ...rest);
    const body = JSON.parse(String(chunk));
    if (!body.id_token) return end(chunk, ...rest);
    tamper(body.id_token).then((idToken) => {
      const text = JSON.stringify({ ...body, id_token: idToken });
      res.setHeader('content-length', Buffer.byteLength(text));
      end(text);
    });
    return res;
  };
}

const server = createServer();
server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: JSON.parse(process.env.OIDC_CLIENTS ?? '[]'),
    jwks: { keys: [original.privateJwk] },
    async findAccount(ctx, id) {
      const unverified = id.startsWith('unverified:');
      const other = /^sub=([^;]+);(.+)$/.exec(id);
      const email = other ? other[2] : unverified ? id.slice('unverified:'.length) : id;
      return {
        accountId: id,
        async claims() {
          return {
            sub: other ? other[1] : id,
            email,
            email_verified: !unverified,
            given_name: 'Sso',
            family_name: email.split('@')[0],
          };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['sso-test-provider-cookie-key'] },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, IdToken: 600, AccessToken: 600 },
  });
  // Quiet: the tests read only stdout's first line.
  provider.on('server_error', (ctx, err) => process.stderr.write(`oidc server_error ${err.message}\n`));
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/__control') {
      if (req.method === 'GET') return res.end(JSON.stringify({ jwksHits }));
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        mode = JSON.parse(body).idToken;
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (path === '/jwks') {
      jwksHits++;
      if (mode === 'rotated') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ keys: [rotated.publicJwk] }));
      }
    }
    if (path === '/token' && req.method === 'POST') rewriteTokenAnswer(res);
    callback(req, res);
  });
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
