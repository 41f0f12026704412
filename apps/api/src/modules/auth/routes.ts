import {
  currentUserSchema,
  errorBodySchema,
  loginRequestSchema,
  mfaRequestSchema,
  mfaTokenResponseSchema,
  okResponseSchema,
  signupRequestSchema,
  verifyRequestSchema,
  verifyResponseSchema,
  idempotencyHeadersSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { routesOf, sendAnswer } from '../../plugins/route-definitions.ts';
import { answerSettledKey, idempotent, sealFor } from '../../plugins/idempotency.ts';
import { requireUser } from '../../plugins/access.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { requireCaptchaUnlessSignedIn } from '../captcha/index.ts';
import { auditSource } from '../audit/index.ts';
import { AUTH_LIMITS, type AuthService } from './service.ts';
import { clientOf } from './sign-in-client.ts';

// Public calls that read the database and the rate-limit store, so either can be unavailable.
const limited = { 429: errorBodySchema, 503: errorBodySchema };

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = routesOf(app, 'auth');

  r.post('/auth/login', {
    access: 'public',
    rateLimit: perAddress('login', AUTH_LIMITS.codeRequestsPerIp),
    operationId: 'requestSignInCode',
    summary: 'Mail a sign-in code to an account',
    description: 'Answers the same whether or not the e-mail has an account.',
    body: loginRequestSchema,
    response: { 200: okResponseSchema, ...limited },
    handler: async (request) => {
      await auth.requestCode(request.body.email);
      return { ok: true as const };
    },
  });

  r.post('/auth/verify', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'verifySignInCode',
    summary: 'Exchange a sign-in code for an access token, or for a second-factor ticket',
    description:
      'A merchant without a second factor gets `{access_token}`. An admin, or a merchant who set up a ' +
      'second factor, gets `{mfa: "totp", ticket}`; an admin without one yet `{mfa: "enrol", ticket, ' +
      'secret, otpauthUrl}`. Either way the ticket goes to `POST /auth/mfa` within 10 minutes.',
    body: verifyRequestSchema,
    response: { 200: verifyResponseSchema, 401: errorBodySchema, ...limited },
    handler: async (request) => auth.verifyCode(request.body.email, request.body.otp, clientOf(request)),
  });

  r.post('/auth/mfa', {
    access: 'public',
    rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp),
    operationId: 'verifySecondFactor',
    summary: 'Exchange a second-factor ticket and code for an access token',
    description:
      'The code is the 6-digit TOTP code of the authenticator app (each accepted once) or, once enrolled, ' +
      'an unused recovery code `xxxxx-xxxxx`. An enrolment ticket confirms the new secret and answers ' +
      'the 10 recovery codes, this once. A wrong code answers 401 and counts against the ticket (dead ' +
      'after 5) and the account (as wrong e-mailed codes do: 429 beyond the budget).',
    body: mfaRequestSchema,
    response: { 200: mfaTokenResponseSchema, 401: errorBodySchema, ...limited },
    handler: async (request) =>
      auth.verifySecondFactor(request.body.ticket, request.body.code, clientOf(request)),
  });

  r.post('/auth/signup', {
    access: 'public',
    rateLimit: perAddress('login', AUTH_LIMITS.codeRequestsPerIp),
    operationId: 'signUp',
    summary: 'Register a merchant account and mail it a sign-in code',
    description:
      'Needs a solved captcha in `X-Captcha-Token`, as an anonymous pre-check does. Safe to retry with ' +
      'the same `Idempotency-Key`: a replay mails no second code and needs no second solution.',
    preHandler: [answerSettledKey, requireCaptchaUnlessSignedIn, idempotent],
    headers: idempotencyHeadersSchema,
    body: signupRequestSchema,
    response: { 200: okResponseSchema, 409: errorBodySchema, 422: errorBodySchema, ...limited },
    handler: async (request, reply) => {
      const answer = { status: 200, body: { ok: true as const }, location: null };
      await auth.signup(
        request.body,
        sealFor(request, () => answer),
      );
      return sendAnswer(reply, answer);
    },
  });

  r.post('/auth/logout', {
    access: 'user',
    operationId: 'signOut',
    summary: 'Revoke the bearer token',
    response: { 204: z.null() },
    handler: async (request, reply) => {
      await auth.logout(requireUser(request).jti, auditSource(request));
      return reply.status(204).send(null);
    },
  });

  r.get('/auth/validate-token', {
    access: 'user',
    operationId: 'getCurrentUser',
    summary: 'Read the signed-in user',
    response: { 200: currentUserSchema },
    handler: async (request) => {
      const { jti: _jti, ...user } = requireUser(request);
      return user;
    },
  });
}
