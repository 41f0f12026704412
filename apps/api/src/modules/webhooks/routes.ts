import {
  errorBodySchema,
  ifMatchHeadersSchema,
  uuidParamsSchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { auditSource, personSource } from '../audit/index.ts';
import { requireIfMatch } from '../../plugins/conditional.ts';
import { requireStepUp } from '../../plugins/access.ts';
import { createdAnswer, routesOf, sendAccepted, sendAnswer } from '../../plugins/route-definitions.ts';
import { endpointEtag, type WebhooksService } from './service.ts';

const stepUp = 'Needs a step-up within the last 5 minutes (403 `step_up_required`).';
const refused = 'A URL this server does not send to answers 400 `webhook_url_refused`, with why at `url`.';

/** The webhooks screen's calls (DESIGN §11): admins only. */
export async function webhooksRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  const r = routesOf(app, 'webhooks');

  r.get('/webhooks', {
    access: 'admin',
    operationId: 'listWebhooks',
    summary: 'List the webhook endpoints, newest first',
    response: { 200: webhookListSchema },
    handler: async () => webhooks.list(),
  });

  r.post('/webhooks', {
    access: 'admin',
    operationId: 'createWebhook',
    summary: 'Create a webhook endpoint',
    description: `The answer holds the signing secret, this once. ${refused} ${stepUp} Audited; every admin is mailed.`,
    body: webhookCreateSchema,
    response: { 201: webhookCreatedSchema, 403: errorBodySchema },
    handler: async (request, reply) => {
      await requireStepUp(request);
      const created = await webhooks.create(request.body, personSource(request));
      return sendAnswer(reply, createdAnswer(request, created.id, created));
    },
  });

  r.get('/webhooks/:id', {
    access: 'admin',
    operationId: 'getWebhook',
    summary: 'Read one webhook endpoint',
    description: 'The `ETag` is what `If-Match` names to update it; `If-None-Match` with it answers 304.',
    etag: true,
    params: uuidParamsSchema,
    response: { 200: webhookEndpointSchema, 304: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      const endpoint = await webhooks.get(request.params.id);
      return reply.header('etag', endpointEtag(endpoint)).send(endpoint);
    },
  });

  r.put('/webhooks/:id', {
    access: 'admin',
    operationId: 'updateWebhook',
    summary: 'Update one webhook endpoint',
    description:
      '`If-Match` must name the `ETag` the endpoint was read with: without it 428, and 412 (nothing saved) ' +
      `once someone else has changed it since. Deliveries still to go are sent to the URL saved. ${refused} ` +
      `Changing the URL or the events: ${stepUp} Audited.`,
    headers: ifMatchHeadersSchema,
    params: uuidParamsSchema,
    body: webhookUpdateSchema,
    response: {
      200: webhookEndpointSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      412: errorBodySchema,
      428: errorBodySchema,
    },
    handler: async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      // Read before the update, whose If-Match refuses it should the endpoint change in between.
      const before = await webhooks.get(request.params.id);
      const events = (list: readonly string[]) => [...new Set(list)].sort().join(' ');
      if (before.url !== request.body.url || events(before.events) !== events(request.body.events))
        await requireStepUp(request);
      const endpoint = await webhooks.update(request.params.id, request.body, ifMatch, auditSource(request));
      return reply.header('etag', endpointEtag(endpoint)).send(endpoint);
    },
  });

  r.delete('/webhooks/:id', {
    access: 'admin',
    operationId: 'deleteWebhook',
    summary: 'Delete one webhook endpoint',
    description: 'With its delivery log; nothing more is sent to it. Audited.',
    params: uuidParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      await webhooks.remove(request.params.id, auditSource(request));
      return reply.status(204).send(null);
    },
  });

  r.post('/webhooks/:id/rotate-secret', {
    access: 'admin',
    operationId: 'rotateWebhookSecret',
    summary: "Rotate a webhook endpoint's signing secret",
    description:
      'The answer holds the new secret, this once. For 24 hours every delivery carries two signatures, ' +
      'with the new secret and the one before, so a receiver can switch without losing one. Audited.',
    params: uuidParamsSchema,
    response: { 200: webhookSecretSchema, 404: errorBodySchema },
    handler: async (request) => webhooks.rotateSecret(request.params.id, auditSource(request)),
  });

  r.post('/webhooks/:id/test', {
    access: 'admin',
    operationId: 'sendWebhookTestEvent',
    summary: 'Send a test event to one webhook endpoint',
    description:
      'Queues a `test` event for this endpoint alone (a disabled one too): its delivery shows in the log. Audited.',
    params: uuidParamsSchema,
    response: { 202: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      await webhooks.test(request.params.id, auditSource(request));
      return sendAccepted(reply);
    },
  });

  r.get('/webhooks/:id/deliveries', {
    access: 'admin',
    operationId: 'listWebhookDeliveries',
    summary: "List a webhook endpoint's deliveries, newest first",
    description:
      'Each event sent to it (kept 30 days), its status and its attempts: time, status code, duration and ' +
      'the first KiB of the answer.',
    params: uuidParamsSchema,
    querystring: webhookDeliveriesQuerySchema,
    response: { 200: webhookDeliveryPageSchema, 404: errorBodySchema },
    handler: async (request) => webhooks.deliveries(request.params.id, request.query),
  });

  r.post('/webhooks/:id/deliveries/:deliveryId/resend', {
    access: 'admin',
    operationId: 'resendWebhookDelivery',
    summary: 'Send one delivery again',
    description:
      'A delivery that is over (sent, failed or skipped) is queued anew, with the same `webhook-id` and its ' +
      'schedule from the start; one still being tried answers 409 `not_resendable`. ' +
      `${stepUp} Audited.`,
    params: webhookDeliveryParamsSchema,
    response: { 202: z.null(), 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    handler: async (request, reply) => {
      await requireStepUp(request);
      const { id, deliveryId } = request.params;
      await webhooks.resend(id, deliveryId, auditSource(request));
      return sendAccepted(reply);
    },
  });
}
