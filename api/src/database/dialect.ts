import { DataSource } from 'typeorm';
import { isMysqlFamily } from './engine';

/**
 * The SQL the two engines write differently, one named function per need, so a repository writes the
 * statement once and never asks which engine it runs on. Each takes the data source (m.connection inside a
 * transaction) and answers plain SQL text; identifiers passed in are the caller's own constants, never input.
 */

/** The current time as a DATETIME(6) column stores it (UTC on both engines). */
export function currentTimestamp(ds: DataSource): string {
  return isMysqlFamily(ds) ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
}

/**
 * `insert` (an INSERT … VALUES statement) that, where a row of `key` already exists, overwrites its `replaced`
 * columns with the inserted values instead, and sets `touched` (an updated_at column) to the current time.
 */
export function upsertValues(
  ds: DataSource,
  insert: string,
  key: readonly string[],
  replaced: readonly string[],
  touched?: string,
): string {
  const stamp = touched ? `, ${touched} = ${currentTimestamp(ds)}` : '';
  return isMysqlFamily(ds)
    ? // VALUES(column): MariaDB has no row alias (INSERT … AS n), MySQL 8 still accepts VALUES().
      `${insert} ON DUPLICATE KEY UPDATE ${replaced.map((c) => `${c} = VALUES(${c})`).join(', ')}${stamp}`
    : `${insert} ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${replaced.map((c) => `${c} = excluded.${c}`).join(', ')}${stamp}`;
}

/**
 * INSERT INTO table (columns) with the rows of `select`; where a row of `key` already exists, the selected
 * `summed` columns are added to its own instead.
 */
export function insertSelectAdding(
  ds: DataSource,
  table: string,
  columns: readonly string[],
  key: readonly string[],
  summed: readonly string[],
  select: string,
): string {
  return isMysqlFamily(ds)
    ? `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM (${select}) AS f
       ON DUPLICATE KEY UPDATE ${summed.map((c) => `${c} = ${table}.${c} + f.${c}`).join(', ')}`
    : `INSERT INTO ${table} (${columns.join(', ')}) ${select}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${summed.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
}

/**
 * UPDATE table SET column = the `value` column of the `derived` query's row whose `derivedKey` equals the
 * row's `tableKey` (rows without one are left alone): a join in MySQL/MariaDB, UPDATE … FROM in SQLite.
 */
export function updateFromDerived(
  ds: DataSource,
  update: { table: string; column: string; tableKey: string },
  derived: { select: string; value: string; key: string },
): string {
  const { table, column, tableKey } = update;
  const on = `d.${derived.key} = ${table}.${tableKey}`;
  return isMysqlFamily(ds)
    ? `UPDATE ${table} JOIN (${derived.select}) d ON ${on} SET ${table}.${column} = d.${derived.value}`
    : `UPDATE ${table} SET ${column} = d.${derived.value} FROM (${derived.select}) AS d WHERE ${on}`;
}

/**
 * Whether a long read may hold its connection while its rows stream (MySQL/MariaDB: a pooled connection of
 * its own). SQLite's one connection must not be held: a long read there is read a page at a time.
 */
export function streamsLongReads(ds: DataSource): boolean {
  return isMysqlFamily(ds);
}
