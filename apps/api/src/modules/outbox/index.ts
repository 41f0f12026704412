export { withinBudget } from './budget.ts';
export { PermanentFailure } from './failure.ts';
export { createOutbox, type Outbox } from './outbox.ts';
export { outboxRoutes } from './routes.ts';
export { createOutboxService } from './service.ts';
export { backlog, enqueue, type OutboxRow } from './store.ts';
export { OUTBOX_BATCH, startOutboxWorker, type Delivery, type RetrySchedule } from './worker.ts';
