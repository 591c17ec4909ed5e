/**
 * Publishes the bench population's inquiries as series of rounds with snapshots (seeds/bench-rounds-seed.ts) when a
 * population generated before rounds and benchmarks existed lacks them; prints the outcome as JSON. Used by test/bench/rounds-scenarios.mjs.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { seedBenchRounds } from './seeds/bench-rounds-seed';

async function main() {
  const i = process.argv.indexOf('--big-customer');
  const bigCustomerId = i > 0 ? Number(process.argv[i + 1]) : NaN;
  if (!Number.isInteger(bigCustomerId)) throw new Error('usage: bench-rounds-cli --big-customer N');
  const ds = await openDatabase(loadConfig().database, ENTITIES);
  try {
    console.log(JSON.stringify(await seedBenchRounds(ds, bigCustomerId)));
  } finally {
    await ds.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
