import {
  errorBodySchema,
  mfaConfirmRequestSchema,
  mfaSetupSchema,
  recoveryCodesSchema,
  securitySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { auditSource } from '../audit/index.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { requireFreshProof, requireStepUp, requireUser } from '../../plugins/access.ts';
import type { SecurityService } from './service.ts';

export async function securityRoutes(app: FastifyInstance, { security }: { security: SecurityService }) {
  const r = routesOf(app, 'security');

  r.get('/me/security', {
    access: 'user',
    operationId: 'getMySecurity',
    summary: "Read the signed-in user's second factor: set up or not, and recovery codes left",
    response: { 200: securitySchema },
    handler: async (request) => security.status(requireUser(request).id),
  });

  r.post('/me/mfa', {
    access: 'user',
    operationId: 'beginMyEnrolment',
    summary: 'Begin setting up a second factor',
    description:
      'Answers a new TOTP secret and its `otpauth://` URL (for the QR code); it takes effect once ' +
      '`POST /me/mfa/confirm` confirms it with a code. 409 when a second factor is already set up. ' +
      'Like a first passkey, it needs a recent step-up (403 `step_up_required`), or for an account with ' +
      'nothing to step up with a recent sign-in (403 `sign_in_again`): the app outlives the session.',
    response: { 200: mfaSetupSchema, 403: errorBodySchema, 409: errorBodySchema },
    handler: async (request) => {
      await requireFreshProof(request);
      return security.begin(requireUser(request));
    },
  });

  r.post('/me/mfa/confirm', {
    access: 'user',
    operationId: 'confirmMyEnrolment',
    summary: 'Confirm the second factor being set up with a code from the authenticator app',
    description:
      'Answers the 10 recovery codes, shown this once. A wrong code, or no enrolment begun, answers 400; ' +
      'from the next sign-in on, the second factor is asked for.',
    body: mfaConfirmRequestSchema,
    response: { 200: recoveryCodesSchema, 400: errorBodySchema },
    handler: async (request) => security.confirm(requireUser(request).id, request.body.code),
  });

  r.delete('/me/mfa', {
    access: 'merchant',
    operationId: 'removeMySecondFactor',
    summary: "Remove the signed-in merchant's second factor",
    description:
      'Merchants only: an admin cannot go without one (403). Needs a step-up within the last 5 minutes ' +
      '(403 `step_up_required`): a sign-in with the second factor counts for its first 5 minutes.',
    response: { 204: z.null(), 403: errorBodySchema },
    handler: async (request, reply) => {
      await requireStepUp(request);
      await security.remove(requireUser(request).id, auditSource(request));
      return reply.status(204).send(null);
    },
  });
}
