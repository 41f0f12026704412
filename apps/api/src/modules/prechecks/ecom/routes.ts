import {
  ecomPrecheckDocumentSchema,
  ecomPrecheckInputSchema,
  ecomPrecheckListQuerySchema,
  ecomPrecheckPageSchema,
  ecomPrecheckSchema,
  ecomSecretSchema,
  errorBodySchema,
  uuidParamsSchema,
  ecomTableColumns,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { type AuditRecorder, auditSource } from '../../audit/index.ts';
import { type Printing, registerPrecheckRoutes } from '../routes.ts';
import { routesOf } from '../../../plugins/route-definitions.ts';
import { requireReader } from '../../../plugins/access.ts';
import type { EcomPrecheckService } from './service.ts';

export async function ecomPrecheckRoutes(
  app: FastifyInstance,
  { ecom, audit, printing }: { ecom: EcomPrecheckService; audit: AuditRecorder; printing: Printing },
) {
  registerPrecheckRoutes(app, {
    input: ecomPrecheckInputSchema,
    documentedInput: ecomPrecheckDocumentSchema,
    listQuery: ecomPrecheckListQuerySchema,
    page: ecomPrecheckPageSchema,
    record: ecomPrecheckSchema,
    names: {
      one: 'EcomPrecheck',
      many: 'EcomPrechecks',
      label: 'e-commerce pre-check',
    },
    service: ecom,
    kind: 'ecom',
    printing,
    exportColumns: ecomTableColumns,
    audit,
  });

  routesOf(app, 'precheck-ecom').get('/precheck/:id/secret', {
    access: 'user',
    operationId: 'getEcomPrecheckSecret',
    summary: "Reveal an e-commerce pre-check's website password",
    description:
      'For an admin or the merchant who submitted it. The only answer that carries the password; each call is recorded in the audit log as `precheck.secret`. 410 `secret_erased` once the pre-check was decided or withdrawn: the password is erased then (DESIGN §13).',
    params: uuidParamsSchema,
    response: {
      200: ecomSecretSchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      410: errorBodySchema,
    },
    handler: async (request) => {
      const { id } = request.params;
      return audit.disclose(
        auditSource(request),
        { action: 'precheck.secret', targetType: 'precheck', targetId: id },
        () => ecom.secret(id, requireReader(request)),
      );
    },
  });
}
