import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './routes.ts';

export { unreachableStore } from './readiness.ts';

/** Liveness, readiness (database, rate-limit store, outbox) and the metrics scrape. */
async function healthModule(app: FastifyInstance) {
  const { database, limiter, metrics } = app;
  await app.register(healthRoutes, { prefix: '/api', database, limiter, metrics });
}

export default fp(healthModule, { name: 'health', dependencies: ['core', 'metrics', 'access'] });
