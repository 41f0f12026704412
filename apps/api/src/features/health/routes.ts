import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

const status = z.object({ status: z.string() });

export async function healthRoutes(
  app: FastifyInstance,
  { database, limiter }: { database: Database; limiter: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Check that the server is up',
        response: { 200: status },
      },
    },
    async () => ({
      status: 'ok',
    }),
  );

  r.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Check that the database and the rate-limit store answer',
        response: { 200: status, 503: status },
      },
    },
    async (request, reply) => {
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
  );
}
