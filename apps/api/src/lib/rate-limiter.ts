import { Redis } from 'ioredis';

export type Limit = { max: number; windowMs: number };
export type HitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters. In memory for one instance; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer counts against the same budget.
 */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<HitResult>;
  /** Whether one more hit would still be allowed, without counting one. */
  peek(key: string, limit: Limit): Promise<HitResult>;
  reset(key: string): Promise<void>;
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
    async peek(key, { max }) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: w.count < max, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
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

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'portal:rl:' });
  return {
    async hit(key, { max, windowMs }) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
    },
    async peek(key, { max }) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      const used = Number(count ?? 0);
      return { allowed: used < max, retryAfterSeconds: used < max ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
