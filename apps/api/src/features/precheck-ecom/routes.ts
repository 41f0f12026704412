import {
  createdResponseSchema,
  ecomPrecheckInputSchema,
  ecomPrecheckListQuerySchema,
  ecomPrecheckPageSchema,
  ecomPrecheckSchema,
  errorBodySchema,
  languageQuerySchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import { requireUser } from '../../plugins/access.ts';
import { requireCaptchaUnlessSignedIn } from '../../plugins/captcha.ts';
import type { EcomPrecheckService } from './service.ts';

const tags = ['precheck-ecom'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };

export async function ecomPrecheckRoutes(app: FastifyInstance, { ecom }: { ecom: EcomPrecheckService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/precheck',
    {
      config: { access: 'optional' },
      preHandler: requireCaptchaUnlessSignedIn,
      schema: {
        tags,
        querystring: languageQuerySchema,
        body: ecomPrecheckInputSchema,
        response: { 201: createdResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await ecom.create(request.body, request.user) }),
  );

  r.get(
    '/precheck',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: ecomPrecheckListQuerySchema,
        response: { 200: ecomPrecheckPageSchema, ...denied },
      },
    },
    async (request) => ecom.list(request.query.q, request.query.page, request.query.pageSize),
  );

  r.get(
    '/precheck/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 200: ecomPrecheckSchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ecom.get(request.params.id, requireUser(request)),
  );

  r.get(
    '/precheck/:id/pdf',
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
      const { company, pdf } = await ecom.pdf(
        request.params.id,
        requireUser(request),
        requestLanguage(request),
      );
      return sendPdf(reply, pdf, company);
    },
  );

  r.delete(
    '/precheck/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      await ecom.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
