import {
  errorBodySchema,
  listExportQuerySchema,
  merchantListQuerySchema,
  merchantPageSchema,
  merchantParamsSchema,
  merchantSchema,
  merchantTableColumns,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import type { Db } from '../../db/client.ts';
import { merchantAnswer } from './records.ts';
import { notFound } from '../../lib/app-error.ts';
import { registerCsvExport, type AuditRecorder, auditSource } from '../audit/index.ts';
import { pageAnswer, withIsoDate } from '../../lib/http/page-answer.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import * as repo from './repository.ts';

/** Merchant records are derived from pre-checks (DESIGN §6): read and delete only, no rules of their own. */
export async function merchantsRoutes(
  app: FastifyInstance,
  { db, audit, wake }: { db: Db; audit: AuditRecorder; wake: () => void },
) {
  const r = routesOf(app, 'merchants');

  r.get('/merchant', {
    access: 'staff',
    keyScope: 'merchants:read',
    operationId: 'listMerchants',
    summary: 'List merchants, newest first',
    querystring: merchantListQuerySchema,
    response: { 200: merchantPageSchema },
    handler: async ({ query }) => pageAnswer(await repo.listMerchants(db, query), query, withIsoDate),
  });

  registerCsvExport(app, {
    path: '/merchant',
    tag: 'merchants',
    access: 'staff',
    operationId: 'exportMerchantsCsv',
    label: 'merchants',
    querystring: listExportQuerySchema,
    keyScope: 'merchants:read',
    audit,
    columns: merchantTableColumns,
    batches: ({ q }, batchSize) => repo.merchantBatches(db, q, batchSize),
  });

  r.get('/merchant/:id', {
    access: 'staff',
    keyScope: 'merchants:read',
    operationId: 'getMerchant',
    summary: 'Read one merchant',
    etag: true,
    params: merchantParamsSchema,
    response: { 200: merchantSchema, 304: z.null(), 404: errorBodySchema },
    handler: async (request) => {
      const { id } = request.params;
      const event = { action: 'merchant.view', targetType: 'merchant', targetId: String(id) } as const;
      return audit.disclose(auditSource(request), event, async () => {
        const row = await repo.findMerchant(db, id);
        if (!row) throw notFound();
        return merchantAnswer(row);
      });
    },
  });

  r.delete('/merchant/:id', {
    access: 'admin',
    keyScope: 'merchants:write',
    operationId: 'deleteMerchant',
    summary: 'Delete one merchant',
    params: merchantParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      const { id } = request.params;
      const event = { action: 'merchant.delete', targetType: 'merchant', targetId: String(id) } as const;
      await audit.within(auditSource(request), event, async (tx) => {
        const deleted = await repo.deleteMerchant(tx, id);
        if (!deleted) throw notFound();
        await emitWebhookEvent(tx, 'merchant.deleted', merchantAnswer(deleted));
      });
      wake();
      return reply.status(204).send(null);
    },
  });
}
