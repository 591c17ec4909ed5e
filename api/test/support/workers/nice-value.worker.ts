import { getPriority } from 'node:os';

/** A task module for worker-pool.spec.ts: the nice value of the thread that runs it (Linux: per thread). */
export default function niceValue(): number {
  return getPriority();
}
