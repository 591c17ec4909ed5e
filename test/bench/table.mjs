// The bench's result: a markdown table on stdout and, with --json, the same rows in a JSON file from
// which README figures can be pasted.
import { writeFileSync } from 'node:fs';

export function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | baseline req/s | share / notes | target | result |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.baseline} | ${r.share} | ${r.target} | ${r.verdict} |`);
}

export function writeJson(file, meta, rows) {
  const table = rows.map(({ scenario, rps, p50, p99, errors, baseline, share, target, verdict }) => ({ scenario, rps, p50, p99, errors, baseline, share, target, result: verdict }));
  writeFileSync(file, `${JSON.stringify({ ...meta, date: new Date().toISOString(), rows: table }, null, 2)}\n`);
}
