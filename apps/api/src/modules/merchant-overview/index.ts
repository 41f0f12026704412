import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { merchantOverviewRoutes } from './routes.ts';

/** A signed-in merchant's own pre-checks, newest first. */
async function merchantOverviewModule(app: FastifyInstance) {
  await app.register(merchantOverviewRoutes, { prefix: '/api', db: app.database.db });
}

export default fp(merchantOverviewModule, { name: 'merchant-overview', dependencies: ['core', 'access'] });
