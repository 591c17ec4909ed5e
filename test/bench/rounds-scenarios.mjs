// The two reads of rounds and benchmarks on the 2,000-inquiry population: the Trend of a ten-round series (as its customer admin, so
// every round is read from its snapshot) and the Benchmark of the big inquiry against a pool of every customer
// (as the big customer's admin); ten sequential calls each after one unmeasured call, median beside the target.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUNDS_READ_MS } from './targets.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** The series and snapshots (a population generated before rounds and benchmarks existed lacks them): added by the API's own helper. */
function ensureRounds(db, log) {
  const out = execFileSync(
    process.execPath,
    ['api/dist/database-tools/bench-rounds-cli.js', '--big-customer', String(db.ids.bigCustomerId)],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.databaseUrl,
        DATA_DIR: join(tmpdir(), `portal-bench-rounds-${process.pid}`),
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  ).toString();
  const result = JSON.parse(out.trim().split('\n').pop());
  log(`rounds: ${result.published} published inquiries with snapshots${result.added ? ' (added)' : ''}`);
}

async function median(n, call) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(n / 2)]), max: Math.round(times[n - 1]) };
}

export function roundsScenarios({ api, db, tokens, report, log }) {
  return {
    async rounds() {
      ensureRounds(db, log);
      const { ids } = db;
      // The second customer's last inquiry ends a ten-round series.
      const [last] = await db.query(
        "SELECT i.id, c.id AS customer_id FROM inquiries i INNER JOIN customers c ON c.id = i.customer_id WHERE c.name = 'Bench Customer 002' ORDER BY i.id DESC LIMIT 1",
        [],
      );
      const admin2 = await api.login('admin@bench-002.test');
      const reads = [
        ['Insights/Trend (10 rounds, snapshots)', `/Insights/Trend/${last.id}`, admin2],
        ['Insights/Benchmark (pool of 200 organisations)', `/Insights/Benchmark/${ids.bigInquiryId}`, tokens.bigAdmin],
      ];
      for (const [label, path, token] of reads) {
        const first = await api.call(path, { token });
        const detail = first.json.Rounds
          ? `${first.json.RoundsWithFigures} rounds with figures`
          : `${first.json.OrgCount} organisations, ${first.json.State}`;
        const m = await median(10, () => api.call(path, { token }));
        report(
          label,
          {
            rps: '-',
            p50: m.p50,
            p99: m.max,
            errors: 0,
            baseline: '-',
            share: `customer admin, sequential; ${detail}`,
          },
          `≤ ${ROUNDS_READ_MS} ms`,
          m.p50 <= ROUNDS_READ_MS ? 'met' : 'missed',
        );
        log(`${label}: median ${m.p50} ms, max ${m.max} ms (${detail})`);
      }
    },
  };
}
