import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailCatcher } from '../../test/app.ts';
import { createMailQueue } from './sign-in-mail-queue.ts';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';

const quietLog = () => {
  const warnings: string[] = [];
  const log = {
    warn: (message: string) => warnings.push(message),
    error: (_: unknown, message: string) => warnings.push(message),
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
};

const mail = (to: string, i: number) => (): Mail => ({
  to,
  subject: `s${i}`,
  text: `t${i}`,
  html: `<p>t${i}</p>`,
  language: 'en',
  messageId: `<${i}@example.com>`,
});

describe('mail queue', () => {
  it('sends after the caller has moved on, in order', async () => {
    const catcher = createMailCatcher();
    const queue = createMailQueue({
      mailer: catcher.mailer,
      limiter: createMemoryRateLimiter(),
      log: quietLog().log,
      perRecipient: { max: 10, windowMs: 60_000 },
    });
    queue.enqueue(mail('a@example.com', 1));
    queue.enqueue(mail('b@example.com', 2));
    expect(catcher.outbox).toEqual([]);
    await queue.drain();
    expect(catcher.outbox.map((m) => m.subject)).toEqual(['s1', 's2']);
  });

  it('sends one recipient no more than its budget', async () => {
    const catcher = createMailCatcher();
    const { log, warnings } = quietLog();
    const queue = createMailQueue({
      mailer: catcher.mailer,
      limiter: createMemoryRateLimiter(),
      log,
      perRecipient: { max: 3, windowMs: 60_000 },
    });
    for (let i = 0; i < 5; i++) queue.enqueue(mail('Victim@example.com', i));
    queue.enqueue(mail('other@example.com', 9));
    await queue.drain();
    expect(catcher.outbox.map((m) => m.subject)).toEqual(['s0', 's1', 's2', 's9']);
    expect(warnings.filter((w) => w.includes('too many mails'))).toHaveLength(2);
  });

  it('drops what does not fit instead of growing without bound, and survives a failing mail server', async () => {
    const { log, warnings } = quietLog();
    const failing: Mailer = { send: () => Promise.reject(new Error('smtp down')), close() {} };
    const queue = createMailQueue({
      mailer: failing,
      limiter: createMemoryRateLimiter(),
      log,
      perRecipient: { max: 100, windowMs: 60_000 },
      maxPending: 2,
    });
    for (let i = 0; i < 4; i++) queue.enqueue(mail(`r${i}@example.com`, i));
    await queue.drain();
    expect(warnings.filter((w) => w.includes('queue is full'))).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('failed'))).toHaveLength(2);
  });
});
