import { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/open-database';
import { ENTITIES } from '../src/entities';
import { createTestDatabase, testEngine } from './support/test-database';

/** The session's isolation level (MySQL 8 and MariaDB 11.1+ name it transaction_isolation, older MariaDB tx_isolation). */
async function isolationOf(run: (sql: string) => Promise<{ Value: string }[]>): Promise<string> {
  const rows = await run("SHOW SESSION VARIABLES WHERE Variable_name IN ('transaction_isolation', 'tx_isolation')");
  return rows[0].Value;
}

const onMysql = testEngine() === 'mysql' ? describe : describe.skip;

onMysql('session isolation of every pooled connection (MySQL/MariaDB)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase('isolation');
    drop = created.drop;
    // No schema needed: only the connections' settings are read.
    ds = await openDatabase(created.db, ENTITIES, { migrate: false });
  });

  afterAll(async () => {
    await ds?.destroy();
    await drop?.();
  });

  it('is READ COMMITTED on the connection opened while initializing, for plain statements', async () => {
    expect(await isolationOf((sql) => ds.query(sql))).toBe('READ-COMMITTED');
  });

  it('is READ COMMITTED on every connection the pool opens later, inside transactions too', async () => {
    // Held at once, so the pool must open new connections for them.
    const levels = await Promise.all(
      Array.from({ length: 6 }, () =>
        ds.transaction(async (m) => {
          await m.query('SELECT SLEEP(0.05)');
          return isolationOf((sql) => m.query(sql));
        }),
      ),
    );
    expect(levels).toEqual(Array.from({ length: 6 }, () => 'READ-COMMITTED'));
    const pool = (ds.driver as unknown as { pool: { _allConnections: { length: number } } }).pool;
    expect(pool._allConnections.length).toBeGreaterThanOrEqual(6);
  });
});
