import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerForTest } from './support/build-server';
import { copyTemplateDatabase } from './support/template-databases';
import { createTestDatabase } from './support/test-database';

/**
 * Graceful shutdown of the real server process (the API's main.js, compiled here): on SIGTERM the
 * requests already in flight finish normally, new connections are refused, and the process exits.
 */
describe('SIGTERM during requests', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  let child: ChildProcess;
  let output = '';
  let drop: () => Promise<void>;
  let exited: Promise<number | null>;
  let server: ReturnType<typeof buildServerForTest> | undefined;

  beforeAll(async () => {
    server = buildServerForTest();
    const scratch = (await copyTemplateDatabase('demo')) ?? (await createTestDatabase('shutdown'));
    drop = scratch.drop;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256-0123456789',
      AUTH_THROTTLE_PER_MINUTE: '1000',
      MAIL_POLL_INTERVAL_MS: '0',
    };
    if (scratch.db.type === 'mysql') env.DATABASE_URL = scratch.db.url;
    else env.DATABASE_URL = `sqlite:${scratch.db.file}`;
    child = spawn(process.execPath, [server.main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 120; i++) {
      if ((await get('/api/health').catch(() => 0)) === 200) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the server did not start:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await drop?.();
    server?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('finishes the requests in flight, refuses new connections and exits', async () => {
    const body = JSON.stringify({ username: 'operator@demo.test', password: 'Demo#Pass2026' });
    // Two logins in flight: their bodies arrive slowly, so the server is mid-request at SIGTERM.
    const inflight = [0, 1].map(() => {
      let status = 0;
      let text = '';
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req.on('response', (res) => {
          status = res.statusCode!;
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status, text }));
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, 10));
      return { req, done };
    });
    await new Promise((r) => setTimeout(r, 300));

    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));

    // New connections are refused while the in-flight requests are still running.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull();

    for (const { req } of inflight) req.end(body.slice(10));
    const answers = await Promise.all(inflight.map((i) => i.done));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text).token).toEqual(expect.any(String));
    }
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 10_000))]);
    expect(code).not.toBe('still running');
    expect(output).not.toMatch(/Error|ERROR/);
  }, 30_000);
});
