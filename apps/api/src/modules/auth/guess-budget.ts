import { eq, sql } from 'drizzle-orm';
import type { Policy } from '../../lib/rate-limit/rate-limit-fields.ts';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';

/** How many wrong guesses an account may make, per window aligned to the clock. */
export type GuessBudget = { maxFailuresPerWindow: number; windowSeconds: number };

/**
 * Wrong codes per account, e-mailed and second-factor ones together: 25 per clock quarter-hour, i.e.
 * at most 100 an hour (DESIGN §4, §9), while a flood of wrong codes locks the holder out for 15
 * minutes at most (ARCHITECTURE.md, Sign-in).
 */
export const ACCOUNT_GUESS_BUDGET: GuessBudget = { maxFailuresPerWindow: 25, windowSeconds: 15 * 60 };

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
 * A guess is refused while the account has `maxFailuresPerWindow` failures in the current window
 * (aligned to the clock, so a lockout ends by the window's end); otherwise `guess` tries the secret in
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
  const windowStart = sql`date_bin(make_interval(secs => ${budget.windowSeconds}), now(), timestamptz '2000-01-01 00:00:00+00')`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authFailures)
      .values({ email: account, windowStart, failures: 0 })
      .onConflictDoUpdate({
        target: authFailures.email,
        set: {
          failures: sql`case when ${authFailures.windowStart} = excluded.window_start then ${authFailures.failures} else 0 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({
        failures: authFailures.failures,
        secondsLeft: sql<number>`ceil(extract(epoch from ${authFailures.windowStart} + make_interval(secs => ${budget.windowSeconds}) - now()))::int`,
      });
    if (row!.failures >= budget.maxFailuresPerWindow) {
      const locked = { outcome: 'locked', retryAfterSeconds: Math.max(1, row!.secondsLeft) } as const;
      await recordRefusal(tx, locked);
      return locked;
    }
    const result = await guess(tx);
    if (result === 'taken') return { outcome: 'accepted' };
    if (result === 'dead') return { outcome: 'dead' };
    await tx
      .update(authFailures)
      .set({ failures: sql`${authFailures.failures} + 1` })
      .where(eq(authFailures.email, account));
    const rejected = { outcome: 'rejected' } as const;
    await recordRefusal(tx, rejected);
    return rejected;
  });
}
