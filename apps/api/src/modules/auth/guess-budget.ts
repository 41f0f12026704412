import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Policy } from '../../lib/rate-limit/rate-limit-fields.ts';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';

/**
 * How many wrong guesses an account may make: per window aligned to the clock, and per UTC day, past
 * which the lockout lasts until the day ends.
 */
export type GuessBudget = { maxFailuresPerWindow: number; windowSeconds: number; maxFailuresPerDay: number };

/**
 * Wrong codes per account, e-mailed and second-factor ones together: 25 per clock quarter-hour (DESIGN
 * §4, §9), and 100 per UTC day. The first lockouts last the rest of a quarter-hour; the fourth lasts
 * the rest of the day, so guessing a 6-digit code takes thousands of days rather than months, at the
 * price that someone who floods an account with wrong codes keeps its holder out until midnight UTC
 * (ARCHITECTURE.md, Sign-in).
 */
export const ACCOUNT_GUESS_BUDGET: GuessBudget = {
  maxFailuresPerWindow: 25,
  windowSeconds: 15 * 60,
  maxFailuresPerDay: 100,
};

const DAY_SECONDS = 24 * 60 * 60;

/** The same budget as a locked-out answer's `RateLimit` fields name it. */
export const GUESS_POLICY: Policy = {
  name: 'guesses',
  limit: {
    max: ACCOUNT_GUESS_BUDGET.maxFailuresPerWindow,
    windowMs: ACCOUNT_GUESS_BUDGET.windowSeconds * 1000,
  },
};

export type GuessVerdict =
  | { outcome: 'accepted' }
  | { outcome: 'rejected' }
  /** Nothing was left to guess at (a dead ticket): refused, not counted. */
  | { outcome: 'dead' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/**
 * What one guess did to the secret it aimed at, decided inside the judging transaction: `taken` (it
 * matched and is now used up), `wrong` (it counts against the secret and the account), or `dead`.
 */
export type GuessResult = 'taken' | 'wrong' | 'dead';

export type Refusal = Exclude<GuessVerdict, { outcome: 'accepted' }>;

/**
 * Decides one guess at a secret of `account` (the e-mailed code, a second-factor code) and counts it,
 * as one unit on every database and instance: the upsert of the account's failure row locks it until
 * commit, so concurrent guesses for one account take turns and each sees the counts of all before it.
 * A guess is refused while the account has `maxFailuresPerWindow` failures in the current window or
 * `maxFailuresPerDay` in the current UTC day (both aligned to the clock, so a lockout ends with its
 * window); otherwise `guess` tries the secret in
 * the same transaction, and a wrong guess counts against the account. Every kind of secret of one
 * account shares this budget, so switching between them buys an attacker nothing.
 */
export function judgeGuess(
  db: Db,
  account: string,
  budget: GuessBudget,
  guess: (tx: Db) => Promise<GuessResult>,
  /** Records a counted refusal in the same transaction that counts it. */
  recordRefusal: (tx: Db, refusal: Exclude<Refusal, { outcome: 'dead' }>) => Promise<void>,
): Promise<GuessVerdict> {
  const bin = (seconds: number) =>
    sql`date_bin(make_interval(secs => ${seconds}), now(), timestamptz '2000-01-01 00:00:00+00')`;
  const secondsUntil = (start: PgColumn, seconds: number) =>
    sql<number>`ceil(extract(epoch from ${start} + make_interval(secs => ${seconds}) - now()))::int`;
  const windowStart = bin(budget.windowSeconds);
  const dayStart = bin(DAY_SECONDS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authFailures)
      .values({ email: account, windowStart, failures: 0, dayStart, dayFailures: 0 })
      .onConflictDoUpdate({
        target: authFailures.email,
        set: {
          failures: sql`case when ${authFailures.windowStart} = excluded.window_start then ${authFailures.failures} else 0 end`,
          windowStart: sql`excluded.window_start`,
          dayFailures: sql`case when ${authFailures.dayStart} = excluded.day_start then ${authFailures.dayFailures} else 0 end`,
          dayStart: sql`excluded.day_start`,
        },
      })
      .returning({
        failures: authFailures.failures,
        dayFailures: authFailures.dayFailures,
        secondsLeft: secondsUntil(authFailures.windowStart, budget.windowSeconds),
        daySecondsLeft: secondsUntil(authFailures.dayStart, DAY_SECONDS),
      });
    const { failures, dayFailures, secondsLeft, daySecondsLeft } = row!;
    const lockedFor = Math.max(
      failures >= budget.maxFailuresPerWindow ? secondsLeft : 0,
      dayFailures >= budget.maxFailuresPerDay ? daySecondsLeft : 0,
    );
    if (lockedFor > 0) {
      const locked = { outcome: 'locked', retryAfterSeconds: lockedFor } as const;
      await recordRefusal(tx, locked);
      return locked;
    }
    const result = await guess(tx);
    if (result === 'taken') return { outcome: 'accepted' };
    if (result === 'dead') return { outcome: 'dead' };
    await tx
      .update(authFailures)
      .set({
        failures: sql`${authFailures.failures} + 1`,
        dayFailures: sql`${authFailures.dayFailures} + 1`,
      })
      .where(eq(authFailures.email, account));
    const rejected = { outcome: 'rejected' } as const;
    await recordRefusal(tx, rejected);
    return rejected;
  });
}
