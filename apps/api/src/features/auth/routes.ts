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
import type { AuthService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.requestCode(request.body.email, request.ip);
      return { ok: true as const };
    },
  );

  r.post(
    '/auth/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: verifyRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      access_token: await auth.verifyCode(request.body.email, request.body.otp, request.ip),
    }),
  );

  r.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: signupRequestSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.signup(request.body, request.ip);
      return { ok: true as const };
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 204: z.null(), 401: errorBodySchema } },
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
      schema: { tags: ['auth'], response: { 200: currentUserSchema, 401: errorBodySchema } },
    },
    async (request) => {
      const { jti: _jti, ...user } = requireUser(request);
      return user;
    },
  );
}
