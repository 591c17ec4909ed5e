import { HttpException, HttpStatus } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How long a request waits for a pooled MySQL connection before it is answered 503. */
const POOL_ACQUIRE_TIMEOUT_MS = 3000;

/** Every pooled connection stayed busy for the whole wait: the caller gets 503, not a hanging request. */
class DatabaseBusyError extends HttpException {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';
  constructor() {
    super(
      {
        status: 503,
        title: 'Service Unavailable',
        errorMessage: ['The service is busy. Please try again in a moment.'],
      },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/** mysql2 refuses a waiter beyond the pool's queueLimit with a plain Error: the pool is busy, not broken. */
const isQueueFull = (err: unknown) => err instanceof Error && err.message === 'Queue limit reached.';

type Callback = (err: unknown, conn?: { release(): void }) => void;
interface MysqlPool {
  getConnection(cb: Callback): void;
}

/**
 * mysql2 pools queue a request for a connection without any time limit: when every connection is
 * held (slow queries, a burst), requests would hang until the client gives up. This bounds the wait.
 * A connection that arrives after its waiter gave up goes straight back to the pool. A request the
 * full queue refuses (queueLimit) gets the same 503 at once, rather than the 500 of an unknown error.
 */
export function guardPool(dataSource: DataSource, timeoutMs = POOL_ACQUIRE_TIMEOUT_MS): void {
  const driver = dataSource.driver as unknown as { pool?: MysqlPool; poolCluster?: unknown };
  const pool = driver.pool;
  if (!pool || typeof pool.getConnection !== 'function') return; // SQLite: one connection, no pool
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (cb: Callback) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      cb(new DatabaseBusyError());
    }, timeoutMs);
    timer.unref();
    getConnection((err, conn) => {
      clearTimeout(timer);
      if (settled) return conn?.release();
      settled = true;
      cb(isQueueFull(err) ? new DatabaseBusyError() : err, conn);
    });
  };
}
