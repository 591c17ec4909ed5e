import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions, LoggerOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** An entity class, as TypeORM takes them. */
export type EntityClass = abstract new (...args: never[]) => object;

/**
 * TypeORM options for either engine, for the given entity classes (the app's list is src/entities.ts).
 * The schema comes from migrations only, never synchronize.
 * `mariadb` tells TypeORM the server is MariaDB (it reports column defaults differently from MySQL);
 * openDatabase detects it from the server version.
 */
export function dataSourceOptions(
  db: DatabaseConfig,
  entities: EntityClass[],
  flavor: 'mysql' | 'mariadb' = 'mysql',
): DataSourceOptions {
  const common = {
    entities,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: ['error'] as LoggerOptions,
  };
  if (db.type === 'sqlite') {
    if (db.file !== ':memory:') createOwnerOnly(db.file);
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.file,
      migrations: SQLITE_MIGRATIONS,
      prepareDatabase: (conn: { pragma(s: string): unknown }) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
      },
    } as DataSourceOptions;
  }
  return {
    ...common,
    type: flavor,
    url: db.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
    // Fail fast instead of hanging when the pool is exhausted or the server is gone.
    connectTimeout: 5000,
    // trace: false: mysql2 otherwise captures a stack trace on every query (3% of a read's CPU) for
    // nicer error stacks; TypeORM's QueryFailedError already names the query.
    extra: { connectionLimit: 20, waitForConnections: true, queueLimit: 200, enableKeepAlive: true, trace: false },
  } as DataSourceOptions;
}

/**
 * The database file (and the folder, when it is created here) readable by the owner only: SQLite
 * creates it with the umask's mode (often world-readable) and gives its -wal and -shm files the same mode.
 */
function createOwnerOnly(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}
