import {
  errorBodySchema,
  legalHoldRequestSchema,
  legalHoldSchema,
  PRECHECK_KIND_NAMES,
  PRECHECK_KINDS,
  type RetentionStatus,
  retentionStatusSchema,
  subjectErasureRequestSchema,
  subjectErasureSchema,
  subjectExportSchema,
  subjectHoldingsSchema,
  subjectRequestSchema,
  uuidParamsSchema,
} from '@portal/shared';
import { z } from '@portal/shared/zod';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../plugins/route-definitions.ts';
import { requireReader, requireStepUp } from '../../plugins/access.ts';
import { auditSource } from '../audit/index.ts';
import type { Erasure } from './erasure.ts';
import type { LegalHolds } from './legal-holds.ts';
import type { Retention } from './retention.ts';
import type { Subjects } from './subjects.ts';

const ONE = { pos: 'PosPrecheck', ecom: 'EcomPrecheck' } as const;

export async function privacyRoutes(
  app: FastifyInstance,
  {
    holds,
    subjects,
    retention,
    erasure,
    erasedInSnapshots,
  }: {
    holds: LegalHolds;
    subjects: Subjects;
    retention: Retention;
    erasure: Erasure;
    erasedInSnapshots: () => Promise<RetentionStatus['erasedInSnapshots']>;
  },
) {
  routesOf(app, 'privacy').get('/privacy/retention', {
    access: 'admin',
    operationId: 'getRetention',
    summary: 'Retention: the periods, what is due, the legal holds',
    description:
      'The RETENTION_* periods in force (null for `off`), how many pre-checks the next pass erases and withdraws, every pre-check under a legal hold with its reason, and when the last snapshot still holding someone erased is pruned (DESIGN §13).',
    response: { 200: retentionStatusSchema },
    handler: async () => ({
      ...(await retention.status()),
      erasedInSnapshots: await erasedInSnapshots(),
    }),
  });

  routesOf(app, 'privacy').post('/privacy/subjects/find', {
    access: 'admin',
    operationId: 'findSubject',
    summary: 'What the portal holds about an e-mail address',
    description:
      'Every pre-check with the address in any of its e-mail fields (POS `email`; e-commerce `genEmail`, `genDirEmail`, `chCustEmail`, `chAchEmail`), case-insensitively, with whether it is held; the merchant records, the user, and how many outgoing messages and audit entries name it (DESIGN §13). The address travels in the body, so no access log holds it.',
    body: subjectRequestSchema,
    response: { 200: subjectHoldingsSchema, 400: errorBodySchema },
    handler: async (request) => subjects.find(request.body.email),
  });

  routesOf(app, 'privacy').post('/privacy/subjects/export', {
    access: 'admin',
    operationId: 'exportSubject',
    summary: 'Every record about an e-mail address, as JSON',
    description:
      'A download (`content-disposition: attachment`) of the pre-checks `find` names, each as its detail answer (the website password left out) with its history and the answers each update replaced; the merchant records, the user (no second-factor secret), the outgoing messages and the audit entries naming the address. Audited as `privacy.export` before it leaves (DESIGN §13).',
    body: subjectRequestSchema,
    response: { 200: subjectExportSchema, 400: errorBodySchema },
    handler: async (request, reply) => {
      const exported = await subjects.export(
        request.body.email,
        requireReader(request),
        auditSource(request),
      );
      return reply.header('content-disposition', 'attachment; filename="subject-export.json"').send(exported);
    },
  });

  routesOf(app, 'privacy').post('/privacy/subjects/erase', {
    access: 'admin',
    operationId: 'eraseSubject',
    summary: "Erase a person's data",
    description:
      'Deletes the pre-checks `find` names (held ones are reported in `held` and kept), the merchant records and the user; the outgoing messages, webhook events, cached answers and audit entries naming the address keep only its pseudonym, and `GET /audit/verify` still answers ok. One transaction; the erasure is written to the erasure ledger beside the snapshots first, so a restore re-applies it. Audited as `privacy.erase`; tells the webhooks `data_subject.erased` (DESIGN §13). The last admin cannot be erased (409 `last_admin`). Needs a step-up within the last 5 minutes (403 `step_up_required`).',
    body: subjectErasureRequestSchema,
    response: { 200: subjectErasureSchema, 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
    handler: async (request) => {
      await requireStepUp(request);
      return erasure.erase(request.body.email, request.body.reason, auditSource(request));
    },
  });

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
      description:
        'Retention and erasure requests reach it again. Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited.',
      params: uuidParamsSchema,
      response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      handler: async (request, reply) => {
        await requireStepUp(request);
        await holds.release(kind, request.params.id, auditSource(request));
        return reply.status(204).send(null);
      },
    });
  }
}
