import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/app-error.ts';
import type { Limit, RateLimiter } from '../lib/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissionLimit: { limiter: RateLimiter; limit: Limit };
  }
}

const HOUR = 60 * 60_000;

/**
 * A signed-in account needs no captcha to submit, so without a budget one account could flood the back
 * office with pre-checks; anonymous submissions pay with a solved captcha each instead.
 */
export async function limitSignedInSubmissions(this: FastifyInstance, request: FastifyRequest) {
  if (!request.user) return;
  const { limiter, limit } = this.submissionLimit;
  const hit = await limiter.hit(`submit:user:${request.user.id}`, limit);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

async function submissionLimitPlugin(
  app: FastifyInstance,
  options: { limiter: RateLimiter; perHour: number },
) {
  app.decorate('submissionLimit', {
    limiter: options.limiter,
    limit: { max: options.perHour, windowMs: HOUR },
  });
}

export default fp(submissionLimitPlugin, { name: 'submission-limit' });
