import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306/test';

/**
 * Runs fn against a new, empty database on the server of baseUrl and drops it afterwards.
 * The name always contains "test" so it can never be a real database.
 */
export async function withScratchMysqlDatabase<T>(
  baseUrl: string | undefined,
  label: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const { url, drop } = await createScratchMysqlDatabase(baseUrl, label);
  try {
    return await fn(url);
  } finally {
    await drop();
  }
}

export async function createScratchMysqlDatabase(baseUrl: string | undefined, label: string) {
  const server = new URL(baseUrl ?? DEFAULT_TEST_MYSQL_URL);
  const name = `test_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
    /** Keeps the database (for a template dropped later by name) and closes the admin connection. */
    release: () => admin.end(),
  };
}
