import {
  errorBodySchema,
  userInputSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  uuidParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsersService } from './service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const config = { access: 'admin' } as const;
const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users',
    {
      config,
      schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema, ...denied } },
    },
    async (request) => users.list(request.query.q, request.query.page, request.query.pageSize),
  );

  r.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 200: userSchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => users.get(request.params.id),
  );

  r.post(
    '/users',
    {
      config,
      schema: {
        tags,
        body: userInputSchema,
        response: { 201: userSchema, 400: errorBodySchema, 409: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => reply.status(201).send(await users.create(request.body)),
  );

  r.put(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        params: uuidParamsSchema,
        body: userInputSchema,
        response: {
          200: userSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => users.update(request.params.id, request.body),
  );

  r.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        params: uuidParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      await users.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
