import { DataSource } from 'typeorm';

/** The isolation level of every MySQL/MariaDB session the data source holds (see transaction()). */
export const SESSION_ISOLATION = 'READ COMMITTED';
const SET_ISOLATION = `SET SESSION TRANSACTION ISOLATION LEVEL ${SESSION_ISOLATION}`;

interface PoolConnection {
  query(sql: string, callback: (err: unknown) => void): void;
  release(): void;
}
interface MysqlPool {
  on(event: 'connection', listener: (conn: PoolConnection) => void): void;
  getConnection(callback: (err: unknown, conn?: PoolConnection) => void): void;
}

/**
 * Makes READ COMMITTED the session default of every pooled MySQL/MariaDB connection, so plain
 * statements outside a transaction and every transaction run at it without naming it. New connections
 * are set as the pool opens them (mysql2 runs the SET before anything the connection was asked for);
 * the one connection TypeORM opened while initializing is idle in the pool and is set here. Call right
 * after initialize, before any other work. No effect on SQLite (one connection, no isolation levels).
 */
export async function readCommittedSessions(dataSource: DataSource): Promise<void> {
  const pool = (dataSource.driver as unknown as { pool?: MysqlPool }).pool;
  if (!pool || typeof pool.on !== 'function') return;
  pool.on('connection', (conn) => conn.query(SET_ISOLATION, () => undefined));
  const conn = await new Promise<PoolConnection>((resolve, reject) =>
    pool.getConnection((err, c) => (err || !c ? reject(err) : resolve(c))),
  );
  try {
    await new Promise<void>((resolve, reject) => conn.query(SET_ISOLATION, (err) => (err ? reject(err) : resolve())));
  } finally {
    conn.release();
  }
}
