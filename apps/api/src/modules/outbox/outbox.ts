import type { Db } from '../../db/client.ts';
import { enqueue, type NewMessage } from './store.ts';
import type { OutboxWorker } from './worker.ts';

/**
 * What a change needs of the outbox: write a message in its transaction, and once that has committed,
 * wake this instance's worker so the message leaves at once instead of at the next poll.
 */
export type Outbox = {
  enqueue(tx: Db, message: NewMessage): Promise<string>;
  wake(): void;
};

/** The outbox before its worker exists (the worker's deliveries need the services that enqueue). */
export function createOutbox(): Outbox & { attach(worker: OutboxWorker): void } {
  let worker: OutboxWorker | null = null;
  return {
    enqueue,
    wake: () => worker?.wake(),
    attach(attached) {
      worker = attached;
    },
  };
}
