import { EntityManager } from 'typeorm';

/** The one statement of the health check: it reads no table, it only proves the database answers. */
export async function pingDatabase(m: EntityManager): Promise<void> {
  await m.query('SELECT 1');
}
