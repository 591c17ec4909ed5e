import { HttpError } from 'react-admin';
import type { ApiErrorBody } from './records';
import { apiErrorMessage, httpJson } from './http';

/** A job as GET /api/Jobs/{id} answers it (docs/architecture.md, "Jobs"). */
export interface JobState {
  Id: string;
  Status: 'Running' | 'Done' | 'Failed';
  /** 0 to 1. */
  Progress: number;
  /** When done: the body the same call answers without a job. */
  Result: unknown;
  /** When failed: the error the same call would have answered. */
  Error: ApiErrorBody | null;
}

/** The header that asks a route offering a job to answer 202 with it at once (RFC 7240). */
export const RESPOND_ASYNC: Record<string, string> = { Prefer: 'respond-async' };

export interface FollowJobOptions {
  /** The job's progress, 0 to 1, each time it is read. */
  onProgress?: (fraction: number) => void;
  /** Stops following (the job itself goes on on the server); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
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

async function readJob(id: string, signal: AbortSignal | undefined): Promise<JobState> {
  for (let failures = 0; ; failures++) {
    try {
      return (await httpJson(`/Jobs/${encodeURIComponent(id)}`, signal ? { signal } : {})).json as JobState;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (!(error instanceof HttpError) || error.status !== 0 || failures >= NETWORK_RETRIES) throw error;
      await wait(pollDelay(failures), signal);
    }
  }
}

/**
 * The answer of a call sent with `Prefer: respond-async`, followed to its end: a 202 is a job, read with backoff
 * until it is done, and its result is answered as the call answers without a job; a failed job throws the error the
 * call would have thrown. Any other answer is the call's own (the server answered at once).
 */
export async function followJob<T>(
  started: { status: number; json: unknown },
  { onProgress, signal }: FollowJobOptions = {},
): Promise<T> {
  if (started.status !== 202) return started.json as T;
  let job = started.json as JobState;
  for (let attempt = 0; job.Status === 'Running'; attempt++) {
    onProgress?.(job.Progress);
    await wait(pollDelay(attempt), signal);
    job = await readJob(job.Id, signal);
  }
  if (job.Status === 'Failed') {
    const body = job.Error ?? undefined;
    const status = Number(body?.status) || 500;
    throw new HttpError(apiErrorMessage(body, body?.title ?? String(status)), status, body);
  }
  onProgress?.(1);
  return job.Result as T;
}
