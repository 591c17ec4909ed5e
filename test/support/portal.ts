import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailCatcher } from './mail-catcher';
import { copyPortalTemplate } from './portal-template';
import { freePort, scratchMysql } from './scratch-database';

export const DEMO_PASSWORD = 'Demo#Pass2026';
const root = join(__dirname, '..', '..');

export interface Portal {
  url: string;
  mail: MailCatcher;
  engine: 'sqlite' | 'mysql';
  /** Logs in through the API and returns the token. */
  token: (email: string, password?: string) => Promise<string>;
  api: (
    path: string,
    init?: { method?: string; token?: string; body?: unknown },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a black-box client: journeys read the JSON as the API sends it
  ) => Promise<{ status: number; body: any }>;
  /**
   * Runs one statement on the portal's own database (SQLite file or the scratch MariaDB database),
   * for states no screen or endpoint can produce (e.g. an expiry date in the past).
   * `sql` gets the engine and returns the statement; `?` placeholders take `params`.
   */
  sql: (statement: (engine: 'sqlite' | 'mysql') => string, params?: unknown[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the real, built portal (node api/dist/main.js) on a free port with a fresh
 * database (SQLite, or MariaDB when TEST_DB=mysql), demo data, and mail going to a
 * loopback SMTP catcher.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  // The free port is found by letting the system pick one and closing it; another process (an API suite's server
  // in the other lane) may take it before the portal listens. Then the portal exits and is started on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPortalOnFreePort(env);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startPortalOnFreePort(env: Record<string, string>): Promise<Portal> {
  const engine = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
  const mail = new MailCatcher();
  await mail.start();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-journey-'));
  const mysql = engine === 'mysql' ? await scratchMysql('run') : null;
  const sqliteFile = join(dataDir, 'portal.sqlite');
  // The run's demo template when there is one; without it the portal seeds its own (SEED=demo).
  await copyPortalTemplate(mysql ? { mysqlUrl: mysql.url } : { sqliteFile });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      SEED: 'demo',
      MAIL_POLL_INTERVAL_MS: '200',
      AUTH_THROTTLE_PER_MINUTE: '1000',
      // Beside the browser and the other suites at nice 0, workers at nice 10 got a sliver of a core.
      WORKER_NICE: '0',
      ...(mysql ? { DATABASE_URL: mysql.url } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));

  // A loaded CI machine (the API suites beside the journeys) may take over a minute to migrate and seed
  // a scratch MariaDB database; the hook's own limit is the jest testTimeout (180 s).
  const until = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the portal exited (${child.exitCode}):\n${output.slice(-3000)}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    // Only once this portal says it listens on the port: a health answer before that came from another process.
    if (ok && output.includes(`(port ${port})`)) break;
    if (Date.now() > until)
      throw new Error(`the portal did not answer /api/health within 150 s:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const api: Portal['api'] = async (path, init = {}) => {
    const res = await fetch(`${url}/api${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    // A server error's cause is in the portal's log, which a failing journey otherwise never shows.
    if (res.status >= 500)
      console.error(
        `${init.method ?? (init.body ? 'POST' : 'GET')} ${path} answered ${res.status}; the portal's log ends:\n${output.slice(-4000)}`,
      );
    return { status: res.status, body };
  };

  const sql: Portal['sql'] = async (statement, params = []) => {
    if (mysql) {
      await mysql.admin.query(`USE \`${mysql.name}\``);
      await mysql.admin.query(statement('mysql'), params);
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the native module is loaded only by a SQLite run
    const Database = require('better-sqlite3');
    const db = new Database(sqliteFile, { timeout: 10000 });
    try {
      db.prepare(statement('sqlite')).run(...params);
    } finally {
      db.close();
    }
  };

  return {
    url,
    mail,
    engine,
    api,
    sql,
    token: async (email, password = DEMO_PASSWORD) => {
      const res = await api('/auth/login', { body: { username: email, password } });
      if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await mail.stop();
      await mysql?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
