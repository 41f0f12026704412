import {
  assignRequestSchema,
  errorBodySchema,
  noteRequestSchema,
  reviewHistoryItemSchema,
  ecomPrecheckSchema,
  ifMatchHeadersSchema,
  posPrecheckSchema,
  PRECHECK_KIND_NAMES,
  reviewHistorySchema,
  staffMembersSchema,
  transitionRequestSchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireReader } from '../../plugins/access.ts';
import { requireIfMatch } from '../../plugins/conditional.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { auditSource } from '../audit/index.ts';
import type { Changer, ReviewService } from './service.ts';

/** Each kind, its name in the API document's operations, and the record a change answers with. */
const KINDS = [
  { kind: 'pos', one: 'PosPrecheck', record: posPrecheckSchema },
  { kind: 'ecom', one: 'EcomPrecheck', record: ecomPrecheckSchema },
] as const;

/** Who asks for a change: the person or key, as reader of the answer and as the audit's actor. */
const changerOf = (request: FastifyRequest): Changer => ({
  user: request.user,
  reader: requireReader(request),
  source: auditSource(request),
});

/**
 * A changed pre-check with the ETag the next change must name. The record is the route's own kind,
 * which that kind's response schema checks as it is sent.
 */
const sendChanged = (reply: FastifyReply, { record, etag }: { record: unknown; etag: string }) =>
  reply.header('etag', etag).send(record);

export async function reviewRoutes(app: FastifyInstance, { review }: { review: ReviewService }) {
  routesOf(app, 'review').get('/staff', {
    access: 'staff',
    keyScope: 'prechecks:review',
    operationId: 'listStaff',
    summary: 'The staff a pre-check may be assigned to',
    description: 'Admins and reviewers, by name: whom `PUT …/{id}/assignee` takes.',
    response: { 200: staffMembersSchema },
    handler: async () => review.staff(),
  });

  for (const { kind, one, record } of KINDS) {
    const { path, tag } = PRECHECK_KIND_NAMES[kind];
    const r = routesOf(app, tag);

    r.post(`${path}/:id/transitions`, {
      access: 'staff',
      keyScope: 'prechecks:review',
      operationId: `transition${one}`,
      summary: 'Move a pre-check to another status',
      description:
        'Only the moves DESIGN §12 lists (409 `invalid_transition` otherwise): take into review, ask the applicant ' +
        '(`message`), approve (with `REVIEW_FOUR_EYES=on` a proposal a second person confirms: the proposer gets 403 ' +
        '`four_eyes_required`), decline (`reason`), withdraw, and for admins reopen a decision (`note`). ' +
        '`If-Match` must name the `ETag` the pre-check was read with: without it 428, and 412 (nothing saved) once ' +
        'someone else has changed it since. Answers the pre-check as it now is. Audited.',
      headers: ifMatchHeadersSchema,
      params: uuidParamsSchema,
      body: transitionRequestSchema,
      response: {
        200: record,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        412: errorBodySchema,
        428: errorBodySchema,
      },
      handler: async (request, reply) => {
        const changed = await review.transition(
          kind,
          request.params.id,
          request.body,
          requireIfMatch(request),
          changerOf(request),
        );
        return sendChanged(reply, changed);
      },
    });

    r.put(`${path}/:id/assignee`, {
      access: 'staff',
      keyScope: 'prechecks:review',
      operationId: `assign${one}`,
      summary: 'Assign a pre-check to a staff member, or to nobody',
      description:
        '`If-Match` must name the `ETag` the pre-check was read with (428 without, 412 stale). An id that ' +
        'is not a staff member is refused at `assigneeId`. Answers the pre-check as it now is. Audited.',
      headers: ifMatchHeadersSchema,
      params: uuidParamsSchema,
      body: assignRequestSchema,
      response: {
        200: record,
        400: errorBodySchema,
        404: errorBodySchema,
        412: errorBodySchema,
        428: errorBodySchema,
      },
      handler: async (request, reply) => {
        const changed = await review.assign(
          kind,
          request.params.id,
          request.body.assigneeId,
          requireIfMatch(request),
          changerOf(request),
        );
        return sendChanged(reply, changed);
      },
    });

    r.post(`${path}/:id/notes`, {
      access: 'staff',
      keyScope: 'prechecks:review',
      operationId: `add${one}Note`,
      summary: 'Add an internal note to a pre-check',
      description: 'The note joins its history; the applicant never sees it. Audited (without the text).',
      params: uuidParamsSchema,
      body: noteRequestSchema,
      response: { 201: reviewHistoryItemSchema, 400: errorBodySchema, 404: errorBodySchema },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await review.note(kind, request.params.id, request.body.text, changerOf(request))),
    });

    r.get(`${path}/:id/history`, {
      access: 'staff',
      keyScope: 'prechecks:review',
      operationId: `get${one}History`,
      summary: "A pre-check's history, oldest first",
      description:
        'Its creation, then every status change (with the message to the applicant or the internal note), ' +
        'assignment, note, update by the applicant and mail sent.',
      params: uuidParamsSchema,
      response: { 200: reviewHistorySchema, 404: errorBodySchema },
      handler: async (request) => review.history(kind, request.params.id),
    });
  }
}
