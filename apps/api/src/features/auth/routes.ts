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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { AUTH_LIMITS, type AuthService } from './service.ts';

// Public calls that read the database and the rate-limit store, so either can be unavailable.
const limited = { 429: errorBodySchema, 503: errorBodySchema };

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: perAddress('login', AUTH_LIMITS.codeRequestsPerIp) },
      schema: {
        tags: ['auth'],
        operationId: 'requestSignInCode',
        summary: 'Mail a sign-in code to an account',
        description: 'Answers the same whether or not the e-mail has an account.',
        body: loginRequestSchema,
        response: { 200: okResponseSchema, ...limited },
      },
    },
    async (request) => {
      await auth.requestCode(request.body.email);
      return { ok: true as const };
    },
  );

  r.post(
    '/auth/verify',
    {
      config: { access: 'public', rateLimit: perAddress('verify', AUTH_LIMITS.verificationsPerIp) },
      schema: {
        tags: ['auth'],
        operationId: 'verifySignInCode',
        summary: 'Exchange a sign-in code for an access token',
        body: verifyRequestSchema,
        response: { 200: tokenResponseSchema, 401: errorBodySchema, ...limited },
      },
    },
    async (request) => ({
      access_token: await auth.verifyCode(request.body.email, request.body.otp),
    }),
  );

  r.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: perAddress('login', AUTH_LIMITS.codeRequestsPerIp) },
      schema: {
        tags: ['auth'],
        operationId: 'signUp',
        summary: 'Register a merchant account and mail it a sign-in code',
        body: signupRequestSchema,
        response: { 200: okResponseSchema, ...limited },
      },
    },
    async (request) => {
      await auth.signup(request.body);
      return { ok: true as const };
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Revoke the bearer token',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logout(requireUser(request).jti);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/validate-token',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'Read the signed-in user',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const { jti: _jti, ...user } = requireUser(request);
      return user;
    },
  );
}
