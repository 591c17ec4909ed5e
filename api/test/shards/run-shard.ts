import { relative } from 'node:path';
import { API_ROOT, specsOfShard } from './shard-plan.cjs';

/**
 * Runs the specs of one shard file in this one jest test file, so the app graph is imported once for all of them.
 * Each spec keeps its own hooks (its beforeAll copies its own database) inside a describe named by its path, which
 * starts the full name of each of its tests. A spec that fails to load fails one test under its name; the rest run.
 */
export function runShard(shardFile: string): void {
  for (const spec of specsOfShard(shardFile)) {
    describe(relative(API_ROOT, spec), () => {
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest's require, so the spec runs in this registry
        require(spec);
      } catch (error) {
        test('loads', () => {
          throw error;
        });
      }
      // What a spec may leave behind in the registry it shares: spies, mocks and fake timers.
      afterAll(() => {
        jest.restoreAllMocks();
        jest.useRealTimers();
      });
    });
  }
}
