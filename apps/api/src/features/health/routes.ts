import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { routesOf } from '../../lib/routes.ts';

const status = z.object({ status: z.string() });

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
    response: { 200: status, 503: status },
    handler: async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'database unreachable' });
      }
      try {
        await limiter.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store not reachable');
        return reply.status(503).send({ status: 'rate-limit store unreachable' });
      }
      return { status: 'ready' };
    },
  });
}
