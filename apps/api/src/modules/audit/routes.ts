import {
  auditExportQuerySchema,
  auditListQuerySchema,
  auditPageSchema,
  auditTableColumns,
  auditVerifySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditRecorder } from './recorder.ts';
import { registerCsvExport } from './csv-export-route.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import type { AuditService } from './service.ts';

export async function auditRoutes(
  app: FastifyInstance,
  { trail, audit }: { trail: AuditService; audit: AuditRecorder },
) {
  const r = routesOf(app, 'audit');

  r.get('/audit', {
    access: 'admin',
    operationId: 'listAuditEntries',
    summary: 'List audit entries, newest first',
    description:
      '`actor` is a user id or e-mail, or an API key id; `from` and `to` are UTC days, both included.',
    querystring: auditListQuerySchema,
    response: { 200: auditPageSchema },
    handler: async ({ query }) => trail.list(query),
  });

  registerCsvExport(app, {
    path: '/audit',
    tag: 'audit',
    access: 'admin',
    operationId: 'exportAuditEntriesCsv',
    label: 'audit entries',
    querystring: auditExportQuerySchema,
    audit,
    columns: auditTableColumns,
    batches: ({ language: _language, ...filter }, batchSize) => trail.exportBatches(filter, batchSize),
  });

  r.get('/audit/verify', {
    access: 'admin',
    operationId: 'verifyAuditChain',
    summary: 'Check the audit hash chain from its first entry',
    description:
      "Recomputes every entry's hash in order; answers the number of entries, or the first entry whose number, link or content breaks the chain.",
    response: { 200: auditVerifySchema },
    handler: async () => trail.verify(),
  });
}
