import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes, sessions, users } from '../../db/schema.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/** A new request replaces the previous code and its failure count. */
export async function saveOtp(db: Db, email: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(otpCodes)
    .values({ email, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: otpCodes.email,
      set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
    });
}

export async function deleteOtp(db: Db, email: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.email, email));
}

/**
 * Takes the code if it matches, is alive and has tries left, in one statement: of two concurrent
 * verifications with the same code exactly one gets the row.
 */
export async function consumeOtp(
  db: Db,
  email: string,
  codeHash: string,
  maxFailures: number,
): Promise<boolean> {
  const taken = await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.codeHash, codeHash),
        gt(otpCodes.expiresAt, sql`now()`),
        lt(otpCodes.failedAttempts, maxFailures),
      ),
    )
    .returning({ email: otpCodes.email });
  return taken.length === 1;
}

/** Counts a wrong code; the code dies with the last allowed failure. */
export async function recordOtpFailure(db: Db, email: string, maxFailures: number): Promise<void> {
  const [row] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(eq(otpCodes.email, email))
    .returning({ failedAttempts: otpCodes.failedAttempts });
  if (row && row.failedAttempts >= maxFailures) await deleteOtp(db, email);
}

export async function createSession(db: Db, jti: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ jti, userId, expiresAt });
}

/** The user behind a live session, read fresh on every request so role changes apply at once. */
export async function findSessionUser(db: Db, jti: string, userId: string) {
  const [row] = await db
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
        eq(sessions.jti, jti),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.jti, jti));
}

/** Expired sessions are of no use to anyone; pruned at sign-in so the table stays small. */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
}
