import { dashboardStatsSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardService } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardStats',
        summary: 'Read pre-checks per month and the latest ones',
        response: { 200: dashboardStatsSchema },
      },
    },
    async () => dashboard.stats(),
  );
}
