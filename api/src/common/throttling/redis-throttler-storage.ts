import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One atomic step of the throttler in Redis, with the semantics of @nestjs/throttler's in-memory
 * storage: a sliding window of hits (a sorted set scored by expiry), and once the limit is passed a
 * block for blockDuration during which hits are not counted; when the block ends counting restarts.
 * The server's clock is used so instances with skewed clocks still agree.
 * Returns {totalHits, timeToExpireMs, isBlocked (0/1), timeToBlockExpireMs}.
 */
const INCREMENT = `
local hits, blocked = KEYS[1], KEYS[2]
local ttl, limit, block, member = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', hits, '-inf', now)
local blockLeft = redis.call('PTTL', blocked)
if blockLeft > 0 then
  return { redis.call('ZCARD', hits) + 1, ttl, 1, blockLeft }
end
if block <= 0 and redis.call('ZCARD', hits) >= limit then
  local first = redis.call('ZRANGE', hits, 0, 0, 'WITHSCORES')
  return { redis.call('ZCARD', hits) + 1, ttl, 1, tonumber(first[2]) - now }
end
redis.call('ZADD', hits, now + ttl, member)
redis.call('PEXPIRE', hits, ttl)
local total = redis.call('ZCARD', hits)
if block > 0 and total > limit then
  redis.call('DEL', hits)
  redis.call('SET', blocked, '1', 'PX', block)
  return { total, ttl, 1, block }
end
return { total, ttl, 0, 0 }
`;

/** A Redis that accepts connections but does not answer must not hold up a login for long. */
const COMMAND_TIMEOUT_MS = 2000;

// ioredis' own commandTimeout leaves its timer running after the reply; this one is cleared.
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Rate-limit counters shared by every API instance (REDIS_URL), so a limit of N per minute holds
 * across the cluster instead of N per instance. While Redis cannot be reached the counters fall
 * back to this process (limits still hold per instance) and one warning is logged per outage.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly fallback = new ThrottlerStorageService();
  private readonly logger = new Logger('Throttler');
  private degraded = false;

  constructor(url: string, private readonly prefix = 'portal:throttle:') {
    this.redis = new Redis(url, {
      // Never queue a call while disconnected: the local fallback answers at once, a login never waits.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 3000,
      // On shutdown a dead connection's socket is dropped soon, not after ioredis' default 2 s.
      disconnectTimeout: 200,
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    // ioredis reports connection errors as events; without a listener they would be unhandled.
    this.redis.on('error', () => undefined);
  }

  /** Lets the app start with the connection up when Redis is there (waits at most 3 s). */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) this.goDegraded('cannot connect');
  }

  private goDegraded(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis unavailable (${reason}): rate limits are counted per instance until it is back`);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}{${key}:${throttlerName}}`;
    if (this.redis.status !== 'ready') {
      this.goDegraded(`connection ${this.redis.status}`);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    try {
      const result = await withTimeout(
        this.redis.eval(INCREMENT, 2, `${base}:hits`, `${base}:blocked`, ttl, limit, blockDuration, randomUUID()) as Promise<number[]>,
        COMMAND_TIMEOUT_MS,
      );
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Redis is reachable again: rate limits are shared by every instance');
      }
      const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = result.map(Number);
      return {
        totalHits,
        timeToExpire: Math.ceil(timeToExpire / 1000),
        isBlocked: isBlocked === 1,
        timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
      };
    } catch (err) {
      this.goDegraded((err as Error).message);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    if (this.redis.status === 'ready' && (await this.redis.quit().then(() => true, () => false))) return;
    // Not connected (or QUIT failed): stop reconnecting and drop the socket.
    this.redis.disconnect();
  }
}
