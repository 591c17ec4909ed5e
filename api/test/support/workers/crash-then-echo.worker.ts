import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A task module for worker-pool.spec.ts: while the counter file (task.counter) holds a number above zero it
 * counts it down and fails its worker the given way; then it answers the task's value doubled.
 */
export interface FixtureTask {
  counter: string;
  how: 'exit' | 'throw' | 'memory';
  value: number;
}

export default function crashThenEcho(task: FixtureTask): number {
  const left = Number(readFileSync(task.counter, 'utf8'));
  if (left > 0) {
    writeFileSync(task.counter, String(left - 1));
    if (task.how === 'exit') process.exit(1);
    if (task.how === 'throw') throw new Error('task failed');
    // Beyond the worker's heap limit: the worker ends with ERR_WORKER_OUT_OF_MEMORY, the process lives on.
    const hold: number[][] = [];
    for (;;) hold.push(new Array(1_000_000).fill(left));
  }
  return task.value * 2;
}
