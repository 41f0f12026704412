import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';

/** Rendering the HTML part is asynchronous. */
type Compose = () => Mail | Promise<Mail>;

export type MailQueue = {
  /** Queues a mail, composed later; answers at once whatever the mail server's speed or state. */
  enqueue(compose: Compose): void;
  /** Waits for what is queued or being sent (at shutdown). */
  drain(): Promise<void>;
};

export type MailQueueOptions = {
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Mails one address may receive; past it mails to that address are dropped, not sent. */
  perRecipient: Limit;
  /** Mails waiting at most; more are dropped, so a flood cannot grow the process without bound. */
  maxPending?: number;
};

/**
 * Sign-in mails leave after the answer: a request for a known address then takes as long as one for an
 * unknown address (no enumeration by timing), and a slow or absent mail server never holds a request.
 */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { mailer, limiter, log, perRecipient, maxPending = 1000 } = options;
  const pending: Compose[] = [];
  let running: Promise<void> | null = null;

  async function deliver(compose: Compose): Promise<void> {
    const mail = await compose();
    const budget = await limiter.hit(`mail:to:${mail.to.toLowerCase()}`, perRecipient);
    if (!budget.allowed) {
      log.warn('mail dropped: the recipient had too many mails this hour');
      return;
    }
    await mailer.send(mail);
  }

  async function run(): Promise<void> {
    while (pending.length > 0) {
      const compose = pending.shift()!;
      await deliver(compose).catch((error: unknown) => log.error({ err: error }, 'sending a mail failed'));
    }
    running = null;
  }

  return {
    enqueue(compose) {
      if (pending.length >= maxPending) {
        log.warn('mail dropped: the mail queue is full');
        return;
      }
      pending.push(compose);
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(run);
    },
    async drain() {
      while (running) await running;
    },
  };
}
