#!/usr/bin/env node
// Runs every suite of the project and ends with one line "N passed, N failed" summing them all.
// API suites run twice: on the embedded SQLite and on MariaDB (TEST_DATABASE_URL, default
// mysql://root@127.0.0.1:3306/test). Set TEST_ENGINES=sqlite (or mysql) to run one engine only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const engines = (process.env.TEST_ENGINES ?? 'sqlite,mysql')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const mysqlUrl = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';

const hasFiles = (dir, pattern) => {
  if (!existsSync(dir)) return false;
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).some(
      (e) => e.name !== 'node_modules' && (e.isDirectory() ? walk(join(d, e.name)) : pattern.test(e.name)),
    );
  return walk(dir);
};

const suites = [];
for (const engine of engines) {
  suites.push({
    name: `api (${engine})`,
    cwd: 'api',
    tool: 'jest',
    env: { TEST_DB: engine, TEST_DATABASE_URL: mysqlUrl },
  });
}
for (const [name, dir] of [
  ['contracts', 'packages/contracts'],
  ['backoffice', 'backoffice'],
  ['survey-app', 'survey-app'],
]) {
  if (hasFiles(join(root, dir, 'src'), /\.(test|spec)\.tsx?$/))
    suites.push({ name, cwd: dir, tool: 'vitest', env: {} });
}
if (hasFiles(join(root, 'test'), /\.(e2e-spec|journey)\.ts$/)) {
  for (const engine of engines) {
    suites.push({
      name: `journeys (${engine})`,
      cwd: 'test',
      tool: 'jest',
      env: { TEST_DB: engine, TEST_DATABASE_URL: mysqlUrl },
    });
  }
}

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  const file = join(out, `${suite.name.replace(/\W+/g, '-')}.json`);
  const args =
    suite.tool === 'jest'
      ? ['jest', '--maxWorkers=2', '--json', `--outputFile=${file}`]
      : ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const run = spawnSync('npx', args, {
    cwd: join(root, suite.cwd),
    stdio: 'inherit',
    env: { ...process.env, ...suite.env, CI: 'true' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let p = 0;
  let f = 0;
  try {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    p = result.numPassedTests;
    f = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    // A test file that fails to load has no failed test but a failed suite: count it.
    f += (result.testResults ?? []).filter(
      (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
  } catch {
    f = 1; // the runner crashed before writing its report
  }
  if (run.status !== 0 && f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(
    `${suite.name.padEnd(22)} ${String(p).padStart(4)} passed ${String(f).padStart(4)} failed  (${seconds} s)`,
  );
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || suites.length === 0 ? 1 : 0);
