/**
 * Fills an EMPTY database (DATABASE_URL) with the benchmark population and prints its ids as JSON
 * on the last line. Options: --seed N --respondents N --customers N. Used by test/bench/run-bench.mjs.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { seedLargeTenant } from './seeds/large-tenant-seed';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};

async function main() {
  const config = loadConfig();
  const ds = await openDatabase(config.database, ENTITIES);
  try {
    if ((await ds.getRepository(User).count({ withDeleted: true })) > 0) throw new Error('the database is not empty');
    const result = await seedLargeTenant(
      ds,
      Object.fromEntries(
        Object.entries({ seed: arg('seed'), bigRespondents: arg('respondents'), customers: arg('customers') }).filter(
          ([, v]) => v !== undefined,
        ),
      ),
      (line) => console.error(`[bench seed] ${line}`),
    );
    console.log(JSON.stringify(result));
  } finally {
    await ds.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
