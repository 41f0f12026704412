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

const config = { access: 'admin' } as const;
const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users',
    {
      config,
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List users, newest first',
        querystring: userListQuerySchema,
        response: { 200: userPageSchema },
      },
    },
    async (request) => users.list(request.query.q, request.query.page, request.query.pageSize),
  );

  r.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'Read one user',
        params: uuidParamsSchema,
        response: { 200: userSchema, 404: errorBodySchema },
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
        operationId: 'createUser',
        summary: 'Create a user',
        body: userInputSchema,
        response: { 201: userSchema, 409: errorBodySchema },
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
        operationId: 'updateUser',
        summary: 'Update one user',
        params: uuidParamsSchema,
        body: userInputSchema,
        response: { 200: userSchema, 404: errorBodySchema, 409: errorBodySchema },
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
        operationId: 'deleteUser',
        summary: 'Delete one user',
        params: uuidParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await users.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
