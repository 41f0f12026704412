import { dashboardStatsSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../plugins/route-definitions.ts';
import type { DashboardService } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  routesOf(app, 'dashboard').get('/stats/dashboard', {
    access: 'staff',
    operationId: 'getDashboardStats',
    summary: 'Read pre-checks per month and the latest ones',
    response: { 200: dashboardStatsSchema },
    handler: async () => dashboard.stats(),
  });
}
