/** A task module for worker-pool.spec.ts: keeps its thread busy for `ms` (no awaiting) and answers its thread id. */
import { threadId } from 'node:worker_threads';

export default function busy({ ms }: { ms: number }): number {
  const until = Date.now() + ms;
  while (Date.now() < until);
  return threadId;
}
