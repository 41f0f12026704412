import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './routes.ts';
import { overdueByKind } from './repository.ts';
import { createDashboardService } from './service.ts';

/**
 * The admins' dashboard: pre-checks per month, the newest ones, the review queue and the last days'
 * decisions; and the metric of overdue pre-checks.
 */
async function dashboardModule(app: FastifyInstance) {
  const { database, config } = app;
  const slaMs = config.review.slaMs;
  app.metrics?.watchOverdue(() => overdueByKind(database.db, slaMs));
  await app.register(dashboardRoutes, {
    prefix: '/api',
    dashboard: createDashboardService(database.db, slaMs),
  });
}

export default fp(dashboardModule, { name: 'dashboard', dependencies: ['core', 'metrics', 'access'] });
