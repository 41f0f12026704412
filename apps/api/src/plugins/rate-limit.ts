import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/app-error.ts';
import { type Policy, rateLimitFields } from '../lib/rate-limit/rate-limit-fields.ts';
import type { Limit, RateLimiter } from '../lib/rate-limit/rate-limiter.ts';
import { addressKey } from '../lib/rate-limit/address-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Counts one request against `policy` under `key` (memory, or Redis shared by every instance); the
 * answer carries the policy's `RateLimit-Policy` and `RateLimit` fields, and a spent budget is a 429
 * with `Retry-After`. A store failure reaches the error handler as the limiter's 503, never as a
 * request let through.
 *
 * Hand-made rather than @fastify/rate-limit (DESIGN §2): that plugin can only send the draft-03
 * `RateLimit-Limit`/`-Remaining`/`-Reset` trio, not the current draft's fields DESIGN §10 asks for,
 * and the counting is the app's limiter either way.
 */
export async function spend(request: FastifyRequest, reply: FastifyReply, policy: Policy, key: string) {
  const hit = await request.server.rateLimiter.hit(key, policy.limit);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds, policy);
  const fields = rateLimitFields(policy, policy.limit.max - hit.count, Math.ceil(hit.resetMs / 1000));
  // A request counted against two budgets (an API key's rate, then its submissions) names both, as
  // the fields' lists allow.
  for (const [name, value] of Object.entries(fields)) {
    const earlier = reply.getHeader(name);
    void reply.header(name, earlier ? `${String(earlier)}, ${value}` : value);
  }
}

/**
 * A route's per-address budget (an IPv6 client's by its /64), counted before the body is read; routes
 * naming the same budget share one count per address.
 */
export function perAddress(name: string, limit: Limit): onRequestAsyncHookHandler {
  const policy = { name, limit };
  return (request, reply) => spend(request, reply, policy, `${name}:ip:${addressKey(request.ip)}`);
}

async function rateLimitPlugin(app: FastifyInstance, { limiter }: { limiter: RateLimiter }) {
  app.decorate('rateLimiter', limiter);
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
