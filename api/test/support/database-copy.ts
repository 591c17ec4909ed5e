import Database from 'better-sqlite3';
import { copyFileSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';

/**
 * Copies of a migrated (and seeded) database, for tests that would otherwise migrate and seed their own: the API's
 * template databases (template-databases.ts) and the journeys' portal (test/support/portal-template.ts). The seed
 * writes times relative to "now": a copy shifts every datetime by the template's age, so a copy made minutes later
 * reads as a fresh seed would have written it.
 */
export interface TableShape {
  name: string;
  createSql: string;
  columns: string[];
  datetimes: string[];
  hasRows: boolean;
}

/** The shape of every table of the connection's database, for copyMysqlTables. */
export async function mysqlTables(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<TableShape[]> {
  const extras = await query(
    `SELECT (SELECT COUNT(*) FROM information_schema.views WHERE table_schema = DATABASE()) +
            (SELECT COUNT(*) FROM information_schema.triggers WHERE trigger_schema = DATABASE()) +
            (SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE()) AS n`,
  );
  // The copy recreates tables only: a migration that adds a view, trigger or routine must be copied here too.
  if (Number(extras[0].n) > 0)
    throw new Error('database-copy.ts copies tables only, but the schema has views, triggers or routines');
  const names = (
    await query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((r) => String(r.name));
  const tables: TableShape[] = [];
  for (const name of names) {
    const [create] = await query(`SHOW CREATE TABLE \`${name}\``);
    const columns = await query(
      `SELECT column_name AS name, data_type AS type FROM information_schema.columns
        WHERE table_schema = DATABASE() AND table_name = '${name}' AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position`,
    );
    const [rows] = await query(`SELECT EXISTS (SELECT 1 FROM \`${name}\`) AS any_rows`);
    tables.push({
      name,
      // SHOW CREATE TABLE keeps foreign keys and the AUTO_INCREMENT counter, which CREATE TABLE ... LIKE drops.
      createSql: String(create['Create Table']),
      columns: columns.map((c) => String(c.name)),
      datetimes: columns
        .filter((c) => ['datetime', 'timestamp'].includes(String(c.type).toLowerCase()))
        .map((c) => String(c.name)),
      hasRows: Number(rows.any_rows) === 1,
    });
  }
  return tables;
}

/** An SQLite template file copied to `target`, its times moved on by `shiftMs`. */
export function copySqliteDatabase(template: string, target: string, shiftMs: number): void {
  copyFileSync(template, target);
  shiftSqliteTimes(target, shiftMs);
}

/** Creates the template's tables in the (empty) database of `uri` and copies their rows, times moved on by `shiftMs`. */
export async function copyMysqlTables(
  uri: string,
  templateDatabase: string,
  tables: TableShape[],
  shiftMs: number,
): Promise<void> {
  // Four connections side by side: each CREATE TABLE waits for its own flush, and those overlap
  // (measured: 0.4-0.8 s for the 63 tables instead of 1.7-2.2 s on one connection; 8 or 16 were slower).
  const conns = await Promise.all(
    Array.from({ length: COPY_CONNECTIONS }, () => createConnection({ uri, multipleStatements: true })),
  );
  try {
    await Promise.all(
      conns.map((conn, i) =>
        conn.query(mysqlCopySql(templateDatabase, tables, shiftMs, (_, n) => n % COPY_CONNECTIONS === i)),
      ),
    );
  } finally {
    await Promise.all(conns.map((conn) => conn.end()));
  }
}

const COPY_CONNECTIONS = 4;

/**
 * One round trip for the chosen tables: each as the template declares it, then its rows with their
 * times shifted. Foreign key checks are off in the session, so a table may refer to one another connection creates.
 */
function mysqlCopySql(
  templateDatabase: string,
  tables: TableShape[],
  shiftMs: number,
  chosen: (t: TableShape, index: number) => boolean,
): string {
  const shift = (c: string) => `\`${c}\` + INTERVAL ${Math.round(shiftMs * 1000)} MICROSECOND`;
  const copied = tables.filter(chosen);
  const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
  for (const t of copied) statements.push(t.createSql);
  for (const t of copied.filter((x) => x.hasRows)) {
    const list = t.columns.map((c) => `\`${c}\``).join(', ');
    const values = t.columns.map((c) => (t.datetimes.includes(c) ? shift(c) : `\`${c}\``)).join(', ');
    statements.push(`INSERT INTO \`${t.name}\` (${list}) SELECT ${values} FROM \`${templateDatabase}\`.\`${t.name}\``);
  }
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  return statements.join(';\n');
}

/**
 * SQLite keeps datetimes as text: TypeORM writes "YYYY-MM-DD HH:MM:SS.SSS", column defaults
 * (datetime('now')) write "YYYY-MM-DD HH:MM:SS". Each is shifted in its own format; anything else is left alone.
 */
function shiftSqliteTimes(file: string, shiftMs: number): void {
  const conn = new Database(file);
  try {
    const seconds = `'${shiftMs >= 0 ? '+' : ''}${(shiftMs / 1000).toFixed(3)} seconds'`;
    const d = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9]';
    const shifted = (c: string) =>
      `"${c}" = CASE WHEN "${c}" GLOB '${d}' THEN strftime('%Y-%m-%d %H:%M:%S', "${c}", ${seconds})` +
      ` WHEN "${c}" GLOB '${d}.[0-9][0-9][0-9]' THEN strftime('%Y-%m-%d %H:%M:%f', "${c}", ${seconds}) ELSE "${c}" END`;
    const tables = conn
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all() as { name: string }[];
    const updates: string[] = [];
    for (const { name } of tables) {
      const datetimes = (
        conn.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(name) as { name: string; type: string }[]
      )
        .filter((c) => /^(datetime|timestamp)$/i.test(c.type))
        .map((c) => c.name);
      if (datetimes.length) updates.push(`UPDATE "${name}" SET ${datetimes.map(shifted).join(', ')}`);
    }
    conn.exec(`BEGIN; ${updates.join(';\n')}; COMMIT`);
  } finally {
    conn.close();
  }
}
