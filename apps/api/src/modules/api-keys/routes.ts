import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  errorBodySchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { auditSource, personSource } from '../audit/index.ts';
import { createdAnswer, routesOf, sendAnswer } from '../../plugins/route-definitions.ts';
import { requireStepUp } from '../../plugins/access.ts';
import type { ApiKeysService } from './service.ts';

/** The API keys screen's calls (DESIGN §11): admins only, and never with a key. */
export async function apiKeysRoutes(app: FastifyInstance, { keys }: { keys: ApiKeysService }) {
  const r = routesOf(app, 'api-keys');

  r.get('/api-keys', {
    access: 'admin',
    operationId: 'listApiKeys',
    summary: 'List the API keys not revoked, newest first',
    response: { 200: apiKeyListSchema },
    handler: async () => keys.list(),
  });

  r.post('/api-keys', {
    access: 'admin',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description:
      'Needs a step-up within the last 5 minutes (403 `step_up_required`), or a fresh code of the ' +
      "admin's authenticator app in `code` (a wrong one answers 400 and counts against the account like " +
      'a code at sign-in). The answer holds the key, this once: only its hash is stored. Audited; every ' +
      'admin is mailed.',
    body: apiKeyCreateSchema,
    response: { 201: apiKeyCreatedSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
    handler: async (request, reply) => {
      if (request.body.code === undefined) await requireStepUp(request);
      const created = await keys.create(request.body, personSource(request));
      return sendAnswer(reply, createdAnswer(request, created.id, created));
    },
  });

  r.delete('/api-keys/:id', {
    access: 'admin',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'From the next request on, on every instance, the key answers 401 `unauthorized`, as an unknown key does. Audited.',
    params: uuidParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      await keys.revoke(request.params.id, auditSource(request));
      return reply.status(204).send(null);
    },
  });
}
