import { myPrechecksPageSchema, myPrechecksQuerySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { pageAnswer, withIsoDate } from '../../lib/http/page-answer.ts';
import { requireUser } from '../../plugins/access.ts';
import { listOwnPrechecks } from './repository.ts';

export async function merchantOverviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  routesOf(app, 'me').get('/me/prechecks', {
    access: 'user',
    operationId: 'listMyPrechecks',
    summary: "List the signed-in user's own pre-checks, newest first",
    querystring: myPrechecksQuerySchema,
    response: { 200: myPrechecksPageSchema },
    handler: async (request) =>
      pageAnswer(
        await listOwnPrechecks(db, requireUser(request).id, request.query),
        request.query,
        withIsoDate,
      ),
  });
}
