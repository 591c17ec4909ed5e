/**
 * Starts the launch-day bench inquiry over (seeds/launch-seed.ts): `--invites N` invitees without an account, the
 * secret of each link derived from `--secret S`; prints { organisation, customerId, inquiryId, inquiryTypeId,
 * invites } as JSON. Needs the bench population (large-tenant-cli) for its question set. Used by
 * test/bench/launch-scenarios.mjs.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { seedLaunch } from './seeds/launch-seed';

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const invites = Number(arg('--invites'));
  const secret = arg('--secret');
  if (!Number.isInteger(invites) || invites < 1 || !secret)
    throw new Error('usage: bench-launch-cli --invites N --secret S');
  const ds = await openDatabase(loadConfig().database, ENTITIES);
  try {
    console.log(JSON.stringify(await seedLaunch(ds, invites, secret)));
  } finally {
    await ds.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
