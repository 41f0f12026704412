import { errorBodySchema, outboxListQuerySchema, outboxPageSchema, uuidParamsSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { type AuditRecorder, auditSource } from '../audit/index.ts';
import { routesOf, sendAccepted } from '../../plugins/route-definitions.ts';
import type { OutboxService } from './service.ts';

/** The Outgoing screen's calls (DESIGN §11): every message the portal sends, and Send again. */
export async function outboxRoutes(
  app: FastifyInstance,
  { outbox, audit }: { outbox: OutboxService; audit: AuditRecorder },
) {
  const r = routesOf(app, 'outbox');

  r.get('/outbox', {
    access: 'admin',
    operationId: 'listOutgoingMessages',
    summary: 'List outgoing messages, newest first',
    description: 'Every mail the portal sends, with its status, attempts, next try and last error.',
    querystring: outboxListQuerySchema,
    response: { 200: outboxPageSchema },
    handler: async ({ query }) => outbox.list(query),
  });

  r.post('/outbox/:id/resend', {
    access: 'admin',
    operationId: 'resendOutgoingMessage',
    summary: 'Send a failed or skipped message again',
    description: 'Queues it anew with a fresh 24 hours of retries; audited.',
    params: uuidParamsSchema,
    response: { 202: z.null(), 404: errorBodySchema, 409: errorBodySchema },
    handler: async (request, reply) => {
      const { id } = request.params;
      await audit.within(
        auditSource(request),
        { action: 'outbox.resend', targetType: 'outbox', targetId: id },
        (tx) => outbox.resend(tx, id),
      );
      outbox.wake();
      return sendAccepted(reply);
    },
  });
}
