import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { dataSourceOptions, EntityClass } from './data-source-options';
import { guardPool } from './pool-guard';
import { isMysqlFamily } from './engine';
import { readCommittedSessions } from './session-isolation';

export class DatabaseUnavailableError extends Error {}

export interface OpenDatabaseOptions {
  /**
   * false: connect only, for a copy of a database that is known to be fully migrated (the tests'
   * template copies, which would otherwise pay the migration bookkeeping per test file). Default true.
   */
  migrate?: boolean;
}

/**
 * Connects and brings the schema up to date. Any failure becomes one readable line
 * (no stack, no password) so a bad DATABASE_URL or a stopped server is obvious.
 */
export async function openDatabase(
  db: DatabaseConfig,
  entities: EntityClass[],
  options: OpenDatabaseOptions = {},
): Promise<DataSource> {
  let dataSource: DataSource;
  try {
    dataSource = new DataSource(
      dataSourceOptions(db, entities, db.type === 'mysql' ? await serverFlavor(db.url) : undefined),
    );
    await dataSource.initialize();
    await readCommittedSessions(dataSource);
    guardPool(dataSource);
  } catch (err) {
    throw new DatabaseUnavailableError(`Cannot open the database at ${describe(db)}: ${reason(err)}`);
  }
  if (options.migrate === false) return dataSource;
  try {
    await withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(`Database migration failed at ${describe(db)}: ${reason(err)}`);
  }
  return dataSource;
}

/**
 * Several API instances starting at once must not run the same migration twice (the second
 * CREATE TABLE fails and that instance would exit): on MySQL/MariaDB one named lock per database
 * lets one instance migrate while the others wait, then find nothing left to do.
 * SQLite serialises writers by itself.
 */
async function withMigrationLock<T>(dataSource: DataSource, run: () => Promise<T>): Promise<T> {
  if (!isMysqlFamily(dataSource)) return run();
  const runner = dataSource.createQueryRunner();
  const lock = "CONCAT('portal-migrations-', LEFT(SHA1(DATABASE()), 24))";
  try {
    const [row] = await runner.query(`SELECT GET_LOCK(${lock}, 300) AS got`);
    if (Number(row?.got) !== 1) throw new Error('another instance has held the migration lock for 5 minutes');
    return await run();
  } finally {
    await runner.query(`SELECT RELEASE_LOCK(${lock})`).catch(() => undefined);
    await runner.release();
  }
}

/** MySQL or MariaDB: TypeORM needs to know which to read the schema right. */
export async function serverFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const conn = await createConnection({ uri: url, connectTimeout: 5000 });
  try {
    const [rows] = await conn.query('SELECT VERSION() AS v');
    return /mariadb/i.test((rows as { v: string }[])[0].v) ? 'mariadb' : 'mysql';
  } finally {
    await conn.end();
  }
}

export function describe(db: DatabaseConfig): string {
  if (db.type === 'sqlite') return `sqlite file ${db.file}`;
  const url = new URL(db.url);
  if (url.password) url.password = '***';
  return url.toString();
}

function reason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const message = (e?.message ?? String(err)).split('\n')[0];
  return e?.code && !message.includes(e.code) ? `${e.code} ${message}` : message;
}
