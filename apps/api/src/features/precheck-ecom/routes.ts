import {
  ecomPrecheckInputSchema,
  ecomPrecheckListQuerySchema,
  ecomPrecheckPageSchema,
  ecomPrecheckSchema,
  ecomTableColumns,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditRecorder } from '../../lib/audit-trail/recorder.ts';
import { registerPrecheckRoutes } from '../../lib/precheck-routes.ts';
import type { EcomPrecheckService } from './service.ts';

export async function ecomPrecheckRoutes(
  app: FastifyInstance,
  { ecom, audit }: { ecom: EcomPrecheckService; audit: AuditRecorder },
) {
  registerPrecheckRoutes(app, {
    path: '/precheck',
    tag: 'precheck-ecom',
    auditTarget: 'precheck',
    input: ecomPrecheckInputSchema,
    listQuery: ecomPrecheckListQuerySchema,
    page: ecomPrecheckPageSchema,
    record: ecomPrecheckSchema,
    names: {
      one: 'EcomPrecheck',
      many: 'EcomPrechecks',
      label: 'e-commerce pre-check',
    },
    service: ecom,
    exportColumns: ecomTableColumns,
    audit,
  });
}
