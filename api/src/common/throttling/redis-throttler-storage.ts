import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

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
 * across the cluster instead of N per instance: @nest-lab/throttler-storage-redis counts each
 * window (from its first hit) and blocks past the limit in one atomic script on the server's clock.
 * While Redis cannot be reached the counters fall back to this process (limits still hold per
 * instance) and one warning is logged per outage.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly fallback = new ThrottlerStorageService();
  private readonly logger = new Logger('Throttler');
  private degraded = false;

  constructor(url: string, prefix = 'portal:throttle:') {
    this.redis = new Redis(url, {
      keyPrefix: prefix,
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
    this.shared = new ThrottlerStorageRedisService(this.redis);
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

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.redis.status !== 'ready') {
      this.goDegraded(`connection ${this.redis.status}`);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    try {
      const record = await withTimeout(
        this.shared.increment(key, ttl, limit, blockDuration, throttlerName),
        COMMAND_TIMEOUT_MS,
      );
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Redis is reachable again: rate limits are shared by every instance');
      }
      return record;
    } catch (err) {
      this.goDegraded((err as Error).message);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    if (
      this.redis.status === 'ready' &&
      (await this.redis.quit().then(
        () => true,
        () => false,
      ))
    )
      return;
    // Not connected (or QUIT failed): stop reconnecting and drop the socket.
    this.redis.disconnect();
  }
}
