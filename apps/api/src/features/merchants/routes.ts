import {
  errorBodySchema,
  type Merchant,
  merchantListQuerySchema,
  merchantPageSchema,
  merchantParamsSchema,
  merchantSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageAnswer, withIsoDate } from '../../lib/page-answer.ts';
import { routesOf } from '../../lib/routes.ts';
import * as repo from './repository.ts';

function toMerchant(row: repo.MerchantRow): Merchant {
  const { updatedAt: _updatedAt, ...fields } = row;
  return withIsoDate(fields);
}

/** Merchant records are derived from pre-checks (DESIGN §6): read and delete only, no rules of their own. */
export async function merchantsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = routesOf(app, 'merchants');

  r.get('/merchant', {
    access: 'admin',
    operationId: 'listMerchants',
    summary: 'List merchants, newest first',
    querystring: merchantListQuerySchema,
    response: { 200: merchantPageSchema },
    handler: async ({ query }) => pageAnswer(await repo.listMerchants(db, query), query, withIsoDate),
  });

  r.get('/merchant/:id', {
    access: 'admin',
    operationId: 'getMerchant',
    summary: 'Read one merchant',
    params: merchantParamsSchema,
    response: { 200: merchantSchema, 404: errorBodySchema },
    handler: async (request) => {
      const row = await repo.findMerchant(db, request.params.id);
      if (!row) throw notFound();
      return toMerchant(row);
    },
  });

  r.delete('/merchant/:id', {
    access: 'admin',
    operationId: 'deleteMerchant',
    summary: 'Delete one merchant',
    params: merchantParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      if (!(await repo.deleteMerchant(db, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  });
}
