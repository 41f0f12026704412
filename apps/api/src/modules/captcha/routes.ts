import { captchaConfigSchema, errorBodySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { routesOf } from '../../plugins/route-definitions.ts';
import { perAddress } from '../../plugins/rate-limit.ts';

/** Making a challenge costs us one key derivation: bounded per address so it cannot be farmed. */
export const CHALLENGES_PER_IP = { max: 60, windowMs: 60_000 };

/**
 * How long browsers may reuse the captcha configuration, the same for every visitor until a deployment
 * changes it: form loads need not ask again, and a change reaches everyone within this time.
 */
export const CAPTCHA_CONFIG_MAX_AGE_S = 300;

/** An ALTCHA v2 challenge (altcha-lib `Challenge`), what the widget solves and sends back signed. */
const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().meta({ description: 'The key derivation, e.g. `PBKDF2/SHA-256`' }),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Seconds since 1970 after which no solution counts' }),
  }),
  signature: z.string().optional(),
});

export async function captchaRoutes(app: FastifyInstance) {
  const r = routesOf(app, 'captcha');

  r.get('/captcha/config', {
    access: 'public',
    publicMaxAgeS: CAPTCHA_CONFIG_MAX_AGE_S,
    operationId: 'getCaptchaConfig',
    summary: 'Read which captcha anonymous submissions need',
    response: { 200: captchaConfigSchema },
    handler: async () => app.captcha.publicConfig(),
  });

  r.get('/captcha/challenge', {
    access: 'public',
    rateLimit: perAddress('captcha', CHALLENGES_PER_IP),
    operationId: 'getCaptchaChallenge',
    summary: 'Get a new ALTCHA challenge',
    response: { 200: challengeSchema, 404: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
    handler: async () => {
      // `data` (caller-chosen values signed into the challenge) is never set here.
      const { parameters, signature } = await app.captcha.challenge();
      const { data: _none, ...signed } = parameters;
      return { parameters: signed, signature };
    },
  });
}
