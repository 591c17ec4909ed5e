// What the stack can do at best on this machine, on the bytes of the /Customer page: node:http, a
// minimal Express app, and an empty-handler NestJS app on the Express and on the Fastify adapter (no
// guard, pipe or database). Measured once per run (no engine is involved); each row also says what
// share of it the API's /Customer page reached on each engine.
import { percent } from './load.mjs';
import { ms, statusNote } from './read-scenarios.mjs';

const SERVERS = [
  ['baseline-server.mjs'],
  ['express-floor.cjs'],
  ['nest-floor.cjs', 'express'],
  ['nest-floor.cjs', 'fastify'],
];

export async function floors({ bytes, measure, report, log, customerByEngine }) {
  const measured = [];
  for (const [script, ...args] of SERVERS) {
    try {
      measured.push(await measure.measureServer(script, bytes, args));
    } catch (err) {
      log(`floor ${script} ${args.join(' ')}: could not start (${err.message.split('\n')[0]})`);
      report(
        `floor: ${script} ${args.join(' ')}`.trim(),
        {
          rps: '-',
          p50: '-',
          p99: '-',
          errors: '-',
          baseline: '-',
          share: 'could not start (is its package installed?)',
        },
        'reference: ceiling of the framework',
        '-',
      );
    }
  }
  const ceiling = measured[0]?.rps;
  for (const f of measured) {
    const ofApi =
      f === measured[0]
        ? []
        : Object.entries(customerByEngine).map(
            ([engine, m]) => `API /Customer page 20 on ${engine} is ${percent(m.rps, f.rps)} of it`,
          );
    const notes = [percent(f.rps, ceiling), ...ofApi].join('; ') + statusNote(f);
    report(
      `floor: ${f.name}, /Customer bytes`,
      { rps: f.rps, p50: f.p50, p99: f.p99, errors: f.errors, baseline: ceiling, share: notes },
      'reference: ceiling of the framework',
      '-',
    );
    log(
      `floor ${f.name}: ${f.rps} req/s (${percent(f.rps, ceiling)} of node:http), p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`,
    );
  }
}

/**
 * The /Customer read's own work (token check, session check, count and page on the engine's database)
 * on bare Fastify without Nest (work-floor.cjs), beside the node:http ceiling of the same bytes: what
 * any framework could reach with that database work here. Measured per engine, after the API's reads.
 */
export async function workFloor({ databaseUrl, bytes, api, measure, report, log }) {
  let f;
  try {
    f = await measure.measureServer('work-floor.cjs', bytes, [databaseUrl]);
  } catch (err) {
    log(`work floor: could not start (${err.message.split('\n')[0]})`);
    return;
  }
  const ceiling = await measure.ceilingOf('GET /Customer page 20', bytes);
  const notes =
    [percent(f.rps, ceiling.rps), api ? `API /Customer page 20 is ${percent(api.rps, f.rps)} of it` : null]
      .filter(Boolean)
      .join('; ') + statusNote(f);
  report(
    `floor: ${f.name} (no Nest), /Customer page 20`,
    { rps: f.rps, p50: f.p50, p99: f.p99, errors: f.errors, baseline: ceiling.rps, share: notes },
    "reference: the read's work without the framework",
    '-',
  );
  log(
    `work floor ${f.name}: ${f.rps} req/s (${percent(f.rps, ceiling.rps)} of node:http), p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, errors ${f.errors}`,
  );
}
