/**
 * Adds the comments bench inquiry (seeds/bench-comments-seed.ts: 25,000 completed forms, 50,000 comments) to the
 * big bench customer (--customer N) unless it is there; prints { inquiryId, forms, comments, added } as JSON.
 * With --essays: the inquiry of 100 forms × 20 open questions × 5,000 characters instead, its stored analysis
 * removed so the next read analyses it. Used by test/bench/comment-scenarios.mjs.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseUnavailableError, openDatabase } from '../database/open-database';
import { ENTITIES } from '../entities';
import { seedBenchCommentEssays, seedBenchComments } from './seeds/bench-comments-seed';

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : NaN;
  };
  const customerId = arg('--customer');
  const forms = arg('--forms');
  if (!Number.isInteger(customerId))
    throw new Error('usage: bench-comments-cli --customer N [--forms 25000 | --essays]');
  const ds = await openDatabase(loadConfig().database, ENTITIES);
  try {
    const result = process.argv.includes('--essays')
      ? await seedBenchCommentEssays(ds, customerId)
      : await seedBenchComments(ds, customerId, Number.isInteger(forms) ? forms : undefined);
    console.log(JSON.stringify(result));
  } finally {
    await ds.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseUnavailableError ? err.message : err);
  process.exit(1);
});
