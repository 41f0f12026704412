import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

function contract(name: string, make: () => RateLimiter) {
  describe(name, () => {
    const limiter = make();
    afterAll(() => limiter.close());

    it('allows up to max hits in a window, then refuses with a retry delay', async () => {
      const key = `test:${Math.random()}`;
      const limit = { max: 3, windowMs: 60_000 };
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limiter.hit(key, limit));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
      expect(results[4]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('counts keys separately and forgets a key on reset', async () => {
      const a = `test:${Math.random()}`;
      const b = `test:${Math.random()}`;
      const limit = { max: 1, windowMs: 60_000 };
      await limiter.hit(a, limit);
      expect((await limiter.hit(a, limit)).allowed).toBe(false);
      expect((await limiter.hit(b, limit)).allowed).toBe(true);
      await limiter.reset(a);
      expect((await limiter.hit(a, limit)).allowed).toBe(true);
    });
  });
}

contract('memory rate limiter', () => createMemoryRateLimiter());
if (process.env.REDIS_URL)
  contract('redis rate limiter', () => createRedisRateLimiter(process.env.REDIS_URL!));

describe('redis rate limiter without a reachable Redis', () => {
  it('answers 503 at once, never lets a hit through uncounted, and says it is not ready', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1');
    const started = performance.now();
    await expect(limiter.hit('k', { max: 5, windowMs: 1000 })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(limiter.ping()).rejects.toThrow();
    await limiter.close();
  });
});

describe('memory rate limiter windows', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryRateLimiter();
    const limit = { max: 1, windowMs: 1000 };
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    expect((await limiter.hit('k', limit)).allowed).toBe(false);
    vi.advanceTimersByTime(999);
    expect((await limiter.hit('k', limit)).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    await limiter.close();
  });
});
