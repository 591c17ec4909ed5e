import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseConfig } from '../../src/config/app-config';
import { createScratchMysqlDatabase } from '../../src/database-tools/scratch-mysql-database';

export type TestEngine = 'sqlite' | 'mysql';

/** The engine of this run: TEST_DB=mysql uses the server of TEST_DATABASE_URL, else an SQLite file. */
export const testEngine = (): TestEngine => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/**
 * A fresh, empty database for one test file, dropped by drop(). Its name always contains
 * "test" (conventions: tests refuse any other database), so files can run side by side.
 */
export async function createTestDatabase(label = 'e2e'): Promise<{ db: DatabaseConfig; drop: () => Promise<void> }> {
  if (testEngine() === 'mysql') {
    const base = process.env.TEST_DATABASE_URL;
    if (base && !new URL(base).pathname.includes('test'))
      throw new Error('TEST_DATABASE_URL must name a database containing "test"');
    const scratch = await createScratchMysqlDatabase(base, label);
    return { db: { type: 'mysql', url: scratch.url }, drop: scratch.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), `portal-test-${label}-`));
  return {
    db: { type: 'sqlite', file: join(dir, 'test.sqlite') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
