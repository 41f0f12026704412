import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@portal/test-support';
import { authFailures, otpCodes } from '../../db/schema.ts';
import { codeIn, createTestApp, freshAddress, openSecondInstance, type TestApp } from '../../test/app.ts';
import { AUTH_LIMITS } from './service.ts';
import { expectRefused } from '../../test/refused.ts';

/**
 * Attacks on the guess counters: a thousand guesses at once, on one instance and on two sharing one
 * PostgreSQL. Every guess for an account is decided and counted under one row lock, so the counts
 * must come out exact, not merely "about right".
 */
const CAP = AUTH_LIMITS.failuresPerAccount.max;
const BURST = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Inject = TestApp['app']['inject'];
const guess = (inject: Inject, email: string, otp: string) =>
  inject({ method: 'POST', url: '/api/auth/verify', payload: { email, otp }, remoteAddress: freshAddress() });

async function codeFor(email: string): Promise<string> {
  const before = t.mail.outbox.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  return codeIn(await t.mail.nextMailTo(email, before));
}

const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

/** How many answers were each outcome: 'ok', or the code of the refusal. */
function tally(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const outcome = answer.statusCode === 200 ? 'ok' : (answer.json() as { code: string }).code;
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/**
 * Guesses refused uncounted: 429 once the cap is reached, or 503 when a guess waited past the pool's
 * timeout behind the others' row lock (a slow, busy machine sheds load). Both say when to come back.
 */
function refusedUncounted(answers: Answer[]): number {
  const refused = answers.filter((a) =>
    ['rate_limited', 'service_unavailable'].includes((a.json() as { code?: string }).code ?? ''),
  );
  for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  return refused.length;
}

async function failuresOf(email: string): Promise<number> {
  const [row] = await t.db.select().from(authFailures).where(eq(authFailures.email, email));
  return row?.failures ?? 0;
}

// A thousand requests through one embedded database: seconds alone, far longer on a shared, busy machine.
describe('a thousand concurrent guesses on one instance', { timeout: 120_000 }, () => {
  it('counts exactly the capped number of failures, kills the code after 5, and refuses the rest uncounted', async () => {
    const email = uniqueEmail('attack');
    await t.addUser(email);
    const right = await codeFor(email);
    const answers = await Promise.all(
      wrongCodes(right, BURST).map((otp) => guess(t.app.inject.bind(t.app), email, otp)),
    );
    expect(tally(answers)).toMatchObject({ otp_invalid: CAP });
    expect(refusedUncounted(answers)).toBe(BURST - CAP);
    expect(await failuresOf(email)).toBe(CAP);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
    const late = answers.find((a) => a.statusCode === 429)!;
    expectRefused(late, 'rate_limited');
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(late.headers['retry-after'])).toBeLessThanOrEqual(
      AUTH_LIMITS.failuresPerAccount.windowMs / 1000,
    );
    // Locked out: even the right code of a new request waits for the window to pass...
    const fresh = await codeFor(email);
    expectRefused(await guess(t.app.inject.bind(t.app), email, fresh), 'rate_limited');
    // ...which ends with the quarter hour: then a new code works at once.
    await t.db
      .update(authFailures)
      .set({ windowStart: sql`${authFailures.windowStart} - interval '15 minutes'` })
      .where(eq(authFailures.email, email));
    const after = await codeFor(email);
    expect((await guess(t.app.inject.bind(t.app), email, after)).statusCode).toBe(200);
  });

  it('never accepts the right code once five wrong guesses reached it, wherever it sits in a burst', async () => {
    const email = uniqueEmail('attack');
    await t.addUser(email);
    const right = await codeFor(email);
    for (const otp of wrongCodes(right, 5))
      expectRefused(await guess(t.app.inject.bind(t.app), email, otp), 'otp_invalid');
    const otps = wrongCodes(right, 15);
    otps.splice(Math.floor(Math.random() * otps.length), 0, right);
    const answers = await Promise.all(otps.map((otp) => guess(t.app.inject.bind(t.app), email, otp)));
    expect(answers.filter((a) => a.statusCode === 200)).toEqual([]);
  });

  it('accepts the right code at a random place in a burst at most once, and counts no more than the cap', async () => {
    const email = uniqueEmail('attack');
    await t.addUser(email);
    const right = await codeFor(email);
    const otps = wrongCodes(right, BURST);
    const at = Math.floor(Math.random() * (BURST + 1));
    otps.splice(at, 0, right);
    const answers = await Promise.all(otps.map((otp) => guess(t.app.inject.bind(t.app), email, otp)));
    const counts = tally(answers);
    expect(counts.ok ?? 0).toBeLessThanOrEqual(1);
    expect(counts.otp_invalid).toBe(CAP);
    expect(refusedUncounted(answers)).toBe(BURST + 1 - CAP - (counts.ok ?? 0));
    expect(await failuresOf(email)).toBe(CAP);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'a thousand concurrent guesses across two instances on one PostgreSQL',
  () => {
    let second: Awaited<ReturnType<typeof openSecondInstance>>;
    beforeAll(async () => {
      second = await openSecondInstance(t);
    });
    afterAll(() => second.close());

    it('shares one exact count and one dead code between them', async () => {
      const email = uniqueEmail('attack');
      await t.addUser(email);
      const right = await codeFor(email);
      const otps = wrongCodes(right, BURST);
      otps.splice(Math.floor(Math.random() * (BURST + 1)), 0, right);
      const answers = await Promise.all(
        otps.map((otp, i) =>
          guess(i % 2 ? second.inject.bind(second) : t.app.inject.bind(t.app), email, otp),
        ),
      );
      const counts = tally(answers);
      expect(counts.ok ?? 0).toBeLessThanOrEqual(1);
      expect(counts.otp_invalid).toBe(CAP);
      expect(refusedUncounted(answers)).toBe(BURST + 1 - CAP - (counts.ok ?? 0));
      expect(await failuresOf(email)).toBe(CAP);
    });
  },
);

/** Seconds until the next midnight UTC. */
function secondsToMidnight(): number {
  const now = new Date();
  return Math.ceil(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000,
  );
}

describe('the daily cap: a growing lockout', () => {
  it('past its daily number of wrong codes an account is locked until the UTC day ends, even for the right code', async () => {
    const { ACCOUNT_GUESS_BUDGET } = await import('./guess-budget.ts');
    const email = uniqueEmail('daily-cap');
    await t.addUser(email);
    const right = await codeFor(email);
    await guess(t.app.inject.bind(t.app), email, wrongCodes(right, 1)[0]!);
    // A quiet quarter-hour, but the day's wrong codes all but spent.
    await t.db
      .update(authFailures)
      .set({ failures: 0, dayFailures: ACCOUNT_GUESS_BUDGET.maxFailuresPerDay - 1 })
      .where(eq(authFailures.email, email));
    expectRefused(await guess(t.app.inject.bind(t.app), email, wrongCodes(right, 2)[1]!), 'otp_invalid');
    const locked = await guess(t.app.inject.bind(t.app), email, right);
    expectRefused(locked, 'rate_limited');
    expect(Math.abs(Number(locked.headers['retry-after']) - secondsToMidnight())).toBeLessThanOrEqual(2);
  });

  it('starts each UTC day afresh', async () => {
    const email = uniqueEmail('daily-cap-new-day');
    await t.addUser(email);
    const right = await codeFor(email);
    await guess(t.app.inject.bind(t.app), email, wrongCodes(right, 1)[0]!);
    await t.db
      .update(authFailures)
      .set({ dayFailures: 1000, dayStart: sql`${authFailures.dayStart} - interval '1 day'` })
      .where(eq(authFailures.email, email));
    expect((await guess(t.app.inject.bind(t.app), email, right)).statusCode).toBe(200);
  });
});
