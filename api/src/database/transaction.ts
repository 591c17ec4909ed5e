import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isMysqlFamily } from './engine';

/**
 * TypeORM's better-sqlite3 driver gives every caller the same connection and query runner, so two
 * overlapping transactions become one (the second a SAVEPOINT inside the first), a rollback of
 * either undoes both, and a plain write made meanwhile joins whichever transaction is open.
 * SQLite allows one writer at a time anyway: one queue per data source runs the units of work
 * (a request, a timer's round, a transaction) one after another, which makes each one atomic and
 * lets its checks see the previous unit's rows. MySQL/MariaDB give each transaction its own pooled
 * connection and use row locks instead.
 */
const queues = new WeakMap<DataSource, Promise<unknown>>();

/** The unit of work running now in this async context, and the tail of the units queued inside it. */
interface Turn {
  dataSource: DataSource;
  tail: Promise<unknown>;
}
const turns = new AsyncLocalStorage<Turn>();

/**
 * Runs work alone on an embedded SQLite database; elsewhere runs it at once. Work started inside a
 * unit that already holds the queue (a transaction inside a request) queues behind that unit's
 * other inner work only, so it never waits for the unit that contains it. Only the database layer
 * calls this: routes are wrapped when registered (routesAsUnitsOfWork), work outside requests
 * goes through unitOfWork, and every transaction through transaction().
 */
export function serializedOnSqlite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (isMysqlFamily(dataSource)) return work();
  const outer = turns.getStore();
  const inside = outer?.dataSource === dataSource;
  const previous = inside ? outer.tail : (queues.get(dataSource) ?? Promise.resolve());
  const start = () => turns.run({ dataSource, tail: Promise.resolve() }, work);
  const run = previous.then(start, start);
  const settled = run.catch(() => undefined);
  if (inside) outer.tail = settled;
  else queues.set(dataSource, settled);
  return run;
}

/** Runs work outside the unit of work it was started from, as if no unit held the queue (see detachedUnitOfWork). */
export function outsideUnitsOfWork<T>(work: () => Promise<T>): Promise<T> {
  return turns.exit(work);
}

/**
 * SELECT … FOR UPDATE where the engine has row locks (MySQL/MariaDB). SQLite has none: there the
 * units of work are queued one at a time instead (see serializedOnSqlite).
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return isMysqlFamily(qb.connection) ? qb.setLock('pessimistic_write') : qb;
}

/** MySQL/MariaDB chose this transaction as a deadlock victim (1213) and rolled it back whole. */
export function isDeadlock(error: unknown): boolean {
  const e = error as { errno?: number; driverError?: { errno?: number } };
  return (e?.driverError?.errno ?? e?.errno) === 1213;
}

/** How many times a deadlock victim is run again before its error reaches the caller. */
export const DEADLOCK_RETRIES = 3;

/**
 * The one way to open a transaction; the work gets its EntityManager as an argument and passes it on
 * explicitly to every read and write that belongs to it. The defaults, the same for every caller:
 *
 * - SQLite: the transaction is a unit of work on the data source's queue (see serializedOnSqlite).
 * - MySQL/MariaDB: every pooled connection runs at READ COMMITTED (see readCommittedSessions): reads
 *   take no gap locks, so units that replace a parent's child rows (delete what is found, then insert)
 *   for two different parents no longer lock the same empty gap and kill each other as deadlocks.
 * - MySQL/MariaDB: a deadlock victim (InnoDB rolled it back whole) is run again, up to DEADLOCK_RETRIES
 *   times. So the work must keep its effects inside the transaction (mails are queued in it, audit
 *   entries written after it) or undo the rest itself when it fails (files it stored are removed).
 */
export async function transaction<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  if (!isMysqlFamily(dataSource)) return serializedOnSqlite(dataSource, () => dataSource.transaction(work));
  for (let attempt = 0; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}
