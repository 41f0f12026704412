import {
  posPrecheckInputSchema,
  posPrecheckListQuerySchema,
  posPrecheckPageSchema,
  posPrecheckSchema,
  posTableColumns,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditRecorder } from '../../audit/index.ts';
import { type Printing, registerPrecheckRoutes } from '../routes.ts';
import type { PosService } from './service.ts';

export async function posPrecheckRoutes(
  app: FastifyInstance,
  { pos, audit, printing }: { pos: PosService; audit: AuditRecorder; printing: Printing },
) {
  registerPrecheckRoutes(app, {
    input: posPrecheckInputSchema,
    listQuery: posPrecheckListQuerySchema,
    page: posPrecheckPageSchema,
    record: posPrecheckSchema,
    names: {
      one: 'PosPrecheck',
      many: 'PosPrechecks',
      label: 'POS pre-check',
    },
    service: pos,
    kind: 'pos',
    printing,
    exportColumns: posTableColumns,
    audit,
  });
}
