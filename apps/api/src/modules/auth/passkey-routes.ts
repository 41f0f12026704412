import {
  errorBodySchema,
  passkeyCreateSchema,
  passkeyListSchema,
  passkeySchema,
  passkeySignInSchema,
  tokenResponseSchema,
  uuidParamsSchema,
  webauthnOptionsSchema,
} from '@portal/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { requireFreshProof, requireStepUp, requireUser } from '../../plugins/access.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { auditSource, personSource } from '../audit/index.ts';
import type { Passkeys } from './passkeys.ts';
import { AUTH_LIMITS, type AuthService } from './service.ts';
import { clientOf } from './sign-in-client.ts';

const limited = { 429: errorBodySchema, 503: errorBodySchema };

export async function passkeyRoutes(
  app: FastifyInstance,
  { passkeys, auth }: { passkeys: Passkeys; auth: AuthService },
) {
  const r = routesOf(app, 'auth');

  r.get('/me/passkeys', {
    access: 'user',
    operationId: 'listMyPasskeys',
    summary: "List the signed-in user's passkeys",
    description:
      '`available` is false while the portal runs at an IP address, which browsers refuse passkeys for.',
    response: { 200: passkeyListSchema },
    handler: async (request) => passkeys.list(requireUser(request).id),
  });

  r.post('/me/passkeys/options', {
    access: 'user',
    operationId: 'passkeyRegistrationOptions',
    summary: 'Start adding a passkey',
    description:
      'Needs a recent step-up (403 `step_up_required`), or for an account with no second factor a recent ' +
      'sign-in (403 `sign_in_again`): a passkey outlives the session. Pass the options ' +
      'to the browser (`startRegistration`), then send its answer to `POST /me/passkeys` within 5 minutes.',
    response: { 200: webauthnOptionsSchema, 403: errorBodySchema, 404: errorBodySchema },
    handler: async (request) => {
      const { id, email, role, name } = requireUser(request);
      await requireFreshProof(request);
      return passkeys.registrationOptions({ id, email, role, name });
    },
  });

  r.post('/me/passkeys', {
    access: 'user',
    operationId: 'addPasskey',
    summary: 'Add a passkey',
    description:
      "The browser's answer to the options, checked (user verification required) and kept with its name.",
    body: passkeyCreateSchema,
    response: { 201: passkeySchema, 400: errorBodySchema, 404: errorBodySchema },
    handler: async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await passkeys.register(user, request.body, personSource(request)));
    },
  });

  r.delete('/me/passkeys/:id', {
    access: 'user',
    operationId: 'removePasskey',
    summary: 'Remove one of your passkeys',
    description: 'Needs a recent step-up (403 `step_up_required`).',
    params: uuidParamsSchema,
    response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
    handler: async (request, reply) => {
      await requireStepUp(request);
      await passkeys.remove(requireUser(request).id, request.params.id, auditSource(request));
      return reply.status(204).send(null);
    },
  });

  r.post('/auth/passkey/options', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'passkeySignInOptions',
    summary: 'Start signing in with a passkey',
    description:
      'Any passkey of this portal may answer (`startAuthentication`); 404 while passkeys are unavailable.',
    response: { 200: webauthnOptionsSchema, 404: errorBodySchema, ...limited },
    handler: async () => passkeys.signInOptions(),
  });

  r.post('/auth/passkey', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'signInWithPasskey',
    summary: 'Sign in with a passkey',
    description:
      'Both factors at once (user verification is required), for every role; the session counts as ' +
      'stepped up for its first minutes. A response that does not verify, or answers a spent challenge, is 400 `passkey_refused`.',
    body: passkeySignInSchema,
    response: { 200: tokenResponseSchema, 400: errorBodySchema, ...limited },
    handler: async (request) => {
      const user = await passkeys.signIn(request.body.response as unknown as AuthenticationResponseJSON);
      return { access_token: await auth.signInWithPasskey(user, clientOf(request)) };
    },
  });

  r.post('/auth/step-up/options', {
    access: 'user',
    operationId: 'passkeyStepUpOptions',
    summary: 'Start a step-up with a passkey',
    description:
      "Options naming the caller's own passkeys; send the browser's answer to `POST /auth/step-up` as `passkey`.",
    response: { 200: webauthnOptionsSchema, 404: errorBodySchema },
    handler: async (request) => passkeys.stepUpOptions(requireUser(request).id),
  });
}
