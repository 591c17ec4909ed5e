import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
import { configureApp, createHttpAdapter } from '../src/configure-app';
import { DatabaseConfig } from '../src/config/app-config';
import { openDatabase } from '../src/database/open-database';
import { ENTITIES } from '../src/entities';
import { seedDemo } from '../src/database-tools/seeds/demo-seed';
import { FilesService } from '../src/files/files.service';
import { emptyPrefix, ensureBucket, findS3Target } from './support/s3-target';
import { freePort } from './support/smtp-sink';
import { createTestDatabase, testEngine } from './support/test-database';
import { client } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Scale-out (docs/deploying.md#running-n-api-instances): API instances share nothing but the database, the file store, JWT_SECRET
 * and (for rate limits) Redis. Each instance here is a whole Nest app with its own connection pool
 * and HTTP port, as a separate process would be, against ONE database (the SQLite file or the
 * MariaDB scratch database of this run).
 * One caveat of running them in one process: passport keeps a single 'jwt' strategy per process,
 * so the last instance started checks tokens for both. Tokens issued by A are still checked by
 * B's strategy (A to B is genuine), and every instance has the same JWT_SECRET, as in production.
 */
interface Instance {
  app: NestFastifyApplication;
  dataSource: DataSource;
  url: string;
  http: () => ReturnType<typeof request>;
}

const SECRET = 'multi-instance-secret-that-is-long-enough-0123456789';

async function startInstance(db: DatabaseConfig, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    SEED: 'none',
    MAIL_POLL_INTERVAL_MS: '0',
    ...env,
  });
  config.database = db;
  // Each instance opens the database itself and runs the migrations, as main.ts does on start.
  const dataSource = await openDatabase(db, ENTITIES);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, dataSource),
    createHttpAdapter(config),
    { bodyParser: false, logger: ['error'] },
  );
  await configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { app, dataSource, url, http: () => request(url) };
}

async function stopInstance(i: Instance | undefined): Promise<void> {
  if (!i) return;
  await i.app.close();
  if (i.dataSource.isInitialized) await i.dataSource.destroy();
}

const pdf = (text: string) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(text.repeat(200))]);

/** Two instances on one database and one file store; `extraEnv` chooses the store and Redis. */
function pairOn(label: string, envFor: () => Record<string, string>) {
  const pair: { a?: Instance; b?: Instance; drop?: () => Promise<void>; dataDir?: string } = {};
  beforeAll(async () => {
    const { db, drop } = await createTestDatabase(label);
    pair.drop = drop;
    pair.dataDir = mkdtempSync(join(tmpdir(), `portal-multi-${label}-`));
    const env = { DATA_DIR: pair.dataDir, ...envFor() };
    pair.a = await startInstance(db, env);
    await seedDemo(pair.a.dataSource);
    pair.b = await startInstance(db, env);
  });
  afterAll(async () => {
    await stopInstance(pair.a);
    await stopInstance(pair.b);
    await pair.drop?.();
    if (pair.dataDir) rmSync(pair.dataDir, { recursive: true, force: true });
  });
  return pair as { a: Instance; b: Instance };
}

describe(`two API instances on one ${testEngine()} database`, () => {
  const pair = pairOn('multi', () => ({ AUTH_THROTTLE_PER_MINUTE: '3' }));

  it('listen on different ports and both report a healthy database', async () => {
    expect(pair.a.url).not.toBe(pair.b.url);
    await pair.a.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
    await pair.b.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('accept on one instance the session issued by the other, in both directions', async () => {
    const login = await pair.a
      .http()
      .post('/api/auth/login')
      .send({ username: DEMO.operator, password: DEMO.password })
      .expect(200);
    const onB = await client(pair.b, login.body.token).get('/api/Customer?pageSize=-1').expect(200);
    expect(onB.body.data.length).toBeGreaterThan(0);

    const login2 = await pair.b
      .http()
      .post('/api/auth/login')
      .send({ username: DEMO.operator, password: DEMO.password })
      .expect(200);
    const onA = await client(pair.a, login2.body.token).get('/api/Customer?pageSize=-1').expect(200);
    expect(onA.body.totalItem).toBe(onB.body.totalItem);
  });

  it("see each other's writes at once (one database, no per-instance cache)", async () => {
    const token = (
      await pair.a.http().post('/api/auth/login').send({ username: DEMO.operator, password: DEMO.password }).expect(200)
    ).body.token;
    const list = await client(pair.a, token).get('/api/Customer?pageSize=-1').expect(200);
    const id = list.body.data[0].CustomerId;
    expect(id).toBeDefined();
    await pair.a.dataSource.query(`UPDATE customers SET website = 'https://written-by-a.example' WHERE id = ?`, [id]);
    const onB = await client(pair.b, token).get(`/api/Customer/${id}`).expect(200);
    expect(JSON.stringify(onB.body)).toContain('https://written-by-a.example');
  });

  it("serve through one instance's signed link a file stored through the other", async () => {
    const data = pdf('stored by instance A ');
    const stored = await pair.a.app
      .get(FilesService)
      .store({ data, size: data.length, originalName: 'From A.pdf', contentType: 'application/pdf', kind: 'report' });
    const link = pair.a.app.get(FilesService).link(stored.id);
    const res = await pair.b.http().get(link).buffer(true).parse(binary).expect(200);
    expect((res.body as Buffer).equals(data)).toBe(true);
    expect(res.headers['content-disposition']).toContain('From%20A.pdf');
    // A link signed by B opens on A too: the signature key derives from the shared JWT_SECRET.
    await pair.a.http().get(pair.b.app.get(FilesService).link(stored.id)).expect(200);
  });

  it('refuse on every instance the same session signed with another secret', async () => {
    const token: string = (
      await pair.a.http().post('/api/auth/login').send({ username: DEMO.operator, password: DEMO.password }).expect(200)
    ).body.token;
    const [header, claims] = token.split('.');
    const foreign = `${header}.${claims}.${createHmac('sha256', 'another-secret-that-is-long-enough-9876543210').update(`${header}.${claims}`).digest('base64url')}`;
    await client(pair.a, foreign).get('/api/Customer').expect(401);
    await client(pair.b, foreign).get('/api/Customer').expect(401);
  });

  it('without REDIS_URL count rate limits per instance (why production needs Redis)', async () => {
    const attempt = (i: Instance) =>
      i.http().post('/api/auth/login').send({ username: 'no-redis@demo.test', password: 'Wrong#Pass2026' });
    // A limit of 3 per minute per account: each instance allows 3 of its own.
    for (const i of [pair.a, pair.b, pair.a, pair.b, pair.a, pair.b]) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(pair.a)).status).toBe(429);
  });
});

function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => cb(null, Buffer.concat(parts)));
}

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!redisServer) {
  console.log('Shared rate limits SKIPPED: redis-server is not installed (apt-get install -y redis-server)');
}
(redisServer ? describe : describe.skip)('two instances sharing rate limits through REDIS_URL', () => {
  let redis: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  });
  afterAll(() => {
    redis?.kill();
  });

  const pair = pairOn('multi-redis', () => ({ AUTH_THROTTLE_PER_MINUTE: '3', REDIS_URL: `redis://127.0.0.1:${port}` }));

  it('hold the limit across instances: the 4th attempt on an account within a minute is refused wherever it lands', async () => {
    const attempt = (i: Instance) =>
      i.http().post('/api/auth/login').send({ username: 'shared-limit@demo.test', password: 'Wrong#Pass2026' });
    expect((await attempt(pair.a)).status).toBe(401);
    expect((await attempt(pair.b)).status).toBe(401);
    expect((await attempt(pair.a)).status).toBe(401);
    const refused = await attempt(pair.b);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: 429,
      title: 'Too Many Requests',
      errorMessage: ['Too many attempts. Please wait a minute and try again.'],
    });
    // Blocked on the other instance as well, even for the right password.
    expect(
      (
        await pair.a
          .http()
          .post('/api/auth/login')
          .send({ username: 'shared-limit@demo.test', password: DEMO.password })
      ).status,
    ).toBe(429);
    // Another account is not affected.
    await pair.a.http().post('/api/auth/login').send({ username: DEMO.operator, password: DEMO.password }).expect(200);
  });

  it('keep the counters in Redis, expiring with the window', async () => {
    const keys = spawnSync('redis-cli', ['-p', String(port), '--scan', '--pattern', 'portal:throttle:*'], {
      encoding: 'utf8',
    })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    expect(keys.length).toBeGreaterThan(0);
    const ttl = Number(
      spawnSync('redis-cli', ['-p', String(port), 'PTTL', keys[0]], { encoding: 'utf8' }).stdout.trim(),
    );
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('fall back to per-instance limits while Redis is down, and log in still works', async () => {
    redis.kill();
    await new Promise((r) => redis.once('exit', r));
    await pair.a.http().post('/api/auth/login').send({ username: DEMO.operator, password: DEMO.password }).expect(200);
    const attempt = () =>
      pair.b.http().post('/api/auth/login').send({ username: 'redis-down@demo.test', password: 'Wrong#Pass2026' });
    for (let n = 0; n < 3; n++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});

const s3 = findS3Target();
if (!s3)
  console.log(
    'Two instances on S3 SKIPPED: no S3-compatible server reachable (S3_TEST_URL or MinIO on 127.0.0.1:9000)',
  );
(s3 ? describe : describe.skip)('two instances sharing an S3-compatible bucket', () => {
  beforeAll(async () => {
    if (s3) await ensureBucket(s3.config);
  });
  afterAll(async () => {
    if (s3) await emptyPrefix(s3.config);
  });
  const pair = pairOn('multi-s3', () => ({ STORAGE_URL: s3!.url }));

  it('download through B a file stored through A, with no shared disk', async () => {
    const data = pdf('in the bucket ');
    const stored = await pair.a.app
      .get(FilesService)
      .store({ data, size: data.length, originalName: 'Bucket.pdf', contentType: 'application/pdf', kind: 'report' });
    const res = await pair.b
      .http()
      .get(pair.a.app.get(FilesService).link(stored.id))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((res.body as Buffer).equals(data)).toBe(true);
  });
});

describe(`instances starting together on an empty ${testEngine()} database`, () => {
  it('migrate it once: one instance runs the migrations while the others wait, and all come up', async () => {
    const { db, drop } = await createTestDatabase('multi-start');
    const started = await Promise.allSettled([
      openDatabase(db, ENTITIES),
      openDatabase(db, ENTITIES),
      openDatabase(db, ENTITIES),
    ]);
    try {
      expect(
        started.map((r) => (r.status === 'fulfilled' ? 'up' : String((r as PromiseRejectedResult).reason))),
      ).toEqual(['up', 'up', 'up']);
      const ds = (started[0] as PromiseFulfilledResult<DataSource>).value;
      const table = ds.options.migrationsTableName ?? 'migrations';
      const [{ n }] = await ds.query(`SELECT COUNT(*) AS n FROM ${table}`);
      expect(Number(n)).toBe(ds.migrations.length);
      expect(await ds.showMigrations()).toBe(false);
    } finally {
      for (const r of started) if (r.status === 'fulfilled') await r.value.destroy();
      await drop();
    }
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  // Address limit = 5 x AUTH_THROTTLE_PER_MINUTE = 5 logins a minute per client address.
  const attempt = (t: TestApp, n: number, from: string) =>
    t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', from)
      .send({ username: `lb-${n}@demo.test`, password: 'Wrong#Pass2026' });

  it('counts each client address apart when the proxy is trusted', async () => {
    const t = await createTestApp({ demo: false, env: { AUTH_THROTTLE_PER_MINUTE: '1', TRUST_PROXY: '1' } });
    try {
      for (let n = 0; n < 5; n++) expect((await attempt(t, n, '203.0.113.7')).status).toBe(401);
      expect((await attempt(t, 5, '203.0.113.7')).status).toBe(429);
      // Another user behind the same load balancer is not refused.
      expect((await attempt(t, 6, '198.51.100.9')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For unless told to trust it (a client cannot choose its address)', async () => {
    const t = await createTestApp({ demo: false, env: { AUTH_THROTTLE_PER_MINUTE: '1' } });
    try {
      for (let n = 0; n < 5; n++) expect((await attempt(t, n, `203.0.113.${n}`)).status).toBe(401);
      expect((await attempt(t, 5, '198.51.100.9')).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
