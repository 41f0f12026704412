import {
  errorBodySchema,
  sessionListSchema,
  sessionsEndedSchema,
  stepUpRequestSchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { routesOf } from '../../plugins/route-definitions.ts';
import { requireStepUp, requireUser } from '../../plugins/access.ts';
import { auditSource, personSource } from '../audit/index.ts';
import type { SessionsService } from './sessions.ts';

export async function sessionRoutes(app: FastifyInstance, { service }: { service: SessionsService }) {
  const r = routesOf(app, 'auth');

  r.get('/me/sessions', {
    access: 'user',
    operationId: 'listMySessions',
    summary: "List the signed-in user's live sessions",
    description:
      'Newest use first: when and how each began, the address and browser it began from, when it was last ' +
      'used, and which one this request came with (`current`).',
    response: { 200: sessionListSchema },
    handler: async (request) => service.list(requireUser(request)),
  });

  r.delete('/me/sessions/:id', {
    access: 'user',
    operationId: 'endMySession',
    summary: 'End one of your sessions',
    description: 'Its token is refused at once on every instance. Ending the current one signs you out.',
    params: uuidParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      await service.endOwn(requireUser(request), request.params.id, auditSource(request));
      return reply.status(204).send(null);
    },
  });

  r.delete('/me/sessions', {
    access: 'user',
    operationId: 'endMyOtherSessions',
    summary: 'End all your sessions but this one',
    response: { 200: sessionsEndedSchema },
    handler: async (request) => service.endOthers(requireUser(request), auditSource(request)),
  });

  r.delete('/users/:id/sessions', {
    access: 'admin',
    operationId: 'endUserSessions',
    summary: "Sign a user out everywhere: end all of the user's sessions",
    description: 'Needs a step-up within the last 5 minutes (403 `step_up_required`).',
    params: uuidParamsSchema,
    response: { 200: sessionsEndedSchema, 403: errorBodySchema, 404: errorBodySchema },
    handler: async (request) => {
      await requireStepUp(request);
      return service.endAllOf(request.params.id, auditSource(request));
    },
  });

  r.post('/auth/step-up', {
    access: 'user',
    operationId: 'stepUp',
    summary: 'Prove a second factor again, for the grave actions of the next 5 minutes',
    description:
      "A 6-digit authenticator code or an unused recovery code (`code`), or a passkey's answer to the " +
      'options of `POST /auth/step-up/options` (`passkey`). A wrong code answers 400 `code_incorrect` (it ' +
      'does not sign you out) and counts against the account as a wrong code at sign-in does (429 beyond); ' +
      'a passkey that does not verify, 400 `passkey_refused`.',
    body: stepUpRequestSchema,
    response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema },
    handler: async (request, reply) => {
      const source = personSource(request);
      await service.stepUp({ ...source.actor, jti: requireUser(request).jti }, request.body, source);
      return reply.status(204).send(null);
    },
  });
}
