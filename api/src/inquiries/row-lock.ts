import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * SELECT … FOR UPDATE where the engine has row locks (MySQL/MariaDB). SQLite has none and
 * needs none: a write transaction there holds the whole database, so writers are serialised.
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return qb.connection.options.type === 'mysql' ? qb.setLock('pessimistic_write') : qb;
}
