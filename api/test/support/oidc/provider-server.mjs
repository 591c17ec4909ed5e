// A real OpenID provider (oidc-provider, its own login and consent pages) for the SSO tests.
// Run as a child process: oidc-provider is an ES module that Jest's module system cannot load.
// Env: OIDC_CLIENTS (JSON list of client metadata), OIDC_PORT (0 = any free port).
// Prints one line {"issuer": "..."} once it listens. The login typed on its page is the email;
// a login starting "unverified:" signs in that email with email_verified false.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const server = createServer();
server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: JSON.parse(process.env.OIDC_CLIENTS ?? '[]'),
    async findAccount(ctx, id) {
      const unverified = id.startsWith('unverified:');
      const email = unverified ? id.slice('unverified:'.length) : id;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email, email_verified: !unverified, given_name: 'Sso', family_name: email.split('@')[0] };
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
  server.on('request', provider.callback());
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
