import { errorBodySchema, notificationSettingsSchema, unsubscribeQuerySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';
import { requireUser } from '../../plugins/access.ts';
import { endSubscription, findChoice, setChoice } from './repository.ts';

/** RFC 8058's one-click post: a form body saying `List-Unsubscribe=One-Click`, which nothing reads. */
const ONE_CLICK_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { db, links }: { db: Db; links: UnsubscribeLinks },
) {
  // Within this plugin only: every other route keeps answering 415 to a form body.
  app.addContentTypeParser(
    ONE_CLICK_BODIES,
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const r = routesOf(app, 'notifications');

  const answer = (newPrecheck: boolean | undefined) => {
    if (newPrecheck === undefined) throw notFound();
    return { newPrecheck };
  };

  r.get('/me/notifications', {
    access: 'staff',
    operationId: 'getMyNotifications',
    summary: "Read the signed-in staff member's choice of mails about new pre-checks",
    response: { 200: notificationSettingsSchema },
    handler: async (request) => answer(await findChoice(db, requireUser(request).id)),
  });

  r.put('/me/notifications', {
    access: 'staff',
    operationId: 'setMyNotifications',
    summary: "Set the signed-in staff member's choice of mails about new pre-checks",
    description:
      'The body is the whole choice, so a PUT replaces it and needs no `If-Match`. Turning it on ' +
      'makes the unsubscribe links of their earlier notices useless.',
    body: notificationSettingsSchema,
    response: { 200: notificationSettingsSchema },
    handler: async (request) =>
      answer(await setChoice(db, requireUser(request).id, request.body.newPrecheck)),
  });

  r.post('/notifications/unsubscribe', {
    access: 'public',
    operationId: 'unsubscribeFromNotices',
    summary: 'Turn off the new pre-check mails of the staff member a notice was sent to (RFC 8058 one click)',
    description:
      "The `token` is the one in the notice's `List-Unsubscribe` header or link; a form body " +
      '(`List-Unsubscribe=One-Click`) may come with it and is not read. 204 when the notices are off now; ' +
      '404 for a token this portal did not sign, or one already used, or one whose choice was changed since.',
    querystring: unsubscribeQuerySchema,
    response: { 204: z.null(), 404: errorBodySchema },
    handler: async (request, reply) => {
      const subscription = links.read(request.query.token);
      if (!subscription || !(await endSubscription(db, subscription))) throw notFound();
      return reply.status(204).send(null);
    },
  });
}
