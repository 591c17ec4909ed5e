#!/usr/bin/env node
// Runs every suite of the project and ends with one line "N passed, N failed" summing them all.
// API suites run twice: on the embedded SQLite and on MariaDB (TEST_DATABASE_URL, default
// mysql://root@127.0.0.1:3306/test). Set TEST_ENGINES=sqlite (or mysql) to run one engine only.
// Two lanes take suites from one queue, the longest first, so neither idles while work is left; the journeys wait
// for the portal build (see docs/performance.md, "The test suite"). TEST_LANES=1 runs one suite at a time.
// Each suite's output is printed whole when it ends, so two suites never interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const engines = (process.env.TEST_ENGINES ?? 'sqlite,mysql')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const mysqlUrl = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';
const serial = process.env.TEST_LANES === '1';

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
    weight: 350,
    env: { TEST_DB: engine, TEST_DATABASE_URL: mysqlUrl },
  });
}
for (const [name, dir, weight] of [
  ['contracts', 'packages/contracts', 20],
  ['backoffice', 'backoffice', 150],
  ['survey-app', 'survey-app', 80],
]) {
  if (hasFiles(join(root, dir, 'src'), /\.(test|spec)\.tsx?$/))
    suites.push({ name, cwd: dir, tool: 'vitest', weight, env: {} });
}
if (hasFiles(join(root, 'test'), /\.(e2e-spec|journey)\.ts$/)) {
  for (const engine of engines) {
    suites.push({
      name: `journeys (${engine})`,
      cwd: 'test',
      tool: 'jest',
      needsBuild: true,
      // The first journeys suite heads the queue: it starts the build.
      weight: 550 + (engine === engines[0] ? 100 : 0),
      // Built once below for both engines; the journeys' globalSetup would otherwise rebuild for each.
      env: { TEST_DB: engine, TEST_DATABASE_URL: mysqlUrl, PORTAL_PREBUILT: '1' },
    });
  }
}

/** Runs a command with its output going to a log file; resolves with the exit code and the log. */
function runLogged(name, command, args, cwd, env) {
  const log = join(out, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: join(root, cwd), stdio: ['ignore', fd, fd], env });
    child.on('error', () => resolve({ status: 1, log }));
    child.on('close', (status) => resolve({ status, log }));
  }).finally(() => closeSync(fd));
}

const printLog = (title, log) => {
  console.log(`\n=== ${title} ===`);
  process.stdout.write(readFileSync(log, 'utf8'));
};

let built; // the portal build's outcome (a promise), once a suite has asked for it
let buildDone = false;
async function buildPortal() {
  const started = Date.now();
  const { status, log } = await runLogged('build', 'npm', ['run', 'build'], '.', { ...process.env, CI: 'true' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  printLog(`build (${seconds} s)`, log);
  buildDone = true;
  return { ok: status === 0, line: `${'build'.padEnd(22)} ${status === 0 ? 'ok' : 'failed'}  (${seconds} s)` };
}

async function runSuite(suite) {
  const file = join(out, `${suite.name.replace(/\W+/g, '-')}.json`);
  if (suite.needsBuild) {
    built ??= buildPortal();
    if (!(await built).ok) return { p: 0, f: 1, seconds: '0', note: ' not run: the build failed', failures: [] };
  }
  const args =
    suite.tool === 'jest'
      ? ['jest', '--maxWorkers=2', '--json', `--outputFile=${file}`]
      : ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  console.log(`\n[started] ${suite.name}`);
  const started = Date.now();
  const run = await runLogged(suite.name, 'npx', args, suite.cwd, { ...process.env, ...suite.env, CI: 'true' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  printLog(`${suite.name} (${seconds} s)`, run.log);
  let p = 0;
  let f;
  let failures = [];
  try {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    p = result.numPassedTests;
    f = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    // A test file that fails to load has no failed test but a failed suite: count it.
    f += (result.testResults ?? []).filter(
      (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    failures = failuresOf(result, join(root, suite.cwd));
  } catch {
    f = 1; // the runner crashed before writing its report
  }
  if (run.status !== 0 && f === 0) f = 1;
  return { p, f, seconds, note: '', failures };
}

// Each failed test (or test file that did not load) named with the first lines of its message, so the end of a long
// CI log says what failed without searching the suite's output above.
function failuresOf(result, cwd) {
  const firstLines = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 4)
      .map((line) => `      ${line.slice(0, 200)}`);
  const named = [];
  for (const file of result.testResults ?? []) {
    const where = relative(cwd, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests) {
      named.push([`  ${where} › ${test.fullName ?? test.title}`, ...firstLines((test.failureMessages ?? [])[0])]);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      named.push([`  ${where} (the file did not run)`, ...firstLines(file.message)]);
    }
  }
  return named.map((lines) => lines.join('\n'));
}

// ESLint and Prettier over every workspace, cached, so seconds after a small change. One passed per clean workspace,
// one failed per workspace with a problem.
async function runLint() {
  const file = join(out, 'lint.json');
  const started = Date.now();
  const { log } = await runLogged('lint', 'node', ['scripts/lint.mjs', '--json', file], '.', process.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  printLog(`lint (${seconds} s)`, log);
  // Without a summary the linter crashed before writing it: one failure.
  const workspaces = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const f = workspaces ? workspaces.filter((w) => w.eslint + w.prettier > 0).length : 1;
  const p = workspaces ? workspaces.length - f : 0;
  return {
    p,
    f,
    line: `${'lint'.padEnd(22)} ${String(p).padStart(4)} passed ${String(f).padStart(4)} failed  (${seconds} s)`,
  };
}
// Lint starts with the lanes (one core for under a minute on a clean clone) rather than holding them back.
const wallStart = Date.now();
const linted = serial ? await runLint() : runLint();

// The queue, longest first (weights: seconds measured on a 2-core machine, see docs/performance.md): each lane takes
// the next suite when its last one ends, so the short unit suites fill whichever lane frees first.
// A lane does not wait for a build the other lane is running while a suite that needs none is left.
const queue = [...suites].sort((a, b) => b.weight - a.weight);
const next = () => {
  const ready = queue.findIndex((s) => !s.needsBuild || !built || buildDone);
  return queue.splice(ready >= 0 ? ready : 0, 1)[0];
};
const results = new Map();
await Promise.all(
  Array.from({ length: serial ? 1 : 2 }, async () => {
    for (let suite = next(); suite; suite = next()) results.set(suite, await runSuite(suite));
  }),
);

let passed = 0;
let failed = 0;
const lint = await linted;
const failures = suites.flatMap((suite) => results.get(suite).failures.map((text) => `[${suite.name}]\n${text}`));
if (failures.length > 0) console.log(`\n=== failed tests ===\n${failures.join('\n')}`);
console.log('\n=== summary ===');
console.log(lint.line);
passed += lint.p;
failed += lint.f;
if (built) console.log((await built).line);
for (const suite of suites) {
  const { p, f, seconds, note } = results.get(suite);
  passed += p;
  failed += f;
  console.log(
    `${suite.name.padEnd(22)} ${String(p).padStart(4)} passed ${String(f).padStart(4)} failed  (${seconds} s)${note}`,
  );
}
console.log(
  `(${((Date.now() - wallStart) / 1000).toFixed(0)} s in all, ${serial ? 'one suite at a time' : 'two lanes'})`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || suites.length === 0 ? 1 : 0);
