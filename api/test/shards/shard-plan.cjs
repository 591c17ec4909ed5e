// Which e2e spec files run together in one jest test file (a shard), and which run on their own.
// A shard imports the app graph once for all its specs instead of once per spec (see docs/performance.md,
// "The test suite"). Shared by the shards (in the workers) and by sequencer.cjs (in jest's main process).
const { readdirSync, readFileSync } = require('node:fs');
const { basename, dirname, join, relative } = require('node:path');

const API_ROOT = join(__dirname, '..', '..');
const TEST_DIR = join(API_ROOT, 'test');
const SHARD_FILE = /^shard-(\d+)\.e2e-shard\.ts$/;

/** Specs that must have a module registry of their own, with the reason. */
const STANDALONE = {
  'test/reliability-database.e2e-spec.ts':
    'switches TEST_DB while its file loads: the specs collected after it in a shard would see the other engine',
};

/**
 * Read from the source, so a new spec that needs its own registry gets one without an entry above: jest.mock and
 * friends replace modules only for imports made after them, and a shard has imported the app before; fake timers
 * and an environment variable set while the file loads would reach the other specs of the shard.
 */
const NEEDS_OWN_REGISTRY = [
  [
    /\bjest\.(mock|doMock|unmock|setMock|resetModules|isolateModules|useFakeTimers|replaceProperty)\s*\(/,
    'replaces modules or timers',
  ],
  [/^process\.env(\.\w+|\[[^\]]+\])\s*=/m, 'sets an environment variable while its file loads'],
];

function allSpecs(dir = TEST_DIR) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...allSpecs(path));
    } else if (entry.name.endsWith('.e2e-spec.ts')) found.push(path);
  }
  return found.sort();
}

/** Why the spec at this absolute path runs on its own, or undefined when a shard runs it. */
function standaloneReason(path) {
  const name = relative(API_ROOT, path);
  if (STANDALONE[name]) return STANDALONE[name];
  const source = readFileSync(path, 'utf8');
  return NEEDS_OWN_REGISTRY.find(([pattern]) => pattern.test(source))?.[1];
}

/** The number of shard files; they must be numbered 0 to count - 1, or some specs would run in none. */
function shardCount() {
  const numbers = readdirSync(__dirname)
    .map((name) => SHARD_FILE.exec(name)?.[1])
    .filter((n) => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i))
    throw new Error(`test/shards: shard files must be numbered 0 to ${numbers.length - 1}`);
  return numbers.length;
}

/** The specs the shards run, in a stable order; spec number i goes to shard i mod the number of shard files. */
function shardedSpecs() {
  return allSpecs().filter((path) => standaloneReason(path) === undefined);
}

/** The absolute paths of the specs of the shard file at this path. */
function specsOfShard(shardFile) {
  const match = isShard(shardFile) && SHARD_FILE.exec(basename(shardFile));
  if (!match) throw new Error(`${shardFile} is not named shard-<n>.e2e-shard.ts`);
  const count = shardCount();
  return shardedSpecs().filter((_, i) => i % count === Number(match[1]));
}

const isShard = (path) => dirname(path) === __dirname && SHARD_FILE.test(basename(path));

module.exports = { API_ROOT, allSpecs, standaloneReason, shardedSpecs, specsOfShard, isShard };
