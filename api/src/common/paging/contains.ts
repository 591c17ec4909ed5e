import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/**
 * The LIKE pattern of "contains this text", lower-cased, with LIKE's own characters (% and _) taken literally:
 * they are escaped with ! (ESCAPE '!'), the same on SQLite and MariaDB (a backslash is not: MariaDB reads it in
 * string literals). null for a blank search: no filter.
 */
export function containsPattern(search: string | undefined): string | null {
  const text = search?.trim().toLowerCase();
  return text ? `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%` : null;
}

/** The SQL of "one of these columns contains the pattern", with one ? per column. */
export function containsSql(columns: readonly string[]): string {
  return `(${columns.map((c) => `LOWER(${c}) LIKE ? ESCAPE '!'`).join(' OR ')})`;
}

/** Narrows a query builder to rows where one of the columns contains the search text; a blank search changes nothing. */
export function whereContains<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  columns: readonly string[],
  search: string | undefined,
): SelectQueryBuilder<E> {
  const pattern = containsPattern(search);
  if (!pattern) return qb;
  return qb.andWhere(
    new Brackets((w) => {
      for (const column of columns) w.orWhere(`LOWER(${column}) LIKE :contains ESCAPE '!'`, { contains: pattern });
    }),
  );
}
