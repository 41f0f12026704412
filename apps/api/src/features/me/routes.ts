import { myPrechecksPageSchema, myPrechecksQuerySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/access.ts';
import { listOwnPrechecks } from './repository.ts';

export async function meRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/prechecks',
    {
      config: { access: 'user' },
      schema: {
        tags: ['me'],
        operationId: 'listMyPrechecks',
        summary: "List the signed-in user's own pre-checks, newest first",
        querystring: myPrechecksQuerySchema,
        response: { 200: myPrechecksPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listOwnPrechecks(db, requireUser(request).id, page, pageSize);
      return {
        items: items.map((item) => ({ ...item, createdAt: new Date(item.createdAt).toISOString() })),
        total,
        page,
        pageSize,
      };
    },
  );
}
