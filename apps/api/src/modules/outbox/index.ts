import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createOutbox, type OutboxRegistry } from './outbox.ts';
import { outboxRoutes } from './routes.ts';
import { createOutboxService } from './service.ts';

export { withinBudget } from './budget.ts';
export { describeFailure, PermanentFailure } from './failure.ts';
export { type Outbox } from './outbox.ts';
export { backlog, enqueue, type OutboxRow } from './store.ts';
export { OUTBOX_BATCH, type Delivery, retryDelay, type RetrySchedule } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRegistry;
  }
}

/**
 * The outbox: its admin routes, and on instances that send (OUTBOX_WORKER) its worker, started when the
 * app is ready with the deliveries the modules registered, and stopped before anything it sends with
 * (PDF pools, database) closes.
 */
async function outboxModule(app: FastifyInstance) {
  const { config, database } = app;
  const outbox = createOutbox();
  app.decorate('outbox', outbox.registry);
  await app.register(outboxRoutes, {
    prefix: '/api',
    outbox: createOutboxService(database.db, () => outbox.registry.wake()),
    audit: app.audit,
  });
  if (!config.outboxWorker) return;
  app.addHook('onReady', async () =>
    outbox.start({
      db: database.db,
      log: app.log,
      timing: config.outbox,
      ...(app.metrics && { onFailedTry: app.metrics.outboxFailed }),
    }),
  );
  app.addHook('preClose', () => outbox.stop());
}

export default fp(outboxModule, { name: 'outbox', dependencies: ['core', 'metrics', 'audit'] });
