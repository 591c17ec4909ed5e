/** npm run seed -- --demo : seeds the demo into an empty database (MySQL included). */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { User } from '../users/user.entity';
import { seedDemo } from './seeds/demo-seed';
import { bootstrapAdmin, printDemoAccounts } from './seeds/startup-seed';

async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database, ENTITIES);
  try {
    if (process.argv.includes('--demo')) {
      if ((await dataSource.getRepository(User).count({ withDeleted: true })) > 0) {
        console.error('The database already has users; the demo is only seeded into an empty database.');
        process.exitCode = 1;
      } else {
        await seedDemo(dataSource);
        printDemoAccounts();
      }
    }
    if (config.admin) await bootstrapAdmin(dataSource, config.admin);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
