/**
 * Gives the bench population's big inquiry (--inquiry N) its 10-value Department (seeds/large-tenant-segments.ts)
 * when a population generated before segments existed lacks it; prints the outcome as JSON. Used by test/bench/segment-scenarios.mjs.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { seedBenchSegments } from './seeds/large-tenant-segments';

async function main() {
  const i = process.argv.indexOf('--inquiry');
  const inquiryId = i > 0 ? Number(process.argv[i + 1]) : NaN;
  if (!Number.isInteger(inquiryId)) throw new Error('usage: bench-segments-cli --inquiry N');
  const ds = await openDatabase(loadConfig().database, ENTITIES);
  try {
    console.log(JSON.stringify(await seedBenchSegments(ds, inquiryId)));
  } finally {
    await ds.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
