import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Policy } from '../../lib/rate-limit/rate-limit-fields.ts';
import { callerOf } from '../../plugins/access.ts';
import { spend } from '../../plugins/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissionPolicies: { user: Policy; apiKey: Policy };
  }
}

const HOUR = 60 * 60_000;

/**
 * A signed-in account or an API key needs no captcha to submit, so without a budget one could flood
 * the back office with pre-checks; anonymous submissions pay with a solved captcha each instead. A key
 * (a reseller's system forwarding its applications) has a larger budget of its own.
 */
export async function limitSignedInSubmissions(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const caller = callerOf(request);
  if (!caller) return;
  const policy = request.apiKey ? this.submissionPolicies.apiKey : this.submissionPolicies.user;
  await spend(request, reply, policy, `submit:${caller}`);
}

async function submissionLimitPlugin(
  app: FastifyInstance,
  options: { perHour: number; perKeyPerHour: number },
) {
  app.decorate('submissionPolicies', {
    user: { name: 'submissions', limit: { max: options.perHour, windowMs: HOUR } },
    apiKey: { name: 'key-submissions', limit: { max: options.perKeyPerHour, windowMs: HOUR } },
  });
}

export default fp(submissionLimitPlugin, { name: 'submission-limit', dependencies: ['rate-limit'] });
