import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockedAddressError, publicFetch } from './public-fetch';

describe('publicFetch', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end('internal');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const causeOf = async (url: string) => {
    try {
      await publicFetch(url);
      return null;
    } catch (err) {
      return err instanceof BlockedAddressError ? err : (err as { cause?: unknown }).cause;
    }
  };

  it('refuses address literals of loopback, private, link-local (metadata) and mapped forms before connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[::ffff:0:127.0.0.1]:${port}/`,
      `http://[2002:7f00:1::1]:${port}/`,
      `http://[64:ff9b:1::7f00:1]:${port}/`,
    ]) {
      expect([url, await causeOf(url)]).toEqual([url, expect.any(BlockedAddressError)]);
    }
    expect(hits).toBe(0);
  });

  it('refuses a name that resolves to a loopback address, at connection time', async () => {
    expect(await causeOf(`http://localhost:${port}/`)).toEqual(expect.objectContaining({ code: 'EBLOCKED' }));
    expect(hits).toBe(0);
  });
});
