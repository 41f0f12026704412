import {
  ecomPrecheckDocumentSchema,
  errorBodySchema,
  PRECHECK_KIND_NAMES,
  PRECHECK_KINDS,
  posPrecheckInputSchema,
  precheckVersionsSchema,
  referenceSchema,
  updateRequestSchema,
  updateSavedSchema,
  updateTokenParamsSchema,
  uuidParamsSchema,
} from '@portal/shared';
import { z } from '@portal/shared/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/access.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { auditSource } from '../audit/index.ts';
import type { Answerer, ApplicantUpdates } from './service.ts';

/** Any body: which form it must be depends on the link, so the service checks it as a submission. */
const updateBody = z.record(z.string(), z.unknown());
const documentedUpdate = z.union([posPrecheckInputSchema, ecomPrecheckDocumentSchema]).meta({
  description: "A whole submission of the link's kind; without `genPass` the stored password stays",
});
const withdrawnSchema = z.object({ reference: referenceSchema });
const ownParamsSchema = uuidParamsSchema.extend({ kind: z.enum(PRECHECK_KINDS) });

const refused = { 404: errorBodySchema, 410: errorBodySchema };

const byLink = (request: FastifyRequest): Answerer => ({ source: auditSource(request), via: 'link' });
const bySession = (request: FastifyRequest): Answerer => ({ source: auditSource(request), via: 'session' });

export async function applicantUpdateRoutes(
  app: FastifyInstance,
  { updates }: { updates: ApplicantUpdates },
) {
  const r = routesOf(app, 'updates');

  r.get('/updates/:token', {
    access: 'public',
    operationId: 'getUpdateRequest',
    summary: "Open a request for information's link",
    description:
      'What the team asks and the answers as they stand (never the website password). 404 for a token no ' +
      'link has; 410 `update_closed` once the answers were sent, the request ended or the link expired.',
    params: updateTokenParamsSchema,
    response: { 200: updateRequestSchema, ...refused },
    handler: async (request) => updates.request(await updates.linkOf(request.params.token)),
  });

  r.put('/updates/:token', {
    access: 'public',
    operationId: 'saveUpdate',
    summary: 'Send the changed answers',
    description:
      'A whole submission body, checked like one (no captcha: the link is the credential). Makes the next ' +
      'version, puts the pre-check back in review, closes the link and tells the assignee. Audited without actor.',
    params: updateTokenParamsSchema,
    body: updateBody,
    documentedBody: documentedUpdate,
    response: { 200: updateSavedSchema, 400: errorBodySchema, ...refused },
    handler: async (request) =>
      updates.save(await updates.linkOf(request.params.token), request.body, byLink(request)),
  });

  r.post('/updates/:token/withdraw', {
    access: 'public',
    operationId: 'withdrawByLink',
    summary: 'Withdraw the pre-check instead of answering',
    params: updateTokenParamsSchema,
    response: { 200: withdrawnSchema, ...refused },
    handler: async (request) => updates.withdraw(await updates.linkOf(request.params.token), byLink(request)),
  });

  const own = routesOf(app, 'me');
  const ownLink = (request: FastifyRequest) => {
    const { kind, id } = request.params as z.infer<typeof ownParamsSchema>;
    return updates.linkOfOwn(kind, id, requireUser(request).id);
  };

  own.get('/me/prechecks/:kind/:id/update', {
    access: 'user',
    operationId: 'getMyUpdateRequest',
    summary: "The team's request on one's own pre-check",
    description: 'As `GET /updates/{token}`, for the merchant who submitted it (404 for anyone else).',
    params: ownParamsSchema,
    response: { 200: updateRequestSchema, ...refused },
    handler: async (request) => updates.request(await ownLink(request)),
  });

  own.put('/me/prechecks/:kind/:id/update', {
    access: 'user',
    operationId: 'saveMyUpdate',
    summary: "Answer the team's request on one's own pre-check",
    params: ownParamsSchema,
    body: updateBody,
    documentedBody: documentedUpdate,
    response: { 200: updateSavedSchema, 400: errorBodySchema, ...refused },
    handler: async (request) => updates.save(await ownLink(request), request.body, bySession(request)),
  });

  own.post('/me/prechecks/:kind/:id/withdraw', {
    access: 'user',
    operationId: 'withdrawMyPrecheck',
    summary: "Withdraw one's own pre-check while it is open",
    description: 'Asked or not, until it is decided (409 `invalid_transition` after); 404 for anyone else.',
    params: ownParamsSchema,
    response: { 200: withdrawnSchema, 404: errorBodySchema, 409: errorBodySchema },
    handler: async (request) => {
      const { kind, id } = request.params;
      return updates.withdrawOwn(kind, id, bySession(request));
    },
  });

  for (const kind of PRECHECK_KINDS) {
    const { path, tag } = PRECHECK_KIND_NAMES[kind];
    routesOf(app, tag).get(`${path}/:id/versions`, {
      access: 'staff',
      keyScope: 'prechecks:review',
      operationId: `get${kind === 'pos' ? 'PosPrecheck' : 'EcomPrecheck'}Versions`,
      summary: "A pre-check's versions, oldest first, with the answers each changed",
      description: '`GET …/{id}?version=N` answers the answers of version N.',
      params: uuidParamsSchema,
      response: { 200: precheckVersionsSchema, 404: errorBodySchema },
      handler: async (request) => updates.versions(kind, request.params.id),
    });
  }
}
