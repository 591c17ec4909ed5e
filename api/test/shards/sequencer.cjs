// Jest's test sequencer, told about the shards (shard-plan.cjs). When the run includes a shard, the specs the shards
// run are left out (else they would run twice); a run of chosen spec files (`npx jest test/x.e2e-spec.ts`) matches
// no shard and runs them as before. The shards start first: they are the longest files, and on a clean clone jest has
// no timings and would order by file size, which puts the two-line shard files last.
const Sequencer = require('@jest/test-sequencer').default;
const { isShard, shardedSpecs } = require('./shard-plan.cjs');

class ShardAwareSequencer extends Sequencer {
  sort(tests) {
    const hasShard = tests.some((test) => isShard(test.path));
    const sharded = hasShard ? new Set(shardedSpecs()) : new Set();
    const kept = tests.filter((test) => !sharded.has(test.path));
    const sorted = super.sort(kept);
    return [...sorted.filter((test) => isShard(test.path)), ...sorted.filter((test) => !isShard(test.path))];
  }
}

module.exports = ShardAwareSequencer;
