import { myPrechecksPageSchema, myPrechecksQuerySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { pageAnswer, withIsoDate } from '../../lib/http/page-answer.ts';
import { requireUser } from '../../plugins/access.ts';
import { listOwnPrechecks, openRequestMessages } from './repository.ts';

export async function merchantOverviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  routesOf(app, 'me').get('/me/prechecks', {
    access: 'user',
    operationId: 'listMyPrechecks',
    summary: "List the signed-in user's own pre-checks, newest first",
    description:
      'Each with where its review stands; while the team waits for an answer, its question, which ' +
      '`GET|PUT /me/prechecks/{kind}/{id}/update` answers.',
    querystring: myPrechecksQuerySchema,
    response: { 200: myPrechecksPageSchema },
    handler: async (request) => {
      const page = await listOwnPrechecks(db, requireUser(request).id, request.query);
      const asked = page.items.filter((item) => item.status === 'information_requested');
      const messages = await openRequestMessages(
        db,
        asked.map((item) => item.id),
      );
      return pageAnswer(page, request.query, (item) => {
        const message = messages.get(item.id);
        return {
          ...withIsoDate(item),
          statusChangedAt: item.statusChangedAt.toISOString(),
          ...(message !== undefined && { message }),
        };
      });
    },
  });
}
