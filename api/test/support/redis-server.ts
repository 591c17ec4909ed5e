import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './smtp-sink';

/** Debian's redis-server, or '' when it is not installed (suites that need it skip then). */
export const redisServerPath = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

export interface ScratchRedis {
  port: number;
  keys: (pattern: string) => string[];
  stop: () => void;
}

/** A throw-away redis-server on a free port, without persistence; resolves once it answers PING. */
export async function startScratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  const proc: ChildProcess = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const cli = (...args: string[]) =>
    spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
  for (let i = 0; i < 50; i++) {
    if (cli('ping') === 'PONG') {
      return {
        port,
        keys: (pattern) => cli('--scan', '--pattern', pattern).split('\n').filter(Boolean),
        stop: () => proc.kill(),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error('redis-server did not start');
}
