import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { startSmtp } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailCatcher } from '../../test/app.ts';
import { until } from '../../test/until.ts';
import { createMailQueue, type MailQueueOptions } from './sign-in-mail-queue.ts';
import { otpMail } from './sign-in-mail.ts';
import type { Mail } from '../../lib/mail/message.ts';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';

const quietLog = () => {
  const warnings: string[] = [];
  const log = {
    warn: (_: unknown, message?: string) => warnings.push(message ?? String(_)),
    error: (_: unknown, message?: string) => warnings.push(message ?? String(_)),
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

/** A queue on `mailer` with room for everything, unless a test says otherwise. */
function queueOn(mailer: Mailer, log: FastifyBaseLogger, options: Partial<MailQueueOptions> = {}) {
  return createMailQueue({
    mailer,
    limiter: createMemoryRateLimiter(),
    log,
    perRecipient: { max: 10, windowMs: 60_000 },
    overall: { max: 100, windowMs: 60_000 },
    lifeMs: 10_000,
    retry: { retryBaseMs: 100, retryMaxMs: 200 },
    ...options,
  });
}

describe('mail queue', () => {
  it('sends after the caller has moved on, in order', async () => {
    const catcher = createMailCatcher();
    const queue = queueOn(catcher.mailer, quietLog().log);
    queue.enqueue(mail('a@example.com', 1));
    queue.enqueue(mail('b@example.com', 2));
    expect(catcher.outbox).toEqual([]);
    await queue.drain();
    expect(catcher.outbox.map((m) => m.subject)).toEqual(['s1', 's2']);
  });

  it('sends one recipient no more than its budget', async () => {
    const catcher = createMailCatcher();
    const { log, warnings } = quietLog();
    const queue = queueOn(catcher.mailer, log, { perRecipient: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++) queue.enqueue(mail('Victim@example.com', i));
    queue.enqueue(mail('other@example.com', 9));
    await queue.drain();
    expect(catcher.outbox.map((m) => m.subject)).toEqual(['s0', 's1', 's2', 's9']);
    expect(warnings.filter((w) => w.includes('too many mails'))).toHaveLength(2);
  });

  it('sends the whole portal no more than its hourly budget, and says so before the next request', async () => {
    const catcher = createMailCatcher();
    const { log, warnings } = quietLog();
    const queue = queueOn(catcher.mailer, log, { overall: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++) queue.enqueue(mail(`r${i}@example.com`, i));
    await queue.drain();
    expect(catcher.outbox.map((m) => m.subject)).toEqual(['s0', 's1', 's2']);
    expect(warnings.filter((w) => w.includes('SIGN_IN_MAILS_PER_HOUR'))).toHaveLength(2);
    const room = await queue.room();
    expect(room.allowed).toBe(false);
    expect(room.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('drops what does not fit instead of growing without bound, and survives a failing mail server', async () => {
    const { log, warnings } = quietLog();
    const failing: Mailer = { send: () => Promise.reject(new Error('smtp down')), close() {} };
    const queue = queueOn(failing, log, { maxPending: 2, lifeMs: 0 });
    for (let i = 0; i < 4; i++) queue.enqueue(mail(`r${i}@example.com`, i));
    await queue.drain();
    expect(warnings.filter((w) => w.includes('queue is full'))).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('not tried again'))).toHaveLength(2);
  });
});

/**
 * A sign-in code through a real SMTP listener that refuses for a while: the case was a mail
 * server answering 451 for a minute, and a code that never arrived. Here the refusal lasts a second
 * and the retries are scaled down with it.
 */
describe('a sign-in code when the mail server refuses for a while', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  const settings = {
    portalUrl: 'http://localhost:3000',
    fromAddress: 'portal@example.com',
    fromName: 'Portal',
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', settings }, quietLog().log);
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  const code = (to: string, value: string) => () =>
    otpMail(settings, { to, name: 'Ada', code: value, minutes: 10, language: 'en' });

  it('arrives once the temporary refusal (451) ends, exactly once', async () => {
    const { log, warnings } = quietLog();
    const queue = queueOn(mailer, log);
    smtp.refuse({ code: 451, message: '4.7.1 Greylisted, try again later' });
    queue.enqueue(code('greylisted@example.com', '482913'));
    await until(async () => warnings.some((w) => w.includes('trying again')), 'a first refused try');
    setTimeout(() => smtp.refuse(null), 1000);
    await until(
      async () => smtp.received.some((m) => m.to.includes('greylisted@example.com')),
      'the code',
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await queue.drain();
    const arrived = smtp.received.filter((m) => m.to.includes('greylisted@example.com'));
    expect(arrived).toHaveLength(1);
    const parsed = await simpleParser(arrived[0]!.raw);
    expect(parsed.text).toContain('482913');
    expect(warnings.filter((w) => w.includes('trying again')).length).toBeGreaterThanOrEqual(2);
  });

  it('is not tried again after a permanent refusal (550), nor after the code has died', async () => {
    const { log, warnings } = quietLog();
    const queue = queueOn(mailer, log, { lifeMs: 600 });
    smtp.refuse({ code: 550, message: '5.1.1 No such user' }, 'nobody@example.com');
    smtp.refuse({ code: 451, message: '4.3.2 Not now' }, 'late@example.com');
    queue.enqueue(code('nobody@example.com', '111111'));
    queue.enqueue(code('late@example.com', '222222'));
    await until(
      async () => warnings.filter((w) => w.includes('not tried again')).length === 2,
      'both given up',
      5000,
    );
    smtp.refuse(null, 'late@example.com');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await queue.drain();
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes('late@example.com'))).toHaveLength(0);
    smtp.refuse(null, 'nobody@example.com');
  });

  it('gives up the retries still waiting when the server shuts down', async () => {
    const { log, warnings } = quietLog();
    const queue = queueOn(mailer, log, {
      lifeMs: 600_000,
      retry: { retryBaseMs: 60_000, retryMaxMs: 60_000 },
    });
    smtp.refuse({ code: 451, message: '4.3.2 Not now' }, 'shutdown@example.com');
    queue.enqueue(code('shutdown@example.com', '333333'));
    await until(async () => warnings.some((w) => w.includes('trying again')), 'a first refused try');
    await queue.drain();
    expect(warnings.some((w) => w.includes('given up'))).toBe(true);
    smtp.refuse(null, 'shutdown@example.com');
  });
});
