import { OUTBOX_TOPICS, type OutboxTopic } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { enqueue, type NewMessage } from './store.ts';
import { type Delivery, type OutboxWorker, type RetrySchedule, startOutboxWorker } from './worker.ts';

type WorkerOptions = Parameters<typeof startOutboxWorker>[0];

/**
 * What a change needs of the outbox: write a message in its transaction, and once that has committed,
 * wake this instance's worker so the message leaves at once instead of at the next poll.
 */
export type Outbox = {
  enqueue(tx: Db, message: NewMessage): Promise<string>;
  wake(): void;
};

/** The outbox as the modules meet it while they register: each hands in how its own topics are sent. */
export type OutboxRegistry = Outbox & {
  deliver(topic: OutboxTopic, delivery: Delivery, schedule?: RetrySchedule): void;
};

/**
 * The outbox before its worker exists: the modules register their deliveries first, and the worker
 * starts, with all of them, once the app is ready.
 */
export function createOutbox() {
  const deliveries: Partial<Record<OutboxTopic, Delivery>> = {};
  const schedules: Partial<Record<OutboxTopic, RetrySchedule>> = {};
  let worker: OutboxWorker | null = null;
  const registry: OutboxRegistry = {
    enqueue,
    wake: () => worker?.wake(),
    deliver(topic, delivery, schedule) {
      if (deliveries[topic]) throw new Error(`two deliveries for the outbox topic ${topic}`);
      deliveries[topic] = delivery;
      if (schedule) schedules[topic] = schedule;
    },
  };
  return {
    registry,
    /** Starts the worker with every topic's delivery: a topic no module delivers would fail its messages. */
    start(options: Omit<WorkerOptions, 'deliveries' | 'schedules'>) {
      const missing = OUTBOX_TOPICS.filter((topic) => !deliveries[topic]);
      if (missing.length > 0) throw new Error(`no delivery for the outbox topics ${missing.join(', ')}`);
      worker = startOutboxWorker({
        ...options,
        deliveries: deliveries as Record<OutboxTopic, Delivery>,
        schedules,
      });
    },
    /** Stops the worker, if one runs, once the sends in flight are settled. */
    stop: async () => worker?.stop(),
  };
}
