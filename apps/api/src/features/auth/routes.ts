import {
  currentUserSchema,
  errorBodySchema,
  loginRequestSchema,
  okResponseSchema,
  signupRequestSchema,
  tokenResponseSchema,
  verifyRequestSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routesOf } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/access.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { auditSource } from '../../lib/audit-trail/recorder.ts';
import { AUTH_LIMITS, type AuthService } from './service.ts';

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
    summary: 'Exchange a sign-in code for an access token',
    body: verifyRequestSchema,
    response: { 200: tokenResponseSchema, 401: errorBodySchema, ...limited },
    handler: async (request) => ({
      access_token: await auth.verifyCode(request.body.email, request.body.otp, request.ip),
    }),
  });

  r.post('/auth/signup', {
    access: 'public',
    rateLimit: perAddress('login', AUTH_LIMITS.codeRequestsPerIp),
    operationId: 'signUp',
    summary: 'Register a merchant account and mail it a sign-in code',
    body: signupRequestSchema,
    response: { 200: okResponseSchema, ...limited },
    handler: async (request) => {
      await auth.signup(request.body);
      return { ok: true as const };
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
