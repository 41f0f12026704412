import { errorBodySchema, verifyResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { notFound } from '../../lib/app-error.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import type { Oidc } from './oidc.ts';
import { AUTH_LIMITS } from './service.ts';
import { clientOf } from './sign-in-client.ts';

const limited = { 429: errorBodySchema, 503: errorBodySchema };
const redirect = (description: string) => z.null().meta({ description });

/** Staff single sign-on's routes; without `OIDC_ISSUER` they answer 404. */
export async function oidcRoutes(app: FastifyInstance, { oidc }: { oidc: Oidc | null }) {
  const r = routesOf(app, 'auth');
  const configured = () => {
    if (!oidc) throw notFound();
    return oidc;
  };

  r.get('/auth/oidc/start', {
    access: 'public',
    // A budget of its own: a sign-on begun sends no mail, and must not use up the code requests.
    rateLimit: perAddress('sso', AUTH_LIMITS.codeRequestsPerIp),
    operationId: 'startSingleSignOn',
    summary: 'Go to the identity provider to sign in',
    description: 'A browser navigation: answers 302 to the provider, with PKCE, `state` and `nonce`.',
    response: { 302: redirect('To the identity provider'), 404: errorBodySchema, ...limited },
    handler: async (_request, reply) => reply.redirect(await configured().start(), 302),
  });

  r.get('/auth/oidc/callback', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'finishSingleSignOnAtProvider',
    summary: "The identity provider's way back",
    description:
      'Answers 302 to the sign-in page: `#sso=<hand-off>` for an existing staff member with a verified ' +
      'e-mail, else `#sso-error=failed|expired|unverified|not-staff`. Nothing is created.',
    response: { 302: redirect('To the sign-in page'), 404: errorBodySchema, ...limited },
    handler: async (request, reply) => {
      const query = request.url.split('?')[1] ?? '';
      return reply.redirect(await configured().callback(query), 302);
    },
  });

  r.post('/auth/oidc/finish', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'finishSingleSignOn',
    summary: 'Trade a single sign-on hand-off for a session, or for a second-factor ticket',
    description:
      "The hand-off from the callback, once, within 10 minutes. When the ID token's `amr` named a second " +
      'factor (`mfa`, `otp`, `hwk`, `swk`), `{access_token}`; else a ticket for `POST /auth/mfa`, as `POST /auth/verify` answers.',
    body: z.strictObject({ handoff: z.string().min(1).max(100) }),
    response: { 200: verifyResponseSchema, 401: errorBodySchema, 404: errorBodySchema, ...limited },
    handler: async (request) => configured().finish(request.body.handoff, clientOf(request)),
  });
}
