import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The task module as a path without extension: its compiled .js beside this file's, or its .ts under the specs. */
  module: string;
  /** The module's export that runs a task. */
  name?: string;
  /** Threads at most; by default one fewer than the machine's cores (at least one), so the request thread keeps one. */
  maxThreads?: number;
  /** Heap of one worker (MB): a task that needs more ends its worker (ERR_WORKER_OUT_OF_MEMORY), not the API. */
  maxHeapMb: number;
  /** Idle workers end after this long (ms): what a worker holds (a language model) is given back. */
  idleTimeoutMs?: number;
  /** How many times a failed task is run again (a new worker replaces one that crashed). */
  retries?: number;
  /**
   * Added to the workers' nice value on Linux, where it is per thread: when the cores are busy the request thread
   * is scheduled first, so the work in the pool slows down rather than the answers. 10 by default. Elsewhere nice
   * would lower the whole process, so it is left alone.
   */
  niceIncrement?: number;
}

/** A task that failed on every attempt: its worker crashed, ran out of memory or threw. */
export class WorkerTaskFailed extends Error {
  constructor(
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`Worker task failed after ${attempts} attempts: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

/** Where a worker starts: the compiled task module, or the source runner with the .ts module to compile. */
export function workerEntry(module: string): { filename: string; workerData?: { source: string } } {
  const fromSource = __filename.endsWith('.ts');
  if (!fromSource && existsSync(`${module}.js`)) return { filename: `${module}.js` };
  if (fromSource && existsSync(`${module}.ts`))
    return { filename: join(__dirname, 'run-ts-source.cjs'), workerData: { source: `${module}.ts` } };
  throw new Error(`No worker module ${module}${fromSource ? '.ts' : '.js'}`);
}

/**
 * CPU-bound work off the request thread: a piscina pool of worker threads, bounded in threads and per-worker
 * heap, started on the first task (a process that never runs one starts no thread) and queueing tasks beyond
 * its threads. A task whose worker fails is run again (`retries`), then rejected with WorkerTaskFailed; the
 * pool keeps serving the next tasks. Inputs and results are copied between threads (structured clone).
 */
export class WorkerPool<In, Out> {
  private pool: Piscina | undefined;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  get threads(): number {
    return this.options.maxThreads ?? defaultThreads();
  }

  /** Runs the task on a worker; `signal` takes it off the queue (or ends its worker) when the caller gives up. */
  async run(task: In, signal?: AbortSignal): Promise<Out> {
    const attempts = 1 + (this.options.retries ?? 1);
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (this.closed) throw new WorkerTaskFailed(attempt - 1, new Error('The worker pool is closed'));
      signal?.throwIfAborted();
      try {
        return (await this.piscina().run(task, { signal })) as Out;
      } catch (error) {
        if (signal?.aborted) throw error;
        last = error;
      }
    }
    throw new WorkerTaskFailed(attempts, last);
  }

  /** Ends the workers; tasks still queued or running are rejected. */
  async destroy(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private piscina(): Piscina {
    if (this.pool) return this.pool;
    const entry = workerEntry(this.options.module);
    this.pool = new Piscina({
      filename: entry.filename,
      workerData: entry.workerData,
      name: this.options.name ?? 'default',
      minThreads: 0,
      maxThreads: this.threads,
      // One task per thread at a time: a CPU-bound task gains nothing from sharing a thread.
      concurrentTasksPerWorker: 1,
      idleTimeout: this.options.idleTimeoutMs ?? 60_000,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
      niceIncrement: process.platform === 'linux' ? (this.options.niceIncrement ?? 10) : 0,
    });
    return this.pool;
  }
}
