import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { authFailures, otpCodes, sessions, users } from '../../db/schema.ts';

/** A signed-up merchant account; an e-mail already taken is left as it is (the caller cannot tell). */
export async function createMerchantAccount(
  db: Db,
  account: { name: string; email: string; languagePreference: Language },
): Promise<void> {
  await db
    .insert(users)
    .values({ ...account, role: 'merchant' })
    .onConflictDoNothing({ target: users.email });
}

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/**
 * A new request replaces the previous code and its failure count. Written for unknown addresses as
 * well (with a code nobody is sent), so the answer costs the same whether or not an account exists.
 */
export async function saveOtp(db: Db, email: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(otpCodes)
    .values({ email, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: otpCodes.email,
      set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
    });
}

export type GuessVerdict =
  { outcome: 'accepted' } | { outcome: 'rejected' } | { outcome: 'locked'; retryAfterSeconds: number };

/**
 * Decides one guess at the code of `email` and counts it, as one unit on every database and instance:
 * the upsert of the account's failure row locks it until commit, so concurrent guesses for one account
 * take turns and each sees the counts of all before it. A guess is refused while the account has
 * `maxFailuresPerWindow` failures in the current window (aligned to the clock, so a lockout ends by the
 * window's end); otherwise the code is taken if it matches, is alive and has tries left, else the
 * guess counts against the code (dead after `maxTriesPerCode`) and against the account.
 */
export function judgeGuess(
  db: Db,
  email: string,
  codeHash: string,
  limits: { maxTriesPerCode: number; maxFailuresPerWindow: number; windowSeconds: number },
  /** Records a refused guess in the same transaction that counts it. */
  recordRefusal: (tx: Db, verdict: Exclude<GuessVerdict, { outcome: 'accepted' }>) => Promise<void>,
): Promise<GuessVerdict> {
  const windowStart = sql`date_bin(make_interval(secs => ${limits.windowSeconds}), now(), timestamptz '2000-01-01 00:00:00+00')`;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(authFailures)
      .values({ email, windowStart, failures: 0 })
      .onConflictDoUpdate({
        target: authFailures.email,
        set: {
          failures: sql`case when ${authFailures.windowStart} = excluded.window_start then ${authFailures.failures} else 0 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({
        failures: authFailures.failures,
        secondsLeft: sql<number>`ceil(extract(epoch from ${authFailures.windowStart} + make_interval(secs => ${limits.windowSeconds}) - now()))::int`,
      });
    if (account!.failures >= limits.maxFailuresPerWindow) {
      const locked = { outcome: 'locked', retryAfterSeconds: Math.max(1, account!.secondsLeft) } as const;
      await recordRefusal(tx, locked);
      return locked;
    }
    const taken = await tx
      .delete(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.codeHash, codeHash),
          gt(otpCodes.expiresAt, sql`now()`),
          lt(otpCodes.failedAttempts, limits.maxTriesPerCode),
        ),
      )
      .returning({ email: otpCodes.email });
    if (taken.length === 1) return { outcome: 'accepted' };
    const [code] = await tx
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(eq(otpCodes.email, email))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    if (code && code.failedAttempts >= limits.maxTriesPerCode) {
      await tx.delete(otpCodes).where(eq(otpCodes.email, email));
    }
    await tx
      .update(authFailures)
      .set({ failures: sql`${authFailures.failures} + 1` })
      .where(eq(authFailures.email, email));
    const rejected = { outcome: 'rejected' } as const;
    await recordRefusal(tx, rejected);
    return rejected;
  });
}

export async function createSession(db: Db, jti: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ jti, userId, expiresAt });
}

const liveSessionUser = prepared((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      languagePreference: users.languagePreference,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.jti, sql.placeholder('jti')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('live_session_user'),
);

/**
 * The user behind a live session, read fresh whenever the instance does not remember the session
 * (lib/session-cache.ts), so role changes apply at once.
 */
export async function findSessionUser(db: Db, jti: string, userId: string) {
  const [row] = await liveSessionUser(db).execute({ jti, userId });
  return row;
}

export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.jti, jti));
}

/**
 * Expired sessions, codes and failure windows are of no use to anyone; pruned at sign-in so the
 * tables stay small (codes and failure rows exist for unknown addresses too).
 */
export async function pruneExpired(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(authFailures).where(lt(authFailures.windowStart, sql`now() - interval '1 day'`));
}
