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
 * other inner work only, so it never waits for the unit that contains it.
 */
export function serializedOnSqlite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
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

export interface TransactionOptions {
  /**
   * MySQL/MariaDB only. READ COMMITTED takes no gap locks on reads, so writers of disjoint rows
   * (different respondents' answers) stop blocking each other at the gaps between their keys.
   */
  isolation?: 'READ COMMITTED';
  /**
   * How many times a deadlock victim is run again (InnoDB rolled it back whole, so a new attempt
   * is safe). Only for work whose effects are all in the transaction, or that undoes the rest itself.
   */
  deadlockRetries?: number;
}

/**
 * For work that replaces a parent's child rows: deletes (or closes with an UPDATE) what it finds, then inserts.
 * Under MariaDB's default REPEATABLE READ, a delete that finds no row still locks the gap where the rows would
 * be; two such units for two different parents at once lock the same gap and then wait on each other's lock
 * with their inserts, and one is killed as a deadlock victim. READ COMMITTED takes no such gap locks. The work
 * must keep all its effects inside the transaction (mails queued in it, audit after it), so a victim may run again.
 */
export const REPLACING_ROWS: TransactionOptions = { isolation: 'READ COMMITTED', deadlockRetries: 2 };

/** dataSource.transaction: queued on SQLite (see serializedOnSqlite), retried as a deadlock victim on MySQL/MariaDB if asked. */
export async function transaction<T>(
  dataSource: DataSource,
  work: (m: EntityManager) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (!isMysqlFamily(dataSource)) return serializedOnSqlite(dataSource, () => dataSource.transaction(work));
  for (let attempt = 0; ; attempt++) {
    try {
      return await (options.isolation ? dataSource.transaction(options.isolation, work) : dataSource.transaction(work));
    } catch (error) {
      if (!isDeadlock(error) || attempt >= (options.deadlockRetries ?? 0)) throw error;
    }
  }
}
