import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DatabaseConfig } from '../../src/config/app-config';
import { openDatabase } from '../../src/database/open-database';
import { seedDemo } from '../../src/database-tools/seeds/demo-seed';
import { createScratchMysqlDatabase } from '../../src/database-tools/scratch-mysql-database';
import { ENTITIES } from '../../src/entities';
import { copyMysqlTables, copySqliteDatabase, mysqlTables, TableShape } from './database-copy';
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

interface Template {
  /**
   * When the template's seed ended. A copy shifts its times by the template's age from then: rows the seed wrote
   * late (a slow seed on a loaded machine takes many seconds) would otherwise lie in the copy's future, ahead of
   * rows a test writes at once ("newest first" then listed a demo inquiry before the test's own).
   */
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
  if (kind === 'demo') await seedDemo(dataSource);
  const builtAt = Date.now();
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
    copySqliteDatabase(template.file!, scratch.db.file, shiftMs);
  } else {
    await copyMysqlTables(scratch.db.url, template.database!, template.tables!, shiftMs);
  }
  return scratch;
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
