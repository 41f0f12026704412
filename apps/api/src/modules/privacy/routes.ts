import {
  errorBodySchema,
  legalHoldRequestSchema,
  legalHoldSchema,
  PRECHECK_KIND_NAMES,
  PRECHECK_KINDS,
  uuidParamsSchema,
} from '@portal/shared';
import { z } from '@portal/shared/zod';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../plugins/route-definitions.ts';
import { auditSource } from '../audit/index.ts';
import type { LegalHolds } from './legal-holds.ts';

const ONE = { pos: 'PosPrecheck', ecom: 'EcomPrecheck' } as const;

export async function privacyRoutes(app: FastifyInstance, { holds }: { holds: LegalHolds }) {
  for (const kind of PRECHECK_KINDS) {
    const { path, tag } = PRECHECK_KIND_NAMES[kind];
    const r = routesOf(app, tag);

    r.put(`${path}/:id/legal-hold`, {
      access: 'admin',
      operationId: `placeLegalHold${ONE[kind]}`,
      summary: 'Hold a pre-check from erasure',
      description:
        'While held, neither retention nor an erasure request erases the pre-check (DESIGN §13); placing it again replaces the reason. Audited.',
      params: uuidParamsSchema,
      body: legalHoldRequestSchema,
      response: { 200: legalHoldSchema, 400: errorBodySchema, 404: errorBodySchema },
      handler: async (request) =>
        holds.place(kind, request.params.id, request.body.reason, auditSource(request)),
    });

    r.delete(`${path}/:id/legal-hold`, {
      access: 'admin',
      operationId: `releaseLegalHold${ONE[kind]}`,
      summary: "Release a pre-check's legal hold",
      description: 'Retention and erasure requests reach it again. Audited.',
      params: uuidParamsSchema,
      response: { 204: z.null(), 404: errorBodySchema },
      handler: async (request, reply) => {
        await holds.release(kind, request.params.id, auditSource(request));
        return reply.status(204).send(null);
      },
    });
  }
}
