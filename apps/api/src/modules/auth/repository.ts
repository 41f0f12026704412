import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { type Language, type MfaTicketKind, type SessionMethod, STAFF_ROLES } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { GuessResult } from './guess-budget.ts';
import { authFailures, mfaTickets, otpCodes, sessions, users } from '../../db/schema.ts';

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

/**
 * Takes the e-mailed code of `email` if `codeHash` matches it, it is alive and has tries left;
 * otherwise counts the try against the code, which dies at `maxTriesPerCode`. Runs inside
 * `judgeGuess` (modules/auth/guess-budget.ts), which holds the account's lock and counts its failures.
 */
export function tryEmailCode(email: string, codeHash: string, maxTriesPerCode: number) {
  return async (tx: Db): Promise<GuessResult> => {
    const taken = await tx
      .delete(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.codeHash, codeHash),
          gt(otpCodes.expiresAt, sql`now()`),
          lt(otpCodes.failedAttempts, maxTriesPerCode),
        ),
      )
      .returning({ email: otpCodes.email });
    if (taken.length === 1) return 'taken';
    const [code] = await tx
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(eq(otpCodes.email, email))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    if (code && code.failedAttempts >= maxTriesPerCode) {
      await tx.delete(otpCodes).where(eq(otpCodes.email, email));
    }
    // Counted even when no code is left: a guess at an address costs the same whatever it holds.
    return 'wrong';
  };
}

export type NewSession = {
  jti: string;
  userId: string;
  expiresAt: Date;
  secondFactor: boolean;
  method: SessionMethod;
  ip: string | null;
  userAgent: string | null;
};

/** A session begun with a second factor counts as stepped up for its first minutes (DESIGN §14). */
export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...session, steppedUpAt: session.secondFactor ? sql`now()` : null });
}

export async function createTicket(
  db: Db,
  ticket: { ticketHash: string; userId: string; kind: MfaTicketKind; method: SessionMethod; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaTickets).values(ticket);
}

const alive = (ticketHash: string, maxTries: number) =>
  and(
    eq(mfaTickets.ticketHash, ticketHash),
    gt(mfaTickets.expiresAt, sql`now()`),
    lt(mfaTickets.failedAttempts, maxTries),
  );

/** The account a live ticket belongs to (read before judging, whose lock is the account's). */
export async function findTicketAccount(db: Db, ticketHash: string, maxTries: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, method: mfaTickets.method })
    .from(mfaTickets)
    .innerJoin(users, eq(users.id, mfaTickets.userId))
    .where(alive(ticketHash, maxTries));
  return row;
}

/** Locks a live ticket for the judging transaction, so its tries are counted one after another. */
export async function holdTicket(tx: Db, ticketHash: string, maxTries: number) {
  const [row] = await tx
    .select({ userId: mfaTickets.userId, kind: mfaTickets.kind })
    .from(mfaTickets)
    .where(alive(ticketHash, maxTries))
    .for('update');
  return row;
}

export async function deleteTicket(tx: Db, ticketHash: string): Promise<void> {
  await tx.delete(mfaTickets).where(eq(mfaTickets.ticketHash, ticketHash));
}

/** Counts a wrong code against a ticket; the ticket dies with its last try. */
export async function countTicketFailure(tx: Db, ticketHash: string, maxTries: number): Promise<void> {
  const [row] = await tx
    .update(mfaTickets)
    .set({ failedAttempts: sql`${mfaTickets.failedAttempts} + 1` })
    .where(eq(mfaTickets.ticketHash, ticketHash))
    .returning({ failedAttempts: mfaTickets.failedAttempts });
  if (row && row.failedAttempts >= maxTries) await deleteTicket(tx, ticketHash);
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
        // No staff token without a second factor: a session begun without one (say, as a merchant
        // who was since made a reviewer) does not carry the staff role; its holder signs in again.
        // Nor one left unused past the idle limit.
        or(
          notInArray(users.role, [...STAFF_ROLES]),
          and(
            eq(sessions.secondFactor, true),
            gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('live_session_user'),
);

/**
 * The user behind a live session, read fresh whenever the instance does not remember the session
 * (modules/auth/session-cache.ts), so role changes apply at once.
 */
export async function findSessionUser(db: Db, jti: string, userId: string, idleSeconds: number) {
  const [row] = await liveSessionUser(db).execute({ jti, userId, idleSeconds });
  return row;
}

/**
 * Records a use of a live session; with `idleSeconds`, only if it was used within them. Answers
 * whether it did: a session too long idle is left for `revokeSession` to end.
 */
export async function touchSession(db: Db, jti: string, idleSeconds: number | null): Promise<boolean> {
  const touched = await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.jti, jti),
        isNull(sessions.revokedAt),
        idleSeconds === null
          ? undefined
          : gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .returning({ jti: sessions.jti });
  return touched.length > 0;
}

/** A user's sessions still live (unrevoked, unexpired, and for staff used within `idleSeconds`). */
export async function liveSessionsOf(db: Db, userId: string, idleSeconds: number | null) {
  return db
    .select({
      id: sessions.jti,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        idleSeconds === null
          ? undefined
          : gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends the named sessions of `userId` still open; answers the ones it ended. */
export async function revokeSessionsOf(db: Db, userId: string, jtis: readonly string[]): Promise<string[]> {
  if (jtis.length === 0) return [];
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), inArray(sessions.jti, [...jtis]), isNull(sessions.revokedAt)))
    .returning({ jti: sessions.jti });
  return ended.map((row) => row.jti);
}

/** Whether the session proved a second factor within the last `seconds`. */
export async function steppedUpWithin(db: Db, jti: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({ jti: sessions.jti })
    .from(sessions)
    .where(
      and(
        eq(sessions.jti, jti),
        isNull(sessions.revokedAt),
        gt(sessions.steppedUpAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row !== undefined;
}

/** Whether the live session began within the last `seconds`. */
export async function begunWithin(db: Db, jti: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({ jti: sessions.jti })
    .from(sessions)
    .where(
      and(
        eq(sessions.jti, jti),
        isNull(sessions.revokedAt),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row !== undefined;
}

export async function markSteppedUp(db: Db, jti: string): Promise<void> {
  await db
    .update(sessions)
    .set({ steppedUpAt: sql`now()` })
    .where(eq(sessions.jti, jti));
}

export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.jti, jti));
}

/**
 * Expired sessions, codes, tickets and failure windows are of no use to anyone; pruned at sign-in so the
 * tables stay small (codes and failure rows exist for unknown addresses too).
 */
export async function pruneExpired(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(authFailures).where(lt(authFailures.windowStart, sql`now() - interval '1 day'`));
  await db.delete(mfaTickets).where(lt(mfaTickets.expiresAt, sql`now() - interval '1 hour'`));
}

export async function roleOf(db: Db, userId: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}
