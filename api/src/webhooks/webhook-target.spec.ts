import { checkTarget, TargetRefused } from './webhook-target';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('webhook target check', () => {
  it('admits an https URL whose every address is public, and pins the address it checked', async () => {
    const t = await checkTarget('https://hooks.example.com/x', false, resolvesTo('93.184.215.14', '2606:4700::1'));
    expect(t.address).toBe('93.184.215.14');
  });

  it('refuses http, credentials, junk and names with any private address (DNS checked, not just the text)', async () => {
    const cases: [string, () => Promise<string[]>][] = [
      ['http://hooks.example.com/x', resolvesTo('93.184.215.14')],
      ['https://user:pw@hooks.example.com/x', resolvesTo('93.184.215.14')],
      ['ftp://hooks.example.com/x', resolvesTo('93.184.215.14')],
      ['not a url', resolvesTo('93.184.215.14')],
      ['https://rebind.example.com/x', resolvesTo('93.184.215.14', '127.0.0.1')],
      ['https://metadata.example.com/x', resolvesTo('169.254.169.254')],
      ['https://127.0.0.1/x', resolvesTo()],
      ['https://[::1]/x', resolvesTo()],
      ['https://[::ffff:10.0.0.1]/x', resolvesTo()],
      ['https://[::127.0.0.1]/x', resolvesTo()],
      ['https://[::ffff:0:127.0.0.1]/x', resolvesTo()],
      ['https://[2002:7f00:1::]/x', resolvesTo()],
      ['https://[64:ff9b:1::a00:1]/x', resolvesTo()],
      ['https://v6.example.com/x', resolvesTo('2606:4700::1', '::7f00:1')],
      ['https://nowhere.example.com/x', async () => Promise.reject(new Error('ENOTFOUND'))],
    ];
    for (const [url, resolve] of cases)
      await expect(checkTarget(url, false, resolve)).rejects.toBeInstanceOf(TargetRefused);
  });

  it('resolves real names: localhost is refused unless private targets are allowed', async () => {
    await expect(checkTarget('https://localhost/x', false)).rejects.toThrow(/loopback, private or link-local/);
    expect((await checkTarget('http://localhost:9/x', true)).address).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
