import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { notificationsRoutes } from './routes.ts';
import { NOTICES_PER_RECIPIENT, teamNoticeDelivery } from './team-notice.ts';
import { teamNoticeMail } from './team-notice-mail.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

export { queueTeamNotices, TEAM_MAILBOX_LANGUAGE } from './team-notice.ts';
export { teamNoticeMail } from './team-notice-mail.ts';

/** The team's notice of each new pre-check, mailed to the admins who want it, and its one-click unsubscribe. */
async function notificationsModule(app: FastifyInstance) {
  const { config, database, limiter, mailer, mailSettings } = app;
  const links = createUnsubscribeLinks(app.keyFor('unsubscribe'), config.portalUrl);
  app.outbox.deliver(
    'team-notice',
    teamNoticeDelivery({
      db: database.db,
      copies: app.printablePrechecks,
      links,
      portalUrl: config.portalUrl,
      limiter,
      perRecipient: NOTICES_PER_RECIPIENT,
      mailer,
      compose: composingWithOutboxId(mailSettings, teamNoticeMail),
    }),
  );
  await app.register(notificationsRoutes, { prefix: '/api', db: database.db, links });
}

export default fp(notificationsModule, {
  name: 'notifications',
  dependencies: ['core', 'outbox', 'prechecks', 'access'],
});
