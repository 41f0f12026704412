import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Policy } from '../lib/rate-limit-fields.ts';
import { spend } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissionPolicy: Policy;
  }
}

const HOUR = 60 * 60_000;

/**
 * A signed-in account needs no captcha to submit, so without a budget one account could flood the back
 * office with pre-checks; anonymous submissions pay with a solved captcha each instead.
 */
export async function limitSignedInSubmissions(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!request.user) return;
  await spend(request, reply, this.submissionPolicy, `submit:user:${request.user.id}`);
}

async function submissionLimitPlugin(app: FastifyInstance, options: { perHour: number }) {
  app.decorate('submissionPolicy', { name: 'submissions', limit: { max: options.perHour, windowMs: HOUR } });
}

export default fp(submissionLimitPlugin, { name: 'submission-limit', dependencies: ['rate-limit'] });
