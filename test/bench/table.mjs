// The bench's result: a markdown table on stdout and, with --json, the same rows in a JSON file from
// which docs/performance.md figures can be pasted. Each row names the engine it was measured on (- where none is
// involved: framework floors, bundles).
import { writeFileSync } from 'node:fs';

// A scenario measured on both engines shows as two adjacent rows, in the order scenarios first ran.
function byScenario(rows) {
  const first = new Map();
  rows.forEach((r, i) => first.has(r.scenario) || first.set(r.scenario, i));
  return rows
    .map((r, i) => [first.get(r.scenario), i, r])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, , r]) => r);
}

export function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log(
    '| scenario | engine | req/s | p50 ms | p99 ms | errors | baseline req/s | share / notes | target | result |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of byScenario(rows))
    console.log(
      `| ${r.scenario} | ${r.engine} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.baseline} | ${r.share} | ${r.target} | ${r.verdict} |`,
    );
}

export function writeJson(file, meta, rows) {
  const table = rows.map(({ scenario, engine, rps, p50, p99, errors, baseline, share, target, verdict }) => ({
    scenario,
    engine,
    rps,
    p50,
    p99,
    errors,
    baseline,
    share,
    target,
    result: verdict,
  }));
  writeFileSync(file, `${JSON.stringify({ ...meta, date: new Date().toISOString(), rows: table }, null, 2)}\n`);
}
