import { Redis } from 'ioredis';
import { serviceUnavailable } from './app-error.ts';

export type Limit = { max: number; windowMs: number };
export type HitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters. In memory for one instance; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer counts against the same budget.
 */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<HitResult>;
  reset(key: string): Promise<void>;
  /** Throws when the store cannot be reached (for the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, { max, windowMs }) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
    },
  };
}

// INCR and PEXPIRE in one round trip, atomically: the window starts with the first hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export type RedisLimiterOptions = {
  /** Told when the connection fails; ioredis keeps reconnecting by itself. */
  onError?: (error: Error) => void;
  /** How long a command may take before the limiter gives up on it. */
  commandTimeoutMs?: number;
};

/**
 * Fails closed: while Redis cannot be reached, every limited call answers 503 at once (no offline queue,
 * a short command timeout) instead of letting requests through uncounted or hanging them; ioredis
 * reconnects in the background and the limits work again as soon as Redis is back.
 */
export function createRedisRateLimiter(url: string, options: RedisLimiterOptions = {}): RateLimiter {
  const redis = new Redis(url, {
    keyPrefix: 'portal:rl:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.on('error', options.onError ?? (() => undefined));
  // Without an offline queue a command sent while the first connection is still being made would fail:
  // the first calls wait for that attempt to end, one way or the other.
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });

  async function guarded<T>(command: () => Promise<T>): Promise<T> {
    await firstAttempt;
    try {
      return await command();
    } catch {
      throw serviceUnavailable();
    }
  }

  return {
    hit: (key, { max, windowMs }) =>
      guarded(async () => {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
        return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
      }),
    reset: (key) => guarded(async () => void (await redis.del(key))),
    ping: async () => {
      await firstAttempt;
      await redis.ping();
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
