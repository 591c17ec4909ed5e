import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { copyMysqlTables, copySqliteDatabase, mysqlTables, TableShape } from '../../api/test/support/database-copy';
import { freePort, mysqlServer, scratchMysql } from './scratch-database';

/**
 * The journeys' demo database, made once per run: the built portal migrates and seeds it (SEED=demo) in globalSetup,
 * and each journey's portal starts on a copy instead of migrating and seeding its own (4.5 s on SQLite, 5.8 s on
 * MariaDB per start, measured; a copy takes under a second). Times are shifted by the template's age on copy, as the
 * API suites' templates are (api/test/support/database-copy.ts).
 */
const MANIFEST_ENV = 'PORTAL_JOURNEY_TEMPLATE';
const root = join(__dirname, '..', '..');

interface Manifest {
  engine: 'sqlite' | 'mysql';
  builtAt: number;
  dir: string;
  /** SQLite: the template file. */
  file?: string;
  /** MariaDB: the template database and its tables. */
  database?: string;
  tables?: TableShape[];
}

const journeyEngine = () => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/** globalSetup: seeds the template with the built portal and tells the journeys where it is. */
export async function buildPortalTemplate(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-journey-template-'));
  const engine = journeyEngine();
  const mysql = engine === 'mysql' ? await scratchMysql('tmpl') : null;
  const seededFile = join(dir, 'seeded.sqlite');
  try {
    await seedWithThePortal(dir, mysql ? mysql.url : `sqlite://${seededFile}`);
    // When the seed ended: nothing it wrote lies in a copy's future (see api/test/support/template-databases.ts).
    const manifest: Manifest = { engine, builtAt: Date.now(), dir };
    if (mysql) {
      await mysql.admin.query(`USE \`${mysql.name}\``);
      manifest.database = mysql.name;
      manifest.tables = await mysqlTables(
        async (sql) => (await mysql.admin.query(sql))[0] as Record<string, unknown>[],
      );
      await mysql.admin.end();
    } else {
      // One self-contained file: nothing left in a -wal file that a plain copy would miss.
      manifest.file = join(dir, 'template.sqlite');
      const db = new Database(seededFile);
      try {
        db.exec(`VACUUM INTO '${manifest.file}'`);
      } finally {
        db.close();
      }
    }
    const manifestFile = join(dir, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    process.env[MANIFEST_ENV] = manifestFile;
  } catch (error) {
    await mysql?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** globalTeardown: drops what buildPortalTemplate made. */
export async function dropPortalTemplate(): Promise<void> {
  const manifest = readManifest();
  if (!manifest) return;
  if (manifest.database) {
    const admin = await createConnection(mysqlServer());
    await admin.query(`DROP DATABASE IF EXISTS \`${manifest.database}\``);
    await admin.end();
  }
  rmSync(manifest.dir, { recursive: true, force: true });
}

/**
 * Fills a fresh database for one portal from the template: the SQLite file at `sqliteFile`, or the (empty) MariaDB
 * database of `mysqlUrl`. False when this run has no template (a journey run without the globalSetup): the portal
 * then seeds its own.
 */
export async function copyPortalTemplate(target: { sqliteFile?: string; mysqlUrl?: string }): Promise<boolean> {
  const manifest = readManifest();
  if (!manifest || manifest.engine !== journeyEngine()) return false;
  const shiftMs = Date.now() - manifest.builtAt;
  if (manifest.file && target.sqliteFile) copySqliteDatabase(manifest.file, target.sqliteFile, shiftMs);
  else if (manifest.database && target.mysqlUrl)
    await copyMysqlTables(target.mysqlUrl, manifest.database, manifest.tables!, shiftMs);
  else return false;
  return true;
}

function readManifest(): Manifest | undefined {
  const file = process.env[MANIFEST_ENV];
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** Starts the built portal on the database until it listens (migrated and seeded), then stops it. */
async function seedWithThePortal(dataDir: string, databaseUrl: string): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED: 'demo',
      // No mail leaves the seeding run: the outbox is a folder nobody reads.
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const until = Date.now() + 150_000;
  while (!output.includes(`(port ${port})`)) {
    if (child.exitCode !== null)
      throw new Error(`the template's portal exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the template's portal did not start within 150 s:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  await exited;
}
