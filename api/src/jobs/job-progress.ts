import { AsyncLocalStorage } from 'node:async_hooks';

/** What a running job lets its work tell: how far it is. */
export interface JobProgressSink {
  progress(fraction: number): void;
}

const current = new AsyncLocalStorage<JobProgressSink>();

/** Runs work as a job's: reportJobProgress inside it reaches `sink`. */
export function runAsJob<T>(sink: JobProgressSink, work: () => Promise<T>): Promise<T> {
  return current.run(sink, work);
}

/**
 * How far the heavy work under way is, from 0 to 1: the job that runs it shows it to the apps. Nothing happens when
 * the same work runs inside an ordinary request, so services call it without knowing how they were started.
 */
export function reportJobProgress(fraction: number): void {
  current.getStore()?.progress(fraction);
}
