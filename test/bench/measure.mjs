// The two ways a figure is taken: on the API (an unmeasured warm-up, a settle, the measured run, a
// settle) and on a reference server run in its own process (baseline-server.mjs, *-floor.cjs).
import { figures, load, settle } from './load.mjs';
import { startServer } from './reference-servers.mjs';

export function measuring({ connections, duration, warmup }, log) {
  const run = (options) => load({ connections, duration, ...options });

  async function measureApi(api, name, options) {
    await run({ ...options, duration: warmup });
    await settle(`${api.url}/api/health`);
    const result = await run(options);
    const seconds = await settle(`${api.url}/api/health`);
    if (seconds > 3) log(`${name}: the API took ${seconds.toFixed(1)} s to settle after the run`);
    return result;
  }

  async function measureServer(script, bytes, args = []) {
    const server = await startServer(script, bytes, args);
    try {
      await run({ url: server.url, headers: server.headers, duration: warmup });
      return { name: server.name, ...figures(await run({ url: server.url, headers: server.headers })) };
    } finally {
      await server.stop();
    }
  }

  // The node:http ceiling of a read, taken once per scenario and shared by both engines: the two
  // answer the same population with bodies of the same size.
  const ceilings = new Map();
  async function ceilingOf(key, bytes) {
    if (!ceilings.has(key)) ceilings.set(key, await measureServer('baseline-server.mjs', bytes));
    return ceilings.get(key);
  }

  return { run, measureApi, measureServer, ceilingOf };
}
