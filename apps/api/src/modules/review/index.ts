import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { applicantMail, applicantNewsDelivery } from './applicant-mail.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewService, type ReviewService } from './service.ts';
import { createUpdateLinks, type UpdateLinks } from './update-links.ts';

export { addEvent, creationOf, lockReview, type LockedReview, staffMailbox } from './repository.ts';
export { isOpen, linkTarget, type UpdateLink, type UpdateLinks } from './update-links.ts';
export type { ReviewService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves and their side effects, for the applicant's own moves (modules/applicant-updates). */
    review: ReviewService;
    updateLinks: UpdateLinks;
  }
}

/**
 * Review and decisions (DESIGN §12): a pre-check's moves from received to decided, its history, the
 * rules on who may make each move, and what the applicant is mailed at each.
 */
async function reviewModule(app: FastifyInstance) {
  const { config, database, audit, outbox, mailer, mailSettings } = app;
  const links = createUpdateLinks(app.keyFor('update-link'), config.review.updateLinkTtlMs);
  const review = createReviewService({
    db: database.db,
    audit,
    records: app.precheckRecords,
    outbox,
    links,
    fourEyes: config.review.fourEyes,
    slaMs: config.review.slaMs,
  });
  app.decorate('review', review);
  app.decorate('updateLinks', links);
  outbox.deliver(
    'applicant-review',
    applicantNewsDelivery({
      db: database.db,
      copies: app.printablePrechecks,
      links,
      portalUrl: config.portalUrl,
      mailer,
      compose: composingWithOutboxId(mailSettings, applicantMail),
    }),
  );
  await app.register(reviewRoutes, { prefix: '/api', review });
}

export default fp(reviewModule, {
  name: 'review',
  dependencies: ['core', 'audit', 'outbox', 'prechecks', 'webhooks', 'access'],
});
