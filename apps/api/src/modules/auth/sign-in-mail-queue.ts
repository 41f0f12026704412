import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { HitResult, Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { describeFailure, retryDelay } from '../outbox/index.ts';

/** Rendering the HTML part is asynchronous. */
type Compose = () => Mail | Promise<Mail>;

export type MailQueue = {
  /** Queues a mail, composed later; answers at once whatever the mail server's speed or state. */
  enqueue(compose: Compose): void;
  /** The portal's sign-in mails this hour: whether one more may go (every code request asks first). */
  room(): Promise<HitResult>;
  /** The budget `room` answers for. */
  overall: Limit;
  /** Waits for what is being sent, and gives up the retries still waiting (at shutdown). */
  drain(): Promise<void>;
};

export type MailQueueOptions = {
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Mails one address may receive; past it mails to that address are dropped, not sent. */
  perRecipient: Limit;
  /** Mails the whole portal may send (on every instance, with Redis); past it none are sent. */
  overall: Limit;
  /** How long a mail is worth sending (its code's life): temporary failures are retried until then. */
  lifeMs: number;
  /** The first retry's delay (half of it fixed, half random) and the longest between two tries. */
  retry: { retryBaseMs: number; retryMaxMs: number };
  /** Mails waiting at most, retries included; more are dropped, so a flood cannot grow the process without bound. */
  maxPending?: number;
};

const OVERALL_KEY = 'mail:sign-in:all';

/** The first retry 10-20 s after a temporary failure (DESIGN §14: within 30 s), then up to 2 minutes apart. */
export const SIGN_IN_MAIL_RETRY = { retryBaseMs: 20_000, retryMaxMs: 120_000 };

type Pending = { mail: Mail; attempt: number; deadline: number };

/**
 * Sign-in mails leave after the answer: a request for a known address then takes as long as one for an
 * unknown address (no enumeration by timing), and a slow or absent mail server never holds a request.
 *
 * A temporary failure (an SMTP 4xx such as greylisting's 451, a lost connection) is tried again with
 * the outbox's backoff until the code dies; a permanent one (5xx) is not. The mail, code included,
 * waits in this process's memory only, never in the database or on disk: a restart loses the retries,
 * and the person asks for a new code, which is what they would do anyway.
 */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { mailer, limiter, log, perRecipient, overall, lifeMs, retry, maxPending = 1000 } = options;
  const ready: (Compose | Pending)[] = [];
  const waiting = new Set<NodeJS.Timeout>();
  let running: Promise<void> | null = null;

  const full = () => ready.length + waiting.size >= maxPending;

  /** The mail, composed and admitted by the budgets, or null when a budget dropped it. */
  async function admit(compose: Compose): Promise<Pending | null> {
    const mail = await compose();
    const budget = await limiter.hit(`mail:to:${mail.to.toLowerCase()}`, perRecipient);
    if (!budget.allowed) {
      log.warn('mail dropped: the recipient had too many mails this hour');
      return null;
    }
    if (!(await limiter.hit(OVERALL_KEY, overall)).allowed) {
      log.error('mail dropped: the portal sent its hourly number of sign-in mails (SIGN_IN_MAILS_PER_HOUR)');
      return null;
    }
    return { mail, attempt: 0, deadline: Date.now() + lifeMs };
  }

  async function deliver(item: Compose | Pending): Promise<void> {
    const pending = typeof item === 'function' ? await admit(item) : item;
    if (!pending) return;
    try {
      await mailer.send(pending.mail);
    } catch (error) {
      const { permanent, reason } = describeFailure(error);
      const attempt = pending.attempt + 1;
      const delay = retryDelay(attempt, retry);
      if (permanent || Date.now() + delay >= pending.deadline || full()) {
        log.error({ reason, attempt }, 'sending a sign-in mail failed; not tried again');
        return;
      }
      log.warn({ reason, attempt, retryInMs: delay }, 'sending a sign-in mail failed; trying again');
      const timer = setTimeout(() => {
        waiting.delete(timer);
        push({ ...pending, attempt });
      }, delay);
      waiting.add(timer);
    }
  }

  async function run(): Promise<void> {
    while (ready.length > 0) {
      const item = ready.shift()!;
      await deliver(item).catch((error: unknown) => log.error({ err: error }, 'sending a mail failed'));
    }
    running = null;
  }

  function push(item: Compose | Pending) {
    ready.push(item);
    running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(run);
  }

  return {
    enqueue(compose) {
      if (full()) {
        log.warn('mail dropped: the mail queue is full');
        return;
      }
      push(compose);
    },
    room: () => limiter.peek(OVERALL_KEY, overall),
    overall,
    async drain() {
      while (running) await running;
      if (waiting.size > 0)
        log.warn({ retries: waiting.size }, 'sign-in mails still to be retried are given up');
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
