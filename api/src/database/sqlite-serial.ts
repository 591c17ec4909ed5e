import { DataSource } from 'typeorm';

const chains = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs work alone on an embedded SQLite database; elsewhere runs it at once.
 *
 * TypeORM's better-sqlite3 driver gives every caller the same connection and query runner, so
 * two overlapping transactions become one (the second a SAVEPOINT inside the first), a rollback of
 * either undoes both, and a plain write made meanwhile joins whichever transaction is open.
 * SQLite allows one writer at a time anyway: queueing the units of work costs nothing real and
 * makes each one atomic. MySQL/MariaDB give each transaction its own pooled connection.
 */
export function serializedOnSqlite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const previous = chains.get(dataSource) ?? Promise.resolve();
  const run = previous.then(work, work);
  chains.set(dataSource, run.catch(() => undefined));
  return run;
}
