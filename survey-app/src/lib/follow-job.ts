// Heavy calls (reports, workbooks) run as jobs on the server: asked with Prefer: respond-async, answered 202 at once
// with the job, which is read at GET /api/Jobs/{id} until it ends (docs/architecture.md, "Jobs").
import type { ErrorBodyDto } from '@portal/contracts';
import { ApiError, apiRequest, apiSend, failWith, type RequestOptions } from './api-client';

/** A job as GET /api/Jobs/{id} answers it. */
export interface JobState {
  Id: string;
  Status: 'Running' | 'Done' | 'Failed';
  /** 0 to 1. */
  Progress: number;
  /** When done: the body the same call answers without a job. */
  Result: unknown;
  /** When failed: the error the same call would have answered. */
  Error: ErrorBodyDto | null;
}

export interface JobRequestOptions extends Omit<RequestOptions, 'prefer' | 'onUploadProgress'> {
  /** The job's progress, 0 to 1, each time it is read. */
  onProgress?: (fraction: number) => void;
}

/** Short jobs end within a second, so the first reads come quickly; a long one is read every 2 s. */
export function pollDelay(attempt: number): number {
  return Math.min(2_000, 250 * 2 ** attempt);
}

/** A few unanswered reads in a row are a passing network blip; more are reported as the network error. */
const NETWORK_RETRIES = 3;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

async function readJob(id: string, options: RequestOptions): Promise<JobState> {
  for (let failures = 0; ; failures++) {
    const last = failures >= NETWORK_RETRIES;
    try {
      return await apiRequest<JobState>(`/Jobs/${encodeURIComponent(id)}`, {
        signal: options.signal,
        silent: options.silent,
        quietOffline: options.quietOffline || !last,
      });
    } catch (error) {
      if (last || !(error instanceof ApiError) || error.status !== 0) throw error;
      await wait(pollDelay(failures), options.signal);
    }
  }
}

/**
 * A call that may run as a job, followed to its end: it answers what the call answers without a job, and a failed
 * job shows and throws the error the call would have (the same toast, the same ApiError). `signal` stops following
 * (the job itself goes on on the server); the promise then rejects with the signal's reason.
 */
export async function requestAsJob<T>(path: string, options: JobRequestOptions = {}): Promise<T> {
  const { onProgress, ...request } = options;
  const started = await apiSend<unknown>(path, { ...request, prefer: 'respond-async' });
  // A server that answered at once.
  if (started.status !== 202) return started.data as T;
  let job = started.data as JobState;
  for (let attempt = 0; job.Status === 'Running'; attempt++) {
    onProgress?.(job.Progress);
    await wait(pollDelay(attempt), request.signal);
    job = await readJob(job.Id, request);
  }
  if (job.Status === 'Failed') failWith(Number(job.Error?.status) || 500, '', job.Error, request);
  onProgress?.(1);
  return job.Result as T;
}
