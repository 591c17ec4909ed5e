// The two databases the bench measures the API on, each holding the same generated population: a
// scratch MariaDB database (BENCH_DATABASE_URL or TEST_DATABASE_URL) and an SQLite file in a scratch
// folder. The population is written by the API's own generator (large-tenant-cli, through its
// entities) and reused by later runs unless --fresh; its ids are kept beside it. Each engine also gives
// the bench a plain SQL handle for the integrity checks of the save scenarios.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const root = new URL('../..', import.meta.url).pathname;
const fromApi = createRequire(join(root, 'api', 'package.json'));

// `IN (?)` with an array: mysql2 expands it, better-sqlite3 does not; expanded here for both.
function expand(sql, params) {
  const flat = [];
  let i = 0;
  const text = sql.replace(/\?/g, () => {
    const p = params[i++];
    if (!Array.isArray(p)) return (flat.push(p), '?');
    flat.push(...p);
    return p.map(() => '?').join(', ');
  });
  return [text, flat];
}

function generate(databaseUrl, { seed, respondents }, log) {
  const dataDir = join(tmpdir(), `portal-bench-gen-${process.pid}`);
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED: 'none' };
  const started = Date.now();
  try {
    const out = execFileSync(
      process.execPath,
      ['api/dist/database-tools/large-tenant-cli.js', '--seed', String(seed), '--respondents', String(respondents)],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    ).toString();
    const ids = JSON.parse(out.trim().split('\n').pop());
    log(`population generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { ...ids, seedSeconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mysqlEngine(options, log) {
  const base = new URL(
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test',
  );
  const name = `test_bench_${options.seed}_${options.respondents}`;
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const idsFile = join(tmpdir(), `${name}.json`);
  const admin = await createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username || 'root'),
    password: decodeURIComponent(base.password),
  });
  let ids;
  try {
    const [[exists]] = await admin.query(
      'SELECT COUNT(*) AS n FROM information_schema.schemata WHERE schema_name = ?',
      [name],
    );
    if (exists.n && !options.fresh && existsSync(idsFile)) {
      log(`reusing MariaDB database ${name} (pass --fresh to regenerate)`);
      ids = { ...JSON.parse(readFileSync(idsFile, 'utf8')), reused: true };
    } else {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      log(
        `generating the population into MariaDB ${name} (seed ${options.seed}, ${options.respondents} respondents × 120 questions)`,
      );
      ids = generate(url.toString(), options, log);
      writeFileSync(idsFile, JSON.stringify(ids));
    }
  } finally {
    await admin.end();
  }
  const conn = await createConnection({ uri: url.toString() });
  return {
    engine: 'mysql',
    label: `MariaDB ${name}`,
    databaseUrl: url.toString(),
    ids,
    query: async (sql, params = []) => (await conn.query(...expand(sql, params)))[0],
    close: () => conn.end(),
  };
}

async function sqliteEngine(options, log) {
  const dir = join(tmpdir(), 'portal-bench-sqlite');
  const name = `bench_${options.seed}_${options.respondents}`;
  const file = join(dir, `${name}.sqlite`);
  const idsFile = join(dir, `${name}.json`);
  let ids;
  if (existsSync(file) && existsSync(idsFile) && !options.fresh) {
    log(`reusing SQLite file ${file} (pass --fresh to regenerate)`);
    ids = { ...JSON.parse(readFileSync(idsFile, 'utf8')), reused: true };
  } else {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const f of [file, `${file}-wal`, `${file}-shm`, idsFile]) rmSync(f, { force: true });
    log(
      `generating the population into SQLite ${file} (seed ${options.seed}, ${options.respondents} respondents × 120 questions)`,
    );
    ids = generate(`sqlite://${file}`, options, log);
    writeFileSync(idsFile, JSON.stringify(ids));
  }
  const Database = fromApi('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return {
    engine: 'sqlite',
    label: `SQLite ${file}`,
    databaseUrl: `sqlite://${file}`,
    ids,
    query: async (sql, params = []) => {
      const [text, flat] = expand(sql, params);
      const statement = db.prepare(text);
      return statement.reader ? statement.all(...flat) : (statement.run(...flat), []);
    },
    close: async () => db.close(),
  };
}

/** The named engine with its population ready (generated or reused). */
export function openEngine(engine, options, log) {
  return engine === 'mysql' ? mysqlEngine(options, log) : sqliteEngine(options, log);
}
