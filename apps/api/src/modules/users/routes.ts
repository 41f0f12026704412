import {
  errorBodySchema,
  ifMatchHeadersSchema,
  mfaResetRequestSchema,
  listExportQuerySchema,
  userInputSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  userTableColumns,
  uuidParamsSchema,
  idempotencyHeadersSchema,
  isStaffRole,
  type User,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requireStepUp, requireUser } from '../../plugins/access.ts';
import { z } from '@portal/shared/zod';
import { type AuditRecorder, auditSource, registerCsvExport } from '../audit/index.ts';
import { requireIfMatch } from '../../plugins/conditional.ts';
import { createdAnswer, routesOf, sendAnswer } from '../../plugins/route-definitions.ts';
import { idempotent, sealFor } from '../../plugins/idempotency.ts';
import { type UsersService, userEtag } from './service.ts';

export async function usersRoutes(
  app: FastifyInstance,
  { users, audit }: { users: UsersService; audit: AuditRecorder },
) {
  const r = routesOf(app, 'users');

  r.get('/users', {
    access: 'admin',
    operationId: 'listUsers',
    summary: 'List users, newest first',
    querystring: userListQuerySchema,
    response: { 200: userPageSchema },
    handler: async ({ query }) => users.list(query),
  });

  registerCsvExport(app, {
    path: '/users',
    tag: 'users',
    access: 'admin',
    operationId: 'exportUsersCsv',
    label: 'users',
    querystring: listExportQuerySchema,
    audit,
    columns: userTableColumns,
    batches: ({ q }, batchSize) => users.exportBatches(q, batchSize),
  });

  r.get('/users/:id', {
    access: 'admin',
    operationId: 'getUser',
    summary: 'Read one user',
    description:
      'The `ETag` is what `If-Match` names to update the user; `If-None-Match` with it answers 304.',
    etag: true,
    params: uuidParamsSchema,
    response: { 200: userSchema, 304: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      const user = await users.get(request.params.id);
      return reply.header('etag', userEtag(user)).send(user);
    },
  });

  r.post('/users', {
    access: 'admin',
    operationId: 'createUser',
    summary: 'Create a user',
    description:
      'Safe to retry with the same `Idempotency-Key`. A staff user (admin or reviewer) needs a step-up ' +
      'within the last 5 minutes (403 `step_up_required`); every admin is mailed when an admin is created.',
    preHandler: [idempotent],
    headers: idempotencyHeadersSchema,
    body: userInputSchema,
    response: { 201: userSchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
    handler: async (request, reply) => {
      // Staff hold access to every applicant's data: a stolen session alone must not hand it out.
      if (isStaffRole(request.body.role)) await requireStepUp(request);
      const answer = (user: User) => createdAnswer(request, user.id, user);
      const user = await users.create(request.body, auditSource(request), sealFor(request, answer));
      return sendAnswer(reply, answer(user));
    },
  });

  r.put('/users/:id', {
    access: 'admin',
    operationId: 'updateUser',
    summary: 'Update one user',
    description:
      '`If-Match` must name the `ETag` the user was read with: without it 428, and 412 (nothing saved) once ' +
      'someone else has changed the user since. Changing the role or the e-mail needs a step-up within ' +
      'the last 5 minutes (403 `step_up_required`).',
    headers: ifMatchHeadersSchema,
    params: uuidParamsSchema,
    body: userInputSchema,
    response: {
      200: userSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      412: errorBodySchema,
      428: errorBodySchema,
    },
    handler: async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      // Read before the update, whose If-Match refuses it should the user change in between.
      const before = await users.get(request.params.id);
      if (before.role !== request.body.role || before.email !== request.body.email)
        await requireStepUp(request);
      const user = await users.update(request.params.id, request.body, ifMatch, auditSource(request));
      return reply.header('etag', userEtag(user)).send(user);
    },
  });

  r.delete('/users/:id', {
    access: 'admin',
    operationId: 'deleteUser',
    summary: 'Delete one user',
    params: uuidParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
    handler: async (request, reply) => {
      await users.remove(request.params.id, auditSource(request));
      return reply.status(204).send(null);
    },
  });

  r.post('/users/:id/mfa-reset', {
    access: 'admin',
    operationId: 'resetSecondFactor',
    summary: "Reset a user's second factor",
    description:
      "Removes the TOTP secret and recovery codes and ends all of the user's sessions (recorded as " +
      '`user.mfa-reset`); the user enrols again at the next sign-in. An admin may reset their own only ' +
      'with an unused recovery code (`{recoveryCode}`): without one 403, with a wrong one 400. Another ' +
      "user's needs a step-up within the last 5 minutes (403 `step_up_required`).",
    params: uuidParamsSchema,
    body: mfaResetRequestSchema,
    response: {
      204: z.null(),
      400: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
    },
    handler: async (request, reply) => {
      if (request.params.id !== requireUser(request).id) await requireStepUp(request);
      await users.resetSecondFactor(request.params.id, request.body?.recoveryCode, auditSource(request));
      return reply.status(204).send(null);
    },
  });
}
