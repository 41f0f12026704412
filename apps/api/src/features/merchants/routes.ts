import {
  errorBodySchema,
  type Merchant,
  merchantListQuerySchema,
  merchantPageSchema,
  merchantParamsSchema,
  merchantSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

const config = { access: 'admin' } as const;
const tags = ['merchants'];

function toMerchant(row: repo.MerchantRow): Merchant {
  const { updatedAt: _updatedAt, createdAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString() };
}

/** Merchant records are derived from pre-checks (DESIGN §6): read and delete only, no rules of their own. */
export async function merchantsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/merchant',
    {
      config,
      schema: {
        tags,
        operationId: 'listMerchants',
        summary: 'List merchants, newest first',
        querystring: merchantListQuerySchema,
        response: { 200: merchantPageSchema },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const { items, total } = await repo.listMerchants(db, q, page, pageSize);
      return {
        items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
        total,
        page,
        pageSize,
      };
    },
  );

  r.get(
    '/merchant/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getMerchant',
        summary: 'Read one merchant',
        params: merchantParamsSchema,
        response: { 200: merchantSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await repo.findMerchant(db, request.params.id);
      if (!row) throw notFound();
      return toMerchant(row);
    },
  );

  r.delete(
    '/merchant/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteMerchant',
        summary: 'Delete one merchant',
        params: merchantParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await repo.deleteMerchant(db, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
