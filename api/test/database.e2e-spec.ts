import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { DatabaseUnavailableError, openDatabase, serverFlavor } from '../src/database/open-database';
import { ENTITIES } from '../src/entities';
import { createTestDatabase, testEngine } from './support/test-database';

describe(`database (${testEngine()})`, () => {
  it('migrations build exactly the schema the entities describe (no drift)', async () => {
    const { db, drop } = await createTestDatabase('drift');
    const ds = await openDatabase(db, ENTITIES);
    try {
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
      await drop();
    }
  });

  it('runs migrations once: a second open finds nothing to do', async () => {
    const { db, drop } = await createTestDatabase('twice');
    try {
      await (await openDatabase(db, ENTITIES)).destroy();
      const ds = new DataSource(
        dataSourceOptions(db, ENTITIES, db.type === 'mysql' ? await serverFlavor(db.url) : undefined),
      );
      await ds.initialize();
      expect(await ds.showMigrations()).toBe(false);
      await ds.destroy();
    } finally {
      await drop();
    }
  });

  it('turns an unreachable server into one readable line without the password', async () => {
    const attempt = openDatabase({ type: 'mysql', url: 'mysql://root:secret@127.0.0.1:1/test_nothing' }, ENTITIES);
    await expect(attempt).rejects.toThrow(DatabaseUnavailableError);
    const message = String(await attempt.catch((e: Error) => e.message));
    expect(message).toMatch(
      /^Cannot open the database at mysql:\/\/root:\*\*\*@127\.0\.0\.1:1\/test_nothing: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('secret');
    expect(message.split('\n')).toHaveLength(1);
  });
});
