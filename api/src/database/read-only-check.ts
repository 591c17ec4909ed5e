import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource } from 'typeorm';

/** A statement that changes rows or the schema. */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|TRUNCATE)\b/i;

/** A route marked @ReadsOnly issued a write in its own unit of work. */
export class ReadOnlyViolation extends Error {}

interface Check {
  /** METHOD /api/path of every route registered as read-only. */
  routes: string[];
  /** `METHOD /api/path: statement` of every write such a route issued. */
  violations: string[];
}
const checks = new WeakMap<DataSource, Check>();

/** The read-only route whose handler runs in this async context, if any. */
const running = new AsyncLocalStorage<{ dataSource: DataSource; route: string } | undefined>();

/**
 * Turns on the check of @ReadsOnly routes for this data source (the tests do; production does not, so it
 * costs nothing there): every statement is looked at as TypeORM and ReadDatabase report it to the logger,
 * and a write issued while a read-only route's handler runs is recorded and refused with ReadOnlyViolation.
 * Call before the routes are registered (see routesAsUnitsOfWork).
 */
export function checkReadOnlyRoutes(dataSource: DataSource): void {
  if (checks.has(dataSource)) return;
  const check: Check = { routes: [], violations: [] };
  checks.set(dataSource, check);
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, queryRunner) => {
    const now = running.getStore();
    if (now?.dataSource === dataSource && WRITE.test(query)) {
      const violation = `${now.route}: ${query.replace(/\s+/g, ' ').slice(0, 200)}`;
      check.violations.push(violation);
      throw new ReadOnlyViolation(`A route marked @ReadsOnly wrote: ${violation}`);
    }
    return logQuery(query, parameters, queryRunner);
  };
}

export function isReadOnlyChecked(dataSource: DataSource): boolean {
  return checks.has(dataSource);
}

/** Notes a route (METHOD /api/path) registered as read-only; false where the check is off (nothing to wrap). */
export function noteReadOnlyRoute(dataSource: DataSource, route: string): boolean {
  checks.get(dataSource)?.routes.push(route);
  return checks.has(dataSource);
}

/** Runs a read-only route's handler so that a write it issues is caught (see noteReadOnlyRoute). */
export function asReadOnlyRoute<T>(dataSource: DataSource, route: string, work: () => Promise<T>): Promise<T> {
  return running.run({ dataSource, route }, work);
}

/** Runs work that is a unit of its own, not part of the read-only route that started it (see unitOfWork). */
export function apartFromReadOnlyRoute<T>(work: () => Promise<T>): Promise<T> {
  return running.getStore() ? running.run(undefined, work) : work();
}

/** What the check saw: the read-only routes registered, and the writes they issued. */
export function readOnlyCheck(dataSource: DataSource): Readonly<Check> | undefined {
  return checks.get(dataSource);
}
