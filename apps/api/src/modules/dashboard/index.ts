import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './routes.ts';
import { createDashboardService } from './service.ts';

/** The admins' dashboard: pre-checks per month and the newest ones. */
async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes, { prefix: '/api', dashboard: createDashboardService(app.database.db) });
}

export default fp(dashboardModule, { name: 'dashboard', dependencies: ['core', 'access'] });
