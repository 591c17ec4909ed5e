// Starts one of the reference servers beside this file (baseline-server.mjs, express-floor.cjs,
// nest-floor.cjs with its adapter as an argument, work-floor.cjs with a database URL) in its own process, so that it never shares an event loop with autocannon, and hands
// back its URL and a stop function. The bytes to answer travel through a temporary file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const here = new URL('.', import.meta.url).pathname;
const running = new Set();
// A crashed bench must not leave servers behind.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export async function startServer(script, bytes, args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ref-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, bytes);
  const child = spawn(process.execPath, [join(here, script), file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(child);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    running.delete(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const first = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line').then(([line]) => line),
    exited.then(([code]) => {
      throw new Error(`${script} exited (${code}) before listening`);
    }),
  ]).catch(async (err) => {
    await stop();
    throw err;
  });
  const { port, name, token } = JSON.parse(first);
  // A server that checks a bearer token (work-floor.cjs) prints the one it signed.
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return { url: `http://127.0.0.1:${port}/api/x`, name, headers, pid: child.pid, stop };
}
