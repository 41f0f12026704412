import { errorBodySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/** Making a challenge costs us one key derivation: bounded per address so it cannot be farmed. */
export const CHALLENGES_PER_IP = { max: 60, windowMs: 60_000 };

const challengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha-enterprise', 'off']),
  siteKey: z.string().optional(),
});

export async function captchaRoutes(app: FastifyInstance, { limiter }: { limiter: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/captcha/config',
    { config: { access: 'public' }, schema: { tags: ['captcha'], response: { 200: captchaConfigSchema } } },
    async () => app.captcha.publicConfig(),
  );

  r.get(
    '/captcha/challenge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['captcha'],
        response: { 200: challengeSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const hit = await limiter.hit(`captcha:ip:${request.ip}`, CHALLENGES_PER_IP);
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
      const { parameters, signature } = await app.captcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
  );
}
