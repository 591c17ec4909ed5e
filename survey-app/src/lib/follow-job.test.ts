import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '../test/render';
import { ApiError } from './api-client';
import { pollDelay, requestAsJob, type JobState } from './follow-job';
import { subscribeToasts, type Toast } from './toast';

const job = (state: Partial<JobState>): JobState => ({
  Id: 'job-1',
  Status: 'Running',
  Progress: 0,
  Result: null,
  Error: null,
  ...state,
});

/** The answers in turn: the first to the call itself, then to each read of the job; `null` never arrives. */
let answers: (Response | null)[];
let calls: { url: string; prefer: string | undefined }[];
/** Every toast shown (they go away on their own while the timers run). */
let toasts: Toast[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  signIn('CustomerAdmin');
  answers = [];
  calls = [];
  toasts = [];
  unsubscribe = subscribeToasts((shown) => {
    for (const toast of shown) if (!toasts.some((seen) => seen.id === toast.id)) toasts.push(toast);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, prefer: (init.headers as Record<string, string>).Prefer });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    }),
  );
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const runPolls = () => vi.advanceTimersByTimeAsync(60_000);

describe('requestAsJob', () => {
  it('asks for a job and answers the body of a call the server answered at once', async () => {
    answers = [jsonResponse({ DocPath: '/api/files/1/r.pdf' })];
    await expect(requestAsJob('/PDFReport/ExportData/5')).resolves.toEqual({ DocPath: '/api/files/1/r.pdf' });
    expect(calls).toEqual([{ url: '/api/PDFReport/ExportData/5', prefer: 'respond-async' }]);
  });

  it('follows a 202 to its end with a growing pause, reporting progress, and answers the job result', async () => {
    answers = [
      jsonResponse(job({}), 202),
      jsonResponse(job({ Progress: 0.4 })),
      jsonResponse(job({ Progress: 0.8 })),
      jsonResponse(job({ Status: 'Done', Progress: 1, Result: { DocPath: '/api/files/2/r.pdf' } })),
    ];
    const progress: number[] = [];
    const result = requestAsJob('/CustomerReport/Pdf/5', { onProgress: (f) => progress.push(f) });
    await runPolls();
    await expect(result).resolves.toEqual({ DocPath: '/api/files/2/r.pdf' });
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/CustomerReport/Pdf/5',
      '/api/Jobs/job-1',
      '/api/Jobs/job-1',
      '/api/Jobs/job-1',
    ]);
    expect([0, 1, 2, 3, 9].map(pollDelay)).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it("shows a failed job's error as the call's own error toast and throws it as its ApiError", async () => {
    const error = { status: 409, title: 'Results not published', errorMessage: ['Not published yet.'] };
    answers = [jsonResponse(job({}), 202), jsonResponse(job({ Status: 'Failed', Progress: 0.1, Error: error }))];
    const result = requestAsJob('/CustomerReport/Figures/5').catch((e: unknown) => e);
    await runPolls();
    const thrown = (await result) as ApiError;
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 409, title: 'Results not published', errorMessage: ['Not published yet.'] });
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      title: 'Results not published',
      lines: ['Not published yet.'],
    });
  });

  it('stops reading the job once cancelled, without a toast', async () => {
    answers = [jsonResponse(job({}), 202), jsonResponse(job({ Progress: 0.3 })), jsonResponse(job({ Progress: 0.6 }))];
    const cancel = new AbortController();
    const progress: number[] = [];
    const result = requestAsJob('/PDFReport/ExportData/5', {
      signal: cancel.signal,
      onProgress: (f) => progress.push(f),
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(pollDelay(0));
    expect(calls).toHaveLength(2);
    cancel.abort(new DOMException('left the page', 'AbortError'));
    await runPolls();
    expect(((await result) as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(2);
    expect(progress).toEqual([0, 0.3]);
    expect(toasts).toEqual([]);
  });

  it('reads through a short network blip quietly, and reports the network error when it lasts', async () => {
    answers = [jsonResponse(job({}), 202), null, null, jsonResponse(job({ Status: 'Done', Result: { ok: 1 } }))];
    const through = requestAsJob('/PDFReport/ExportData/5');
    await runPolls();
    await expect(through).resolves.toEqual({ ok: 1 });
    expect(toasts).toEqual([]);

    answers = [jsonResponse(job({}), 202)];
    const lasting = requestAsJob('/PDFReport/ExportData/5').catch((e: unknown) => e);
    await runPolls();
    expect(((await lasting) as ApiError).status).toBe(0);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error' });
  });
});
