// autocannon runs and the figures drawn from them, shared by the scenarios of run-bench.mjs.
import autocannon from 'autocannon';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// Non-2xx answers by status code ("409×12, 503×3"), so a conflict is told apart from an overload.
export function statusesOf(r) {
  const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  return codes.length ? `non-2xx ${codes.map(([code, s]) => `${code}×${s.count}`).join(', ')}` : '';
}

// autocannon already counts timeouts among its errors: adding them again would count them twice. When
// no request completed within the run, autocannon's latencies read 0 ms: shown as "> run" instead.
export function figures(r) {
  const none = r.latency.totalCount === 0 ? `> ${r.duration} s` : null;
  const notes = [statusesOf(r), none && 'no request completed within the run'].filter(Boolean).join(', ');
  return {
    rps: Math.round(r.requests.average),
    p50: none ?? r.latency.p50,
    p99: none ?? r.latency.p99,
    errors: r.errors + r.non2xx,
    notes,
    timeouts: r.timeouts,
  };
}

export const percent = (part, whole) => (whole ? `${Math.round((part / whole) * 100)}%` : '-');

// Waits until the API answers its health probe fast three times in a row, then one second more, so a
// backlog of slow requests left by one run (autocannon hangs up, the server keeps working) does not
// weigh on the next run. Returns the seconds it took.
export async function settle(healthUrl, { fastMs = 50, maxSeconds = 180 } = {}) {
  const started = performance.now();
  for (let fast = 0; fast < 3;) {
    const t = performance.now();
    const ok = await fetch(healthUrl, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    fast = ok && performance.now() - t < fastMs ? fast + 1 : 0;
    if (performance.now() - started > maxSeconds * 1000) break;
    if (fast < 3) await sleep(fast ? 20 : 250);
  }
  await sleep(1000);
  return (performance.now() - started) / 1000;
}
