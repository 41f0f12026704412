import {
  createdResponseSchema,
  errorBodySchema,
  languageQuerySchema,
  posPrecheckInputSchema,
  posPrecheckListQuerySchema,
  posPrecheckPageSchema,
  posPrecheckSchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import { requireUser } from '../../plugins/access.ts';
import { requireCaptchaUnlessSignedIn } from '../../plugins/captcha.ts';
import type { PosService } from './service.ts';

const tags = ['precheck-pos'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };

export async function posPrecheckRoutes(app: FastifyInstance, { pos }: { pos: PosService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/precheck-pos',
    {
      config: { access: 'optional' },
      preHandler: requireCaptchaUnlessSignedIn,
      schema: {
        tags,
        querystring: languageQuerySchema,
        body: posPrecheckInputSchema,
        response: { 201: createdResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await pos.create(request.body, request.user) }),
  );

  r.get(
    '/precheck-pos',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: posPrecheckListQuerySchema,
        response: { 200: posPrecheckPageSchema, ...denied },
      },
    },
    async (request) => pos.list(request.query.q, request.query.page, request.query.pageSize),
  );

  r.get(
    '/precheck-pos/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 200: posPrecheckSchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => pos.get(request.params.id, requireUser(request)),
  );

  r.get(
    '/precheck-pos/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: uuidParamsSchema,
        querystring: languageQuerySchema,
        response: { 404: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const { company, pdf } = await pos.pdf(
        request.params.id,
        requireUser(request),
        requestLanguage(request),
      );
      return sendPdf(reply, pdf, company);
    },
  );

  r.delete(
    '/precheck-pos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      await pos.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
