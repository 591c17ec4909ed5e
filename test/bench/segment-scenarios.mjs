// The segments bench's two figures: the heatmap of the big inquiry by a 10-value attribute (ten sequential calls,
// median beside the target) and a 50,000-row People import (its time and the API's peak RSS during it).
import { execFileSync } from 'node:child_process';
import { openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPeak, rssOf } from './memory.mjs';
import { HEATMAP_MS, PEOPLE_IMPORT } from './targets.mjs';

const root = new URL('../..', import.meta.url).pathname;
const IMPORT_ROWS = 50_000;

/** The big inquiry's Department (a population generated before segments existed lacks it): added by the API's own helper. */
function ensureSegments(db, log) {
  const out = execFileSync(
    process.execPath,
    ['api/dist/database-tools/bench-segments-cli.js', '--inquiry', String(db.ids.bigInquiryId)],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.databaseUrl,
        DATA_DIR: join(tmpdir(), `portal-bench-seg-${process.pid}`),
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  ).toString();
  const result = JSON.parse(out.trim().split('\n').pop());
  if (result.added) log('big inquiry: Department (10 values) added to its respondents');
}

function peopleCsv(file) {
  const departments = [
    'Sales',
    'Operations',
    'Finance',
    'HR',
    'IT',
    'Legal',
    'Marketing',
    'Support',
    'Research',
    'Logistics',
  ];
  const lines = ['Email,FirstName,LastName,Department,Location,Tenure'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(
      `person${i + 1}@bench-import.test,First${i + 1},Last${i + 1},${departments[i % 10]},City ${i % 25},${i % 30} years`,
    );
  writeFileSync(file, lines.join('\n') + '\n');
}

export function segmentScenarios({ api, db, tokens, report, log }) {
  const { ids } = db;
  return {
    async heatmap() {
      ensureSegments(db, log);
      // The API answers the super admin live: group sizes, cross-attribute overlaps and per-group totals of 5,000 forms.
      await api.call(`/Insights/Heatmap/${ids.bigInquiryId}?by=Department`, { token: tokens.operator });
      const times = [];
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        await api.call(`/Insights/Heatmap/${ids.bigInquiryId}?by=Department`, { token: tokens.operator });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const median = times[5];
      report(
        'heatmap by a 10-value attribute (5,000 respondents)',
        {
          rps: '-',
          p50: Math.round(median),
          p99: Math.round(times[9]),
          errors: 0,
          baseline: '-',
          share: 'super admin, live',
        },
        `≤ ${HEATMAP_MS} ms`,
        median <= HEATMAP_MS ? 'met' : 'missed',
      );
      log(`heatmap median ${Math.round(median)} ms, max ${Math.round(times[9])} ms`);
    },

    async peopleimport() {
      const file = join(tmpdir(), `portal-bench-people-${process.pid}.csv`);
      peopleCsv(file);
      try {
        // Every row a new person (an earlier run's import removed), on a fresh API so the peak RSS is the import's own.
        await db.query('DELETE FROM person_attributes WHERE customer_id = ?', [ids.bigCustomerId]);
        await db.query('DELETE FROM people WHERE customer_id = ?', [ids.bigCustomerId]);
        await api.restart();
        const admin = await api.login(`admin@${ids.bigDomain}`);
        const body = new FormData();
        body.append('File', await openAsBlob(file, { type: 'text/csv' }), 'people.csv');
        const before = rssOf(api.pid);
        const ownPeak = resetPeak(api.pid);
        const t = performance.now();
        const res = await fetch(`${api.url}/api/People/Import?dryRun=false`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${admin}` },
          body,
        });
        const seconds = (performance.now() - t) / 1000;
        const json = await res.json();
        if (!res.ok) throw new Error(`People import: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
        const after = rssOf(api.pid);
        const peak = `peak RSS ${after.hwm} MB${ownPeak ? ` (from ${before.rss} MB)` : ' (process lifetime)'}`;
        const ok = seconds <= PEOPLE_IMPORT.seconds && after.hwm - before.rss <= PEOPLE_IMPORT.rssGrowthMb;
        report(
          `People import (${IMPORT_ROWS.toLocaleString('en')} rows CSV)`,
          {
            rps: `${Math.round(IMPORT_ROWS / seconds)} rows/s`,
            p50: Math.round(seconds * 1000),
            p99: '-',
            errors: 0,
            baseline: '-',
            share: `${json.Created} created, ${json.Updated} updated, ${json.Unchanged} unchanged; ${peak}`,
          },
          `≤ ${PEOPLE_IMPORT.seconds} s, RSS growth ≤ ${PEOPLE_IMPORT.rssGrowthMb} MB`,
          ok ? 'met' : 'missed',
        );
        log(
          `people import: ${IMPORT_ROWS} rows in ${seconds.toFixed(1)} s (${json.Created} created, ${json.Updated} updated, ${json.Unchanged} unchanged), RSS ${before.rss} → ${after.rss} MB, ${peak}`,
        );
      } finally {
        rmSync(file, { force: true });
      }
    },
  };
}
