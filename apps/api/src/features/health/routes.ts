import { errorBodySchema, outboxReadinessSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { backlog } from '../../lib/outbox/store.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { routesOf } from '../../lib/routes.ts';
import { errorBody } from '../../plugins/errors.ts';

const status = z.object({ status: z.string() });
/** Ready, with the outbox's backlog: an operator's alert on it does not change the status. */
const ready = status.extend({ outbox: outboxReadinessSchema });
/** Not ready is an error like any other (DESIGN §10), which also names what does not answer. */
const notReady = errorBodySchema.extend(status.shape);

export async function healthRoutes(
  app: FastifyInstance,
  { database, limiter }: { database: Database; limiter: RateLimiter },
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
      'Also says how many outgoing messages wait and how old the oldest is (`outbox`), without letting that change the status.',
    response: { 200: ready, 503: notReady },
    handler: async (request, reply) => {
      const unavailable = (what: string) =>
        reply
          .status(503)
          .send({ ...errorBody(request, 'service_unavailable'), status: `${what} unreachable` });
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return unavailable('database');
      }
      try {
        await limiter.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store not reachable');
        return unavailable('rate-limit store');
      }
      return { status: 'ready', outbox: await backlog(database.db) };
    },
  });
}
