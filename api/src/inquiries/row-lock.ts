import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isMysqlFamily } from '../database/engine';

/**
 * SELECT … FOR UPDATE where the engine has row locks (MySQL/MariaDB). SQLite has none: there the
 * module's transactions are queued one at a time instead (see transaction below).
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return isMysqlFamily(qb.connection) ? qb.setLock('pessimistic_write') : qb;
}

const queues = new WeakMap<DataSource, Promise<unknown>>();

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
 * dataSource.transaction, one at a time on SQLite. TypeORM's better-sqlite3 driver runs every
 * request on one shared connection, so two overlapping transactions would become one (the second
 * a SAVEPOINT inside the first) and a rollback of either would undo both. Queuing this module's
 * transactions keeps each save atomic and makes its checks see the previous save's rows.
 * MySQL/MariaDB use a pooled connection per transaction and row locks instead.
 */
export async function transaction<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (isMysqlFamily(dataSource)) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await (options.isolation ? dataSource.transaction(options.isolation, work) : dataSource.transaction(work));
      } catch (error) {
        if (!isDeadlock(error) || attempt >= (options.deadlockRetries ?? 0)) throw error;
      }
    }
  }
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  queues.set(dataSource, run.catch(() => undefined));
  return run;
}
