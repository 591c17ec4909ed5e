import { Webhook } from '../src/webhooks/webhook.entity';
import { InternalServer, startInternalServer } from './support/internal-server';
import { Personas, personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/**
 * IPv6 forms that carry the portal's own loopback (IPv4-compatible, IPv4-translated, 6to4, NAT64) are
 * refused like 127.0.0.1 itself, for a webhook target and for an OpenID issuer, and nothing is called.
 */
describe('outbound calls: IPv6 forms of an internal IPv4 address', () => {
  let t: TestApp;
  let api: Personas;
  let internal: InternalServer;
  let port: number;

  beforeAll(async () => {
    internal = await startInternalServer();
    port = internal.port;
    t = await createTestApp({ env: { SSO_ALLOW_HTTP_ISSUER: 'true', WEBHOOK_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
  });
  afterAll(async () => {
    await internal?.close();
    await t?.close();
  });

  // As the URL parser writes them: [::127.0.0.1] becomes [::7f00:1].
  const hosts: [string, string][] = [
    ['[::127.0.0.1]', '::7f00:1'],
    ['[::ffff:0:127.0.0.1]', '::ffff:0:7f00:1'],
    ['[2002:7f00:1::1]', '2002:7f00:1::1'],
    ['[64:ff9b::169.254.169.254]', '64:ff9b::a9fe:a9fe'],
    ['[64:ff9b:1::a00:1]', '64:ff9b:1::a00:1'],
  ];

  it('refuses them as a webhook target and stores no endpoint', async () => {
    for (const [host, shown] of hosts) {
      const res = await api
        .as('northwindAdmin')
        .post('/api/Webhooks')
        .send({ Url: `https://${host}:${port}/hook`, Events: ['form.completed'] })
        .expect(400);
      expect([host, res.body.errorMessage]).toEqual([
        host,
        [`Url: The host ${shown} is a loopback, private or link-local address`],
      ]);
    }
    expect(await t.dataSource.getRepository(Webhook).count()).toBe(0);
    expect(internal.hits()).toBe(0);
  });

  it('refuses them as an OpenID issuer: the connection test stops before any request', async () => {
    for (const [host] of hosts) {
      const IssuerUrl = `http://${host}:${port}/`;
      await api
        .as('northwindAdmin')
        .put('/api/Sso/Settings')
        .send({
          Enabled: true,
          IssuerUrl,
          ClientId: 'portal-northwind',
          ClientSecret: 'northwind-client-secret-0123456789',
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
    }
    expect(internal.hits()).toBe(0);
  });
});
