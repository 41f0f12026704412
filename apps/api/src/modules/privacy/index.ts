import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic.ts';
import { createLegalHolds } from './legal-holds.ts';
import { createRetention, type Retention } from './retention.ts';
import { privacyRoutes } from './routes.ts';
import { createSubjects } from './subjects.ts';

export { INVENTORY, type TableInventory } from './inventory.ts';
export { PRIVACY_DOC, privacyDoc } from './inventory-doc.ts';
export { RETENTION_BATCH, type Retention } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retention's pass, which the periodic job runs (and tests call). */
    retention: Retention;
  }
}

/**
 * Data protection (DESIGN §13): what personal data the portal holds, why and for how long (the
 * inventory), legal holds, and retention, which withdraws unanswered pre-checks and erases declined and withdrawn
 * ones on time, every `RETENTION_INTERVAL` on every instance.
 */
async function privacyModule(app: FastifyInstance) {
  const { database, config, audit, review } = app;
  const retention = createRetention({
    db: database.db,
    audit,
    review,
    periods: config.retention,
    erased: app.metrics?.retentionErased,
  });
  app.decorate('retention', retention);
  await app.register(privacyRoutes, {
    retention,
    prefix: '/api',
    holds: createLegalHolds(audit),
    subjects: createSubjects({ db: database.db, audit, records: app.precheckRecords, review }),
  });
  runPeriodically(app, config.retention.intervalMs, 'retention', async () => {
    await retention.run();
  });
}

export default fp(privacyModule, {
  name: 'privacy',
  dependencies: ['core', 'audit', 'prechecks', 'review', 'metrics', 'access'],
});
