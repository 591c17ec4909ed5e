// Values of rows read with plain SQL: the engines answer numbers, strings or booleans differently
// (MariaDB's DECIMAL and BIGINT sums come as strings, booleans as 0/1 on both), so rows are read through these.

/** A BOOLEAN / TINYINT(1) column: true, 1 or '1'. */
export const rawBoolean = (v: unknown): boolean => v === true || Number(v) === 1;

/** A nullable number column. */
export const rawNumberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A sum or count that is NULL over no rows. */
export const rawNumberOrZero = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A simple-json list column: JSON text, or NULL. */
export const rawJsonList = (v: string | null): string[] | null =>
  v === null || v === '' ? null : (JSON.parse(v) as string[]);

/**
 * A DATETIME column: mysql2 answers a Date (the pool's timezone is UTC), SQLite the UTC text TypeORM
 * wrote ('2026-11-24 04:05:40.123'), read as UTC as TypeORM's own hydration does.
 */
export function rawDateOrNull(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  const text = String(v).replace(/^(\d{4}-\d\d-\d\d) /, '$1T');
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`);
}
