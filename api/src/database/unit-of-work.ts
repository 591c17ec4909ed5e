import { DataSource } from 'typeorm';
import { apartFromReadOnlyRoute } from './read-only-check';
import { outsideUnitsOfWork, serializedOnSqlite } from './transaction';

/**
 * Database work that is a unit of its own, apart from any request's (a timer's round, a worker's batch, a
 * buffered flush, a guard's bookkeeping on a route that takes no turn): on SQLite it takes its turn behind
 * the requests (see serializedOnSqlite), so its plain writes never join a request's open transaction;
 * elsewhere it runs at once. A request's own work needs no such call: its handler is already a unit of
 * work (see routesAsUnitsOfWork), and its transactions queue by themselves (see transaction()).
 */
export function unitOfWork<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  return apartFromReadOnlyRoute(() => serializedOnSqlite(dataSource, work));
}

/**
 * Work a request starts and does not wait for (a job): a unit of work of its own, never part of the request's. On
 * SQLite it takes its turn after the request's unit (which is still running when the job starts); a request's
 * unit would otherwise count the job as its own inner work.
 */
export function detachedUnitOfWork<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  return apartFromReadOnlyRoute(() => outsideUnitsOfWork(() => serializedOnSqlite(dataSource, work)));
}
