import { QueryFailedError } from 'typeorm';

const UNIQUE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** A unique index or primary key refused the row (on either engine); any other failure is not this. */
export function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const code = (err.driverError as { code?: string } | undefined)?.code;
  return code !== undefined ? UNIQUE_CODES.has(code) : /duplicate entry|unique constraint/i.test(err.message);
}
