import { startDnsServer, TestDnsServer } from '../../test/support/dns-server';
import { challengeRecordCarries, challengeToken } from './domain-proof';
import { isPublicMailDomain } from './public-mail-domains';

/** The DNS check against a DNS server on 127.0.0.1 (never the internet), and the domains nobody may claim. */
describe('domain proof', () => {
  let dns: TestDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(() => dns.close());

  it('finds the token in a TXT record at _portal-challenge, also when DNS split it into strings', async () => {
    dns.setTxt('_portal-challenge.split.test', [['v=spf1 -all'], ['portal-domain-verification=', 'abc']]);
    expect(await challengeRecordCarries([dns.address], 'split.test', 'portal-domain-verification=abc')).toBe('found');
    expect(await challengeRecordCarries([dns.address], 'split.test', 'portal-domain-verification=abd')).toBe('absent');
    expect(await challengeRecordCarries([dns.address], 'nothing.test', 'portal-domain-verification=abc')).toBe(
      'absent',
    );
    expect(dns.asked).toContain('_portal-challenge.split.test');
  });

  it('says the DNS is unreachable rather than absent when nobody answers', async () => {
    expect(await challengeRecordCarries(['127.0.0.1:9'], 'split.test', 'x')).toBe('unreachable');
  }, 15_000);

  it('gives each organisation and domain its own token', () => {
    const key = Buffer.alloc(32, 1);
    expect(challengeToken(key, 1, 'a.test')).toBe(challengeToken(key, 1, 'a.test'));
    expect(challengeToken(key, 1, 'a.test')).not.toBe(challengeToken(key, 2, 'a.test'));
    expect(challengeToken(key, 1, 'a.test')).not.toBe(challengeToken(key, 1, 'b.test'));
    expect(challengeToken(key, 1, 'a.test')).not.toBe(challengeToken(Buffer.alloc(32, 2), 1, 'a.test'));
  });

  it('knows the public mail providers, whole families included', () => {
    for (const d of [
      'gmail.com',
      'outlook.com',
      'hotmail.com',
      'yahoo.com',
      'icloud.com',
      'proton.me',
      'gmx.de',
      'gmx.net',
      'web.de',
      'yahoo.co.uk',
    ])
      expect([d, isPublicMailDomain(d)]).toEqual([d, true]);
    for (const d of ['northwind.com', 'gmxtra.com', 'mygmail.com'])
      expect([d, isPublicMailDomain(d)]).toEqual([d, false]);
  });
});
