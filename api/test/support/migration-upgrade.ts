import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { serverFlavor } from '../../src/database/open-database';
import { ENTITIES } from '../../src/entities';
import { createTestDatabase } from './test-database';

export interface SchemaBefore {
  ds: DataSource;
  q: DataSource['query'];
  /** Back to the schema before the migration, the ones after it undone first. */
  undoThrough: () => Promise<void>;
}

/**
 * The harness of a migration's upgrade spec: a scratch database migrated to the latest schema, taken back
 * to the one before `migration`, handed to `run` (which inserts the old rows and runs the migrations again),
 * then dropped.
 */
export async function withSchemaBefore(
  migration: string,
  label: string,
  run: (db: SchemaBefore) => Promise<void>,
): Promise<void> {
  const { db, drop } = await createTestDatabase(label);
  const ds = new DataSource(
    dataSourceOptions(db, ENTITIES, db.type === 'mysql' ? await serverFlavor(db.url) : undefined),
  );
  await ds.initialize();
  const undoThrough = async () => {
    for (;;) {
      const rows = (await ds.query('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1')) as {
        name: string;
      }[];
      await ds.undoLastMigration();
      if (rows[0].name === migration) break;
    }
  };
  try {
    await ds.runMigrations();
    await undoThrough();
    await run({ ds, q: (sql, params = []) => ds.query(sql, params), undoThrough });
  } finally {
    await ds.destroy();
    await drop();
  }
}
