import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/app-error.ts';
import type { Limit, RateLimiter } from '../lib/rate-limiter.ts';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the app's limiter, so per-address limits count where every other
 * budget does (memory, or Redis shared by all instances) and fail closed the same way: a store
 * failure reaches the error handler as the limiter's 503, never as a request let through.
 */
function storeOver(limiter: RateLimiter) {
  return class LimiterStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      limiter.hit(key, { max, windowMs: timeWindow }).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

/** A route's per-address budget; routes naming the same budget share one count per address. */
export function perAddress(name: string, { max, windowMs }: Limit): RateLimitOptions {
  return { max, timeWindow: windowMs, keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}` };
}

async function rateLimitPlugin(app: FastifyInstance, { limiter }: { limiter: RateLimiter }) {
  await app.register(rateLimit, {
    // Only routes that declare `config.rateLimit` are limited.
    global: false,
    store: storeOver(limiter),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
