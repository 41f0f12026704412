import {
  posPrecheckInputSchema,
  posPrecheckListQuerySchema,
  posPrecheckPageSchema,
  posPrecheckSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { registerPrecheckRoutes } from '../../lib/precheck-routes.ts';
import type { PosService } from './service.ts';

export async function posPrecheckRoutes(app: FastifyInstance, { pos }: { pos: PosService }) {
  registerPrecheckRoutes(app, {
    path: '/precheck-pos',
    tag: 'precheck-pos',
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
  });
}
