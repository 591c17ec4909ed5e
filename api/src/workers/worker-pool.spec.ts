import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultThreads, WorkerPool, WorkerTaskFailed, workerEntry } from './worker-pool';

const FIXTURES = join(__dirname, '..', '..', 'test', 'support', 'workers');

describe('WorkerPool', () => {
  let dir: string;
  const pools: WorkerPool<unknown, unknown>[] = [];
  const pool = <In, Out>(
    module: string,
    options: { maxThreads?: number; retries?: number; maxHeapMb?: number; niceIncrement?: number } = {},
  ) => {
    const p = new WorkerPool<In, Out>({ module: join(FIXTURES, module), maxHeapMb: 64, ...options });
    pools.push(p as WorkerPool<unknown, unknown>);
    return p;
  };
  const counter = (n: number) => {
    const file = join(dir, `counter-${Math.random()}`);
    writeFileSync(file, String(n));
    return file;
  };

  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'worker-pool-'))));
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.destroy()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the TypeScript task module under the specs and the compiled one in the build', () => {
    expect(workerEntry(join(FIXTURES, 'crash-then-echo.worker'))).toEqual({
      filename: join(__dirname, 'run-ts-source.cjs'),
      workerData: { source: join(FIXTURES, 'crash-then-echo.worker.ts') },
    });
    expect(() => workerEntry(join(FIXTURES, 'missing'))).toThrow('No worker module');
  });

  it('takes one thread fewer than the cores, at least one', () => {
    expect(defaultThreads()).toBeGreaterThanOrEqual(1);
    expect(pool('threads-busy.worker').threads).toBe(defaultThreads());
  });

  it.each(['exit', 'throw', 'memory'] as const)(
    'runs a task again once when its worker fails (%s), on a worker that replaces it',
    async (how) => {
      const file = counter(1);
      const p = pool<object, number>('crash-then-echo.worker', { retries: 1 });
      await expect(p.run({ counter: file, how, value: 21 })).resolves.toBe(42);
      expect(readFileSync(file, 'utf8')).toBe('0');
    },
  );

  it('rejects with WorkerTaskFailed after the retry fails too, and serves the next task', async () => {
    const file = counter(2);
    const p = pool<object, number>('crash-then-echo.worker', { retries: 1 });
    const failed = await p.run({ counter: file, how: 'exit', value: 1 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WorkerTaskFailed);
    expect((failed as WorkerTaskFailed).attempts).toBe(2);
    await expect(p.run({ counter: file, how: 'exit', value: 5 })).resolves.toBe(10);
  });

  it('runs at most maxThreads tasks at once and queues the rest', async () => {
    const p = pool<{ ms: number }, number>('threads-busy.worker', { maxThreads: 2 });
    // Threads started before timing: the first start compiles the module.
    await Promise.all([p.run({ ms: 1 }), p.run({ ms: 1 })]);
    const started = Date.now();
    const threads = await Promise.all(Array.from({ length: 4 }, () => p.run({ ms: 300 })));
    const took = Date.now() - started;
    expect(new Set(threads).size).toBeLessThanOrEqual(2);
    // Four tasks of 300 ms on two threads: two rounds, not one.
    expect(took).toBeGreaterThanOrEqual(580);
  });

  it('keeps the calling thread free while a task runs', async () => {
    const p = pool<{ ms: number }, number>('threads-busy.worker', { maxThreads: 1 });
    await p.run({ ms: 1 });
    const task = p.run({ ms: 800 });
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(Date.now()), 20);
    await task;
    clearInterval(timer);
    // A task on this thread would have let no timer run until it ended.
    expect(ticks.length).toBeGreaterThanOrEqual(10);
  });

  it('runs its workers at a lower priority than the calling thread', async () => {
    const p = pool<object, number>('nice-value.worker');
    const own = getPriority();
    expect(await p.run({})).toBe(process.platform === 'linux' ? Math.min(19, own + 10) : own);
    expect(getPriority()).toBe(own);
  });

  it('runs its workers at the calling thread priority when told an increment of 0 (WORKER_NICE=0)', async () => {
    const p = pool<object, number>('nice-value.worker', { niceIncrement: 0 });
    expect(await p.run({})).toBe(getPriority());
  });

  it('refuses tasks once destroyed', async () => {
    const p = pool<object, number>('crash-then-echo.worker');
    await p.destroy();
    await expect(p.run({ counter: counter(0), how: 'exit', value: 1 })).rejects.toBeInstanceOf(WorkerTaskFailed);
  });
});
