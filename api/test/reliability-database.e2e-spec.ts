import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { bearer } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Database faults, on MariaDB whatever TEST_DB says (the SQLite default has no server to lose and no pool):
 * the app reaches its scratch database through a TCP relay this test controls, so an outage is
 * "the server is gone" (every connection cut, new ones refused) without touching the shared server.
 */
class Relay {
  private server!: Server;
  private sockets = new Set<Socket>();
  private down = false;
  port = 0;

  async start(target: number): Promise<void> {
    this.server = createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = new Socket();
      upstream.connect(target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The database "stops": every open connection is cut and new ones are refused. */
  outage(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async stop(): Promise<void> {
    this.outage();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const previousEngine = process.env.TEST_DB;
process.env.TEST_DB = 'mysql';

describe('database faults (MariaDB)', () => {
  let t: TestApp;
  const relay = new Relay();

  beforeAll(async () => {
    await relay.start(3306);
    t = await createTestApp({
      config: (c) => {
        if (c.database.type !== 'mysql') throw new Error('expected MariaDB');
        const url = new URL(c.database.url);
        url.host = `127.0.0.1:${relay.port}`;
        c.database = { type: 'mysql', url: url.toString() };
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay.stop();
    process.env.TEST_DB = previousEngine;
  });

  const timed = async <T>(run: () => Promise<T>) => {
    const start = Date.now();
    const value = await run();
    return { value, ms: Date.now() - start };
  };

  it('answers 503 from /api/health during an outage and recovers without a restart', async () => {
    const op = await t.tokenFor(DEMO.operator);
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/Customer').set(bearer(op)).expect(200);

    relay.outage();
    const during = await timed(() => t.http().get('/api/health'));
    expect(during.value.status).toBe(503);
    expect(during.value.body).toEqual({ status: 503, title: 'Service Unavailable', errorMessage: ['The database is not reachable'] });
    expect(during.ms).toBeLessThan(6000);
    const call = await timed(() => t.http().get('/api/Customer').set(bearer(op)));
    expect(call.value.status).toBeGreaterThanOrEqual(500);
    expect(call.value.body.errorMessage).toEqual(expect.any(Array));
    expect(call.ms).toBeLessThan(8000);

    relay.restore();
    // The pool drops its dead connections and opens new ones: at most a few failed calls, then healthy.
    const statuses: number[] = [];
    for (let i = 0; i < 10 && statuses[statuses.length - 1] !== 200; i++) statuses.push((await t.http().get('/api/health')).status);
    expect(statuses[statuses.length - 1]).toBe(200);
    expect(statuses.length).toBeLessThanOrEqual(3);
    // Every later call works, on every pooled connection.
    const after = await Promise.all(Array.from({ length: 25 }, () => t.http().get('/api/Customer').set(bearer(op))));
    expect(after.map((r) => r.status)).toEqual(Array(25).fill(200));
  });

  it('answers 503 within a few seconds when every pooled connection is busy, instead of hanging', async () => {
    const op = await t.tokenFor(DEMO.operator);
    // Hold every connection of the app's pool with a slow query.
    const held = Array.from({ length: 20 }, () => t.dataSource.query('SELECT SLEEP(8)').catch(() => undefined));
    await new Promise((r) => setTimeout(r, 300));
    const busy = await timed(() => t.http().get('/api/Customer').set(bearer(op)));
    expect(busy.value.status).toBe(503);
    expect(busy.value.body).toEqual({ status: 503, title: 'Service Unavailable', errorMessage: expect.any(Array) });
    expect(busy.ms).toBeLessThan(5000);
    const health = await timed(() => t.http().get('/api/health'));
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(5000);
    await Promise.all(held);
    // Once the connections are back, everything answers again.
    await t.http().get('/api/Customer').set(bearer(op)).expect(200);
    await t.http().get('/api/health').expect(200);
  }, 30_000);
});
