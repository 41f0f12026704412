import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { reviewRoutes } from './routes.ts';
import { createReviewService } from './service.ts';

/**
 * Review and decisions (DESIGN §12): a pre-check's moves from received to decided, its history, and
 * the rules on who may make each move.
 */
async function reviewModule(app: FastifyInstance) {
  const { config, database, audit, outbox } = app;
  const review = createReviewService({
    db: database.db,
    audit,
    records: app.precheckRecords,
    fourEyes: config.review.fourEyes,
    slaMs: config.review.slaMs,
    committed: () => outbox.wake(),
  });
  await app.register(reviewRoutes, { prefix: '/api', review });
}

export default fp(reviewModule, {
  name: 'review',
  dependencies: ['core', 'audit', 'outbox', 'prechecks', 'webhooks', 'access'],
});
