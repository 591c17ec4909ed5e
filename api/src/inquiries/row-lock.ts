import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * SELECT … FOR UPDATE where the engine has row locks (MySQL/MariaDB). SQLite has none: there the
 * module's transactions are queued one at a time instead (see transaction below).
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const type = qb.connection.options.type;
  return type === 'mysql' || type === 'mariadb' ? qb.setLock('pessimistic_write') : qb;
}

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * dataSource.transaction, one at a time on SQLite. TypeORM's better-sqlite3 driver runs every
 * request on one shared connection, so two overlapping transactions would become one (the second
 * a SAVEPOINT inside the first) and a rollback of either would undo both. Queuing this module's
 * transactions keeps each save atomic and makes its checks see the previous save's rows.
 * MySQL/MariaDB use a pooled connection per transaction and row locks instead.
 */
export function transaction<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb') return dataSource.transaction(work);
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  queues.set(dataSource, run.catch(() => undefined));
  return run;
}
