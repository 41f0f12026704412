import { errorBodySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Metrics } from '../metrics/index.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { unreachableStore } from './readiness.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { errorBody } from '../../plugins/errors.ts';

const status = z.object({ status: z.string() });
/** Not ready is an error like any other (DESIGN §10), which also names what does not answer. */
const notReady = errorBodySchema.extend(status.shape);

const metricsText = z.string().meta({ description: 'The Prometheus text exposition format, version 0.0.4' });

export async function healthRoutes(
  app: FastifyInstance,
  {
    database,
    limiter,
    metrics,
  }: {
    database: Database;
    limiter: RateLimiter;
    /** Null while metrics are off (neither METRICS_TOKEN nor METRICS_PORT is set). */
    metrics: Metrics | null;
  },
) {
  const r = routesOf(app, 'health');

  r.get('/health', {
    access: 'public',
    operationId: 'getHealth',
    summary: 'Check that the server is up',
    response: { 200: status },
    handler: async () => ({ status: 'ok' }),
  });

  r.get('/ready', {
    access: 'public',
    operationId: 'getReadiness',
    summary: 'Check that the database and the rate-limit store answer',
    description:
      'Public, so it says nothing more than ready or not: the outgoing queue is in the metrics (`portal_outbox_queued`).',
    response: { 200: status, 503: notReady },
    handler: async (request, reply) => {
      const down = await unreachableStore(database, limiter, request.log);
      if (down)
        return reply
          .status(503)
          .send({ ...errorBody(request, 'service_unavailable'), status: `${down} unreachable` });
      return { status: 'ready' };
    },
  });

  r.get('/metrics', {
    access: 'metrics',
    operationId: 'getMetrics',
    summary: "Read the server's metrics, for Prometheus",
    description:
      'Requests by route pattern, method and status, latency by route pattern, the database pool, rate-limit ' +
      'refusals by budget, the PDF pools, the outbox, disabled webhook endpoints, readiness and the ' +
      "process's own (docs/operations.md). The bearer token is the server's `METRICS_TOKEN`; while that is " +
      'unset this answers 404 (a localhost listener on `METRICS_PORT` may serve them instead).',
    response: {
      200: {
        description: 'Every metric of this instance',
        content: { 'text/plain': { schema: metricsText } },
      },
    },
    handler: async (_request, reply) => {
      // A set token means metrics are collected (app.ts); unset, the access hook answered 404 already.
      if (!metrics) throw notFound();
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  });
}
