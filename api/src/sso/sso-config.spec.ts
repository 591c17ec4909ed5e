import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-sso-config-'));
const SECRET = 'x'.repeat(40);

/** SSO_SECRET_KEY and SSO_ALLOW_HTTP_ISSUER as the configuration reads them (the key seals the client secrets). */
describe('SSO configuration', () => {
  it('generates a 32-byte key into DATA_DIR outside production and keeps it across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sso;
    expect(first.secretKey).toHaveLength(32);
    expect(existsSync(join(dir, 'sso-secret-key'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).sso.secretKey.equals(first.secretKey)).toBe(true);
    expect(first.allowHttpIssuer).toBe(false);
  });

  it('reads 64 hex digits or base64, and requires the key in production', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), SSO_SECRET_KEY: hex }).sso.secretKey.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        SSO_SECRET_KEY: b64,
      }).sso.secretKey.equals(Buffer.alloc(32, 7)),
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: SECRET })).toThrow(
      'SSO_SECRET_KEY is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SSO_SECRET_KEY: 'too-short' })).toThrow(
      'SSO_SECRET_KEY must be 32 bytes',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SSO_ALLOW_HTTP_ISSUER: 'yes' })).toThrow(
      'SSO_ALLOW_HTTP_ISSUER must be true or false',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), SSO_ALLOW_HTTP_ISSUER: 'true' }).sso.allowHttpIssuer).toBe(true);
  });

  it('reads the resolvers for domain proofs from SSO_DNS_SERVERS (the system’s when empty)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sso.dnsServers).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SSO_DNS_SERVERS: '127.0.0.1:5353, 1.1.1.1,[::1]:53' }).sso.dnsServers,
    ).toEqual(['127.0.0.1:5353', '1.1.1.1', '[::1]:53']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SSO_DNS_SERVERS: 'dns.example.com' })).toThrow(
      'SSO_DNS_SERVERS: "dns.example.com" is not an IP address with an optional :port',
    );
  });
});
