// The built API under test (api/dist/main.js) in its own process on one engine's database, with the
// HTTP calls the scenarios make outside autocannon (sample bodies, logins, timed single calls).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './load.mjs';

const root = new URL('../..', import.meta.url).pathname;
export const PASSWORD = 'Bench#Pass2026';

/** A port nothing listens on now (a random pick collided with other servers on this machine). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startApi(databaseUrl, log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'none',
    AUTH_THROTTLE_PER_MINUTE: '1000000',
    AUTH_ACCOUNT_THROTTLE_PER_MINUTE: '1000000',
    MAIL_POLL_INTERVAL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: url,
  };
  let child;
  let stopping = false;
  const killOnExit = () => child?.kill('SIGTERM');
  process.on('exit', killOnExit);

  const spawnChild = () => {
    // BENCH_API_NODE_ARGS: Node options for the API only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles" to see where a scenario's time goes.
    const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    child = spawn(process.execPath, [...nodeArgs, 'api/dist/main.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // An API that dies mid-run would otherwise show as a wall of refused connections and a long settle.
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`the API exited unexpectedly (${signal ?? `exit code ${code}`}); stopping`);
      process.exit(1);
    });
  };
  const untilHealthy = async () => {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (i > 240) throw new Error('API did not start');
      await sleep(250);
    }
  };
  const stopChild = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    stopping = false;
  };

  async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { text, json: text ? JSON.parse(text) : null };
  }

  spawnChild();
  await untilHealthy();
  return {
    url,
    get pid() {
      return child.pid;
    },
    call,
    login: async (email) =>
      (await call('/auth/login', { method: 'POST', body: { username: email, password: PASSWORD } })).json.token,
    /** A fresh process: a figure measured on it is the scenario's own, not the heap earlier runs left grown. */
    async restart() {
      await stopChild();
      spawnChild();
      await untilHealthy();
    },
    async stop() {
      await stopChild();
      stopping = true;
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
