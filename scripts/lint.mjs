#!/usr/bin/env node
// Lints every workspace, or those named (`node scripts/lint.mjs api survey-app`): ESLint with the root config, then
// Prettier's check. One process for all of them, both with their caches, so a run after a small change takes seconds.
// Prints the problems and one line per workspace; exits 1 when any workspace has one.
// `--json <file>` also writes [{ name, eslint, prettier }] (problem counts) for scripts/run-tests.mjs.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const WORKSPACES = {
  contracts: 'packages/contracts',
  api: 'api',
  backoffice: 'backoffice',
  'survey-app': 'survey-app',
  test: 'test',
};

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const names = args.length ? args : Object.keys(WORKSPACES);
const unknown = names.filter((n) => !WORKSPACES[n]);
if (unknown.length) {
  console.error(`Unknown workspace ${unknown.join(', ')}; known: ${Object.keys(WORKSPACES).join(', ')}`);
  process.exit(2);
}
const dirs = names.map((n) => WORKSPACES[n]);
const workspaceOf = (path) => names.find((n) => (relative(root, path) + sep).startsWith(WORKSPACES[n] + sep));

// Prettier runs in its own process while ESLint lints in this one.
const prettierRun = new Promise((resolve) => {
  const child = spawn(join(root, 'node_modules/.bin/prettier'), ['--list-different', '--cache', ...dirs], {
    cwd: root,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('close', (status) => resolve({ status, stdout, stderr }));
});

const eslint = new ESLint({
  cwd: root,
  cache: true,
  cacheLocation: join(root, 'node_modules/.cache/eslint/'),
  cacheStrategy: 'content',
});
const results = await eslint.lintFiles(dirs);
const withProblems = results.filter((r) => r.errorCount + r.warningCount > 0);
if (withProblems.length) console.log((await eslint.loadFormatter('stylish')).format(withProblems));

const prettier = await prettierRun;
// --list-different exits 1 when it lists a file; anything else is Prettier failing.
if (prettier.status !== 0 && prettier.status !== 1) {
  console.error(prettier.stderr);
  process.exit(2);
}
const unformatted = prettier.stdout.split('\n').filter(Boolean);
if (unformatted.length) console.log(`Not formatted by Prettier:\n  ${unformatted.join('\n  ')}\n`);

const summary = names.map((name) => ({
  name,
  // Warnings count: the lint passes only when nothing is reported.
  eslint: withProblems
    .filter((r) => workspaceOf(r.filePath) === name)
    .reduce((n, r) => n + r.errorCount + r.warningCount, 0),
  prettier: unformatted.filter((path) => workspaceOf(join(root, path)) === name).length,
}));
for (const { name, eslint: e, prettier: p } of summary)
  console.log(`${name.padEnd(12)} ${e + p === 0 ? 'clean' : `${e} eslint problems, ${p} files not formatted`}`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(summary));
process.exit(summary.some((s) => s.eslint + s.prettier > 0) ? 1 : 0);
