import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { serviceUnavailable } from '../app-error.ts';
import type { Limit } from './rate-limit-fields.ts';

// The budget's shape is the response fields' leaf module's, so that app-error imports no limiter.
export type { Limit } from './rate-limit-fields.ts';

export type HitResult = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
};

/**
 * Fixed-window counters (rate-limiter-flexible). In memory for one instance; in Redis when REDIS_URL is
 * set, so every instance behind a load balancer counts against the same budget. A key's window starts
 * with its first hit; the count and the expiry are set in one atomic step.
 */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<HitResult>;
  /** The key's count as it stands, and whether one more hit would be allowed, without counting one. */
  peek(key: string, limit: Limit): Promise<HitResult>;
  reset(key: string): Promise<void>;
  /** Throws when the store cannot be reached (for the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const KEY_PREFIX = 'portal:rl';

/**
 * One counter per budget: rate-limiter-flexible fixes points and duration per instance, and a key is
 * only ever counted against one budget, so instances are made on first use and kept.
 */
function limiterCache(make: (points: number, durationSeconds: number) => RateLimiterAbstract) {
  const made = new Map<string, RateLimiterAbstract>();
  return ({ max, windowMs }: Limit) => {
    const id = `${max}/${windowMs}`;
    let limiter = made.get(id);
    if (!limiter) {
      limiter = make(max, Math.max(1, Math.ceil(windowMs / 1000)));
      made.set(id, limiter);
    }
    return limiter;
  };
}

const answer = (allowed: boolean, res: RateLimiterRes): HitResult => ({
  allowed,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  count: res.consumedPoints,
  resetMs: Math.max(0, res.msBeforeNext),
});

async function peek(limiter: RateLimiterAbstract, key: string, { max }: Limit): Promise<HitResult> {
  const state = await limiter.get(key);
  if (!state) return { allowed: true, retryAfterSeconds: 1, count: 0, resetMs: 0 };
  return answer(state.consumedPoints < max, state);
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<HitResult> {
  try {
    return answer(true, await limiter.consume(key));
  } catch (outcome) {
    // A refusal is answered with the counter's state; anything else is the store failing.
    if (outcome instanceof RateLimiterRes) return answer(false, outcome);
    throw outcome;
  }
}

export function createMemoryRateLimiter(): RateLimiter {
  const limiterFor = limiterCache(
    (points, duration) => new RateLimiterMemory({ points, duration, keyPrefix: KEY_PREFIX }),
  );
  const used = new Set<RateLimiterAbstract>();
  return {
    hit(key, limit) {
      const limiter = limiterFor(limit);
      used.add(limiter);
      return consume(limiter, key);
    },
    peek: (key, limit) => peek(limiterFor(limit), key, limit),
    async reset(key) {
      await Promise.all([...used].map((limiter) => limiter.delete(key)));
    },
    async ping() {},
    async close() {},
  };
}

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

  const limiterFor = limiterCache(
    (points, duration) =>
      new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: KEY_PREFIX }),
  );
  // Every budget shares the key space, so one deletion resets a key whichever budget counted it.
  const anyLimiter = limiterFor({ max: 1, windowMs: 1000 });

  return {
    hit: (key, limit) => guarded(() => consume(limiterFor(limit), key)),
    peek: (key, limit) => guarded(() => peek(limiterFor(limit), key, limit)),
    reset: (key) => guarded(async () => void (await anyLimiter.delete(key))),
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
