import { dashboardStatsSchema, errorBodySchema } from '@portal/shared';
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
        response: { 200: dashboardStatsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => dashboard.stats(),
  );
}
