import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { applicantUpdateRoutes } from './routes.ts';
import { createApplicantUpdates } from './service.ts';
import { updateNoticeDelivery, updateNoticeMail } from './update-notice.ts';

/**
 * The applicant's answer to a request for information (DESIGN §12): the mailed link and the signed-in
 * merchant's way to the same, the versions an answer makes, and the assignee's notice of it.
 */
async function applicantUpdatesModule(app: FastifyInstance) {
  const { config, database, audit, outbox, mailer, mailSettings } = app;
  const updates = createApplicantUpdates({
    db: database.db,
    audit,
    review: app.review,
    links: app.updateLinks,
    answers: app.precheckAnswers,
    outbox,
    notifyEmail: config.notifyEmail,
  });
  outbox.deliver(
    'update-notice',
    updateNoticeDelivery({
      copies: app.printablePrechecks,
      portalUrl: config.portalUrl,
      mailer,
      compose: composingWithOutboxId(mailSettings, updateNoticeMail),
    }),
  );
  await app.register(applicantUpdateRoutes, { prefix: '/api', updates });
}

export default fp(applicantUpdatesModule, {
  name: 'applicant-updates',
  dependencies: ['core', 'audit', 'outbox', 'prechecks', 'review', 'notifications', 'webhooks', 'access'],
});
