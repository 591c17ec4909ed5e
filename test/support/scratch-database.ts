import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createConnection } from 'mysql2/promise';

/** A port free at the moment of asking (the system picks it; another process may still take it first). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The MariaDB server of TEST_DATABASE_URL, without a database. */
export function mysqlServer() {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test');
  return {
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username || 'root'),
    password: decodeURIComponent(base.password),
  };
}

/** A scratch MariaDB database for one portal run (TEST_DB=mysql), dropped by drop(). */
export async function scratchMysql(label: string): Promise<{
  url: string;
  name: string;
  admin: Awaited<ReturnType<typeof createConnection>>;
  drop: () => Promise<void>;
}> {
  const name = `test_journey_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection(mysqlServer());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
