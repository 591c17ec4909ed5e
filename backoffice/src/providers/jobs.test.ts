import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { followJob, pollDelay, type JobState } from './jobs';

const job = (state: Partial<JobState>): JobState => ({
  Id: 'job-1',
  Status: 'Running',
  Progress: 0,
  Result: null,
  Error: null,
  ...state,
});
const started = (state: Partial<JobState> = {}) => ({ status: 202, json: job(state) });

/** GET /api/Jobs/{id} answers these in turn; `null` is an answer that never arrives (the network). */
let answers: (JobState | null)[];
let reads: string[];

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  reads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url);
      const next = answers.shift();
      if (next === null || next === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets every poll the job's backoff allows happen. */
const runPolls = () => vi.advanceTimersByTimeAsync(60_000);

describe('followJob', () => {
  it('answers the body of a call the server answered at once, reading no job', async () => {
    await expect(followJob({ status: 200, json: { DocPath: '/api/files/1/r.pdf' } })).resolves.toEqual({
      DocPath: '/api/files/1/r.pdf',
    });
    expect(reads).toEqual([]);
  });

  it('follows a 202 to the end, reporting each progress read, and answers the job result', async () => {
    answers = [
      job({ Progress: 0.1 }),
      job({ Progress: 0.6 }),
      job({ Status: 'Done', Progress: 1, Result: { Rows: 3 } }),
    ];
    const progress: number[] = [];
    const result = followJob(started(), { onProgress: (fraction) => progress.push(fraction) });
    await runPolls();
    await expect(result).resolves.toEqual({ Rows: 3 });
    expect(progress).toEqual([0, 0.1, 0.6, 1]);
    expect(reads).toEqual(['/api/Jobs/job-1', '/api/Jobs/job-1', '/api/Jobs/job-1']);
  });

  it('reads again with a growing pause, up to every 2 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([250, 500, 1000, 2000, 2000, 2000]);
  });

  it("throws a failed job's error as the call without a job would have: its text, status and body", async () => {
    const error = { status: 400, title: 'Invalid workbook', errorMessage: ['Findings, row 3, Area: unknown area'] };
    answers = [job({ Status: 'Failed', Progress: 0.1, Error: error })];
    const result = followJob(started()).catch((e: unknown) => e);
    await runPolls();
    const thrown = (await result) as HttpError;
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown.status).toBe(400);
    expect(thrown.body).toEqual(error);
    expect(thrown.message).toContain('Invalid workbook');
    expect(thrown.message).toContain('Findings, row 3, Area: unknown area');
  });

  it('stops reading the job once cancelled', async () => {
    answers = [job({ Progress: 0.2 }), job({ Progress: 0.4 }), job({ Status: 'Done', Result: {} })];
    const cancel = new AbortController();
    const progress: number[] = [];
    const result = followJob(started(), { signal: cancel.signal, onProgress: (f) => progress.push(f) }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(pollDelay(0));
    expect(reads).toHaveLength(1);
    cancel.abort(new DOMException('left the page', 'AbortError'));
    await runPolls();
    expect(((await result) as DOMException).name).toBe('AbortError');
    expect(reads).toHaveLength(1);
    expect(progress).toEqual([0, 0.2]);
  });

  it('reads through a short network blip, and reports the network error when it lasts', async () => {
    answers = [null, null, job({ Status: 'Done', Result: { ok: true } })];
    const through = followJob(started());
    await runPolls();
    await expect(through).resolves.toEqual({ ok: true });

    answers = [null, null, null, null, null];
    const lasting = followJob(started()).catch((e: unknown) => e);
    await runPolls();
    expect(((await lasting) as HttpError).status).toBe(0);
  });
});
