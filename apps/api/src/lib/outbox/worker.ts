import type { OutboxTopic } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { describeFailure } from './failure.ts';
import { claimDue, type OutboxRow, pruneSent, settle } from './store.ts';

/** How a delivery ended when it did not throw: sent, or left unsent on purpose, with why. */
export type Delivered = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * Sends one message. Throwing means it could not be sent: `describeFailure` tells a temporary failure
 * (retried) from a permanent one (failed at once).
 */
export type Delivery = (message: OutboxRow) => Promise<Delivered>;

export type OutboxTiming = {
  /** How often every instance asks for due messages; a change on this instance wakes it at once. */
  pollMs: number;
  /** How long a claimed message is its worker's; a worker that died is taken over after it. */
  leaseMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
};

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** Messages claimed at once: sent side by side, so one slow recipient holds up few others. */
export const OUTBOX_BATCH = 8;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff with "equal jitter": half the delay fixed, half random, so the instances'
 * retries after one outage of the mail server do not all arrive together.
 */
export function retryDelay(attempt: number, { retryBaseMs, retryMaxMs }: OutboxTiming): number {
  const ceiling = Math.min(retryBaseMs * 2 ** Math.max(0, attempt - 1), retryMaxMs);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export type OutboxWorker = {
  /** Asks for due messages now (after this instance committed one). */
  wake(): void;
  /** Stops asking and waits for the sends in flight to be settled. */
  stop(): Promise<void>;
};

/**
 * The outbox's sender on this instance: every `pollMs`, and whenever woken, it claims due messages in
 * batches and delivers each through its topic's `Delivery`, until none is due. Every instance runs
 * one; the claim (store.ts) keeps them from sending the same message side by side.
 */
export function startOutboxWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  deliveries: Record<OutboxTopic, Delivery>;
  timing?: Partial<OutboxTiming>;
}): OutboxWorker {
  const { db, log, deliveries } = options;
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverOne(message: OutboxRow): Promise<void> {
    let outcome: Parameters<typeof settle>[3];
    try {
      const delivered = await deliveries[message.topic](message);
      outcome = delivered.status === 'sent' ? delivered : { status: 'skipped', error: delivered.reason };
    } catch (error) {
      const failure = describeFailure(error);
      log.warn(
        { outbox: message.id, attempt: message.attempts, reason: failure.reason },
        'outbox send failed',
      );
      outcome = failure.permanent
        ? { status: 'failed', error: failure.reason }
        : { status: 'retrying', error: failure.reason, delayMs: retryDelay(message.attempts, timing) };
    }
    if (!(await settle(db, message.id, message.attempts, outcome))) {
      log.warn({ outbox: message.id }, 'outbox message was taken over before its send was recorded');
    }
  }

  async function drainDue(): Promise<void> {
    do {
      again = false;
      const claimed = await claimDue(db, OUTBOX_BATCH, timing.leaseMs);
      await Promise.all(claimed.map(deliverOne));
      if (claimed.length === OUTBOX_BATCH) again = true;
    } while (again && !stopped);
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainDue()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox poll failed'))
      .finally(() => {
        running = null;
      });
  }

  const poll = setInterval(tick, timing.pollMs);
  poll.unref();
  const prune = setInterval(() => {
    pruneSent(db).catch((error: unknown) => log.warn({ err: error }, 'outbox prune failed'));
  }, DAY_MS / 24);
  prune.unref();
  setImmediate(tick);

  return {
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      while (running) await running;
    },
  };
}
