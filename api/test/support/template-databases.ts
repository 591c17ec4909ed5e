import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DatabaseConfig } from '../../src/config/app-config';
import { openDatabase } from '../../src/database/open-database';
import { seedDemo } from '../../src/database-tools/seeds/demo-seed';
import { createScratchMysqlDatabase } from '../../src/database-tools/scratch-mysql-database';
import { ENTITIES } from '../../src/entities';
import { createTestDatabase, TestEngine, testEngine } from './test-database';

/**
 * Template databases: jest's globalSetup migrates (and seeds) one database per kind once per run; each
 * test file copies one instead of migrating and seeding again (per file that was 0.5 s on SQLite and
 * 0.9 s on MariaDB). The demo seed writes times relative to "now" (expiry in 14 days, submitted 5 days
 * ago, created at): a copy shifts every datetime by the template's age, so a file that starts ten
 * minutes into the run sees the same times a fresh seed would have written.
 */
const DIR_ENV = 'PORTAL_TEST_TEMPLATES';

export type TemplateKind = 'demo' | 'bare';

interface TableShape {
  name: string;
  createSql: string;
  columns: string[];
  datetimes: string[];
  hasRows: boolean;
}

interface Template {
  /** When the template's seed started: the "now" its relative times were computed from. */
  builtAt: number;
  /** SQLite: the template file. MariaDB: the template database's name and its tables. */
  file?: string;
  database?: string;
  tables?: TableShape[];
}

type Manifest = { engine: TestEngine; url?: string } & Record<TemplateKind, Template>;

const manifestFile = (dir: string, engine: TestEngine) => join(dir, `${engine}.json`);

/** globalSetup: builds both templates of the engine under test and tells the workers where they are. */
export async function buildTemplates(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-templates-'));
  process.env[DIR_ENV] = dir;
  const engine = testEngine();
  // Side by side: each waits on its own database (MariaDB's DDL flushes, SQLite's writes) as much as on the CPU.
  const [demo, bare] = await Promise.all([build(dir, 'demo'), build(dir, 'bare')]);
  const manifest: Manifest = { engine, url: process.env.TEST_DATABASE_URL, demo, bare };
  writeFileSync(manifestFile(dir, engine), JSON.stringify(manifest));
}

/** globalTeardown: drops what buildTemplates made. */
export async function dropTemplates(): Promise<void> {
  const dir = process.env[DIR_ENV];
  if (!dir) return;
  const file = manifestFile(dir, testEngine());
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    if (manifest.engine === 'mysql') {
      const admin = await createConnection(serverOnly(manifest.url));
      for (const kind of ['demo', 'bare'] as const)
        await admin.query(`DROP DATABASE IF EXISTS \`${manifest[kind].database}\``);
      await admin.end();
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

async function build(dir: string, kind: TemplateKind): Promise<Template> {
  const scratch =
    testEngine() === 'mysql'
      ? await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL, `tmpl_${kind}`)
      : undefined;
  const { db, drop } = scratch
    ? { db: { type: 'mysql', url: scratch.url } as DatabaseConfig, drop: scratch.release }
    : await createTestDatabase(`tmpl_${kind}`);
  const dataSource = await openDatabase(db, ENTITIES);
  const builtAt = Date.now();
  if (kind === 'demo') await seedDemo(dataSource);
  try {
    if (db.type === 'sqlite') {
      // One self-contained file: nothing left in the -wal file a plain copy would miss.
      const file = join(dir, `${kind}.sqlite`);
      await dataSource.query(`VACUUM INTO '${file}'`);
      return { builtAt, file };
    }
    return {
      builtAt,
      database: new URL(db.url).pathname.slice(1),
      tables: await mysqlTables(dataSource.query.bind(dataSource)),
    };
  } finally {
    await dataSource.destroy();
    // The MariaDB template stays until globalTeardown (drop only releases its admin connection).
    await drop();
  }
}

async function mysqlTables(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<TableShape[]> {
  const extras = await query(
    `SELECT (SELECT COUNT(*) FROM information_schema.views WHERE table_schema = DATABASE()) +
            (SELECT COUNT(*) FROM information_schema.triggers WHERE trigger_schema = DATABASE()) +
            (SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE()) AS n`,
  );
  // The copy recreates tables only: a migration that adds a view, trigger or routine must be copied here too.
  if (Number(extras[0].n) > 0)
    throw new Error('template-databases.ts copies tables only, but the schema has views, triggers or routines');
  const names = (
    await query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((r) => String(r.name));
  const tables: TableShape[] = [];
  for (const name of names) {
    const [create] = await query(`SHOW CREATE TABLE \`${name}\``);
    const columns = await query(
      `SELECT column_name AS name, data_type AS type FROM information_schema.columns
        WHERE table_schema = DATABASE() AND table_name = '${name}' AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position`,
    );
    const [rows] = await query(`SELECT EXISTS (SELECT 1 FROM \`${name}\`) AS any_rows`);
    tables.push({
      name,
      // SHOW CREATE TABLE keeps foreign keys and the AUTO_INCREMENT counter, which CREATE TABLE ... LIKE drops.
      createSql: String(create['Create Table']),
      columns: columns.map((c) => String(c.name)),
      datetimes: columns
        .filter((c) => ['datetime', 'timestamp'].includes(String(c.type).toLowerCase()))
        .map((c) => String(c.name)),
      hasRows: Number(rows.any_rows) === 1,
    });
  }
  return tables;
}

/** This run's template of the engine under test, or undefined (no globalSetup, or TEST_DB switched by the file). */
function findTemplate(kind: TemplateKind): { manifest: Manifest; template: Template } | undefined {
  const dir = process.env[DIR_ENV];
  const engine = testEngine();
  if (!dir || !existsSync(manifestFile(dir, engine))) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile(dir, engine), 'utf8')) as Manifest;
  if (engine === 'mysql' && manifest.url !== process.env.TEST_DATABASE_URL) return undefined;
  return { manifest, template: manifest[kind] };
}

/**
 * A fresh database for one test file, copied from this run's template of that kind (migrated, and
 * seeded for 'demo'), or undefined when there is none and the caller must migrate and seed itself.
 */
export async function copyTemplateDatabase(
  kind: TemplateKind,
): Promise<{ db: DatabaseConfig; drop: () => Promise<void> } | undefined> {
  const found = findTemplate(kind);
  if (!found) return undefined;
  const { template } = found;
  const shiftMs = Date.now() - template.builtAt;
  const scratch = await createTestDatabase(kind);
  if (scratch.db.type === 'sqlite') {
    copyFileSync(template.file!, scratch.db.file);
    shiftSqliteTimes(scratch.db.file, shiftMs);
  } else {
    // Four connections side by side: each CREATE TABLE waits for its own flush, and those overlap
    // (measured: 0.4-0.8 s for the 63 tables instead of 1.7-2.2 s on one connection; 8 or 16 were slower).
    const uri = scratch.db.url;
    const conns = await Promise.all(
      Array.from({ length: COPY_CONNECTIONS }, () => createConnection({ uri, multipleStatements: true })),
    );
    try {
      await Promise.all(
        conns.map((conn, i) => conn.query(mysqlCopySql(template, shiftMs, (_, n) => n % COPY_CONNECTIONS === i))),
      );
    } finally {
      await Promise.all(conns.map((conn) => conn.end()));
    }
  }
  return scratch;
}

const COPY_CONNECTIONS = 4;

/**
 * One round trip for the chosen tables: each as the template declares it, then its rows with their
 * times shifted. Foreign key checks are off in the session, so a table may refer to one another connection creates.
 */
function mysqlCopySql(template: Template, shiftMs: number, chosen: (t: TableShape, index: number) => boolean): string {
  const shift = (c: string) => `\`${c}\` + INTERVAL ${Math.round(shiftMs * 1000)} MICROSECOND`;
  const tables = template.tables!.filter(chosen);
  const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
  for (const t of tables) statements.push(t.createSql);
  for (const t of tables.filter((x) => x.hasRows)) {
    const list = t.columns.map((c) => `\`${c}\``).join(', ');
    const values = t.columns.map((c) => (t.datetimes.includes(c) ? shift(c) : `\`${c}\``)).join(', ');
    statements.push(`INSERT INTO \`${t.name}\` (${list}) SELECT ${values} FROM \`${template.database}\`.\`${t.name}\``);
  }
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  return statements.join(';\n');
}

/**
 * SQLite keeps datetimes as text: TypeORM writes "YYYY-MM-DD HH:MM:SS.SSS", column defaults
 * (datetime('now')) write "YYYY-MM-DD HH:MM:SS". Each is shifted in its own format; anything else is left alone.
 */
function shiftSqliteTimes(file: string, shiftMs: number): void {
  const conn = new Database(file);
  try {
    const seconds = `'${shiftMs >= 0 ? '+' : ''}${(shiftMs / 1000).toFixed(3)} seconds'`;
    const d = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9]';
    const shifted = (c: string) =>
      `"${c}" = CASE WHEN "${c}" GLOB '${d}' THEN strftime('%Y-%m-%d %H:%M:%S', "${c}", ${seconds})` +
      ` WHEN "${c}" GLOB '${d}.[0-9][0-9][0-9]' THEN strftime('%Y-%m-%d %H:%M:%f', "${c}", ${seconds}) ELSE "${c}" END`;
    const tables = conn
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all() as { name: string }[];
    const updates: string[] = [];
    for (const { name } of tables) {
      const datetimes = (
        conn.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(name) as { name: string; type: string }[]
      )
        .filter((c) => /^(datetime|timestamp)$/i.test(c.type))
        .map((c) => c.name);
      if (datetimes.length) updates.push(`UPDATE "${name}" SET ${datetimes.map(shifted).join(', ')}`);
    }
    conn.exec(`BEGIN; ${updates.join(';\n')}; COMMIT`);
  } finally {
    conn.close();
  }
}

function serverOnly(url: string | undefined) {
  const server = new URL(url ?? 'mysql://root@127.0.0.1:3306/test');
  return {
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  };
}
