import type { Passkey, WebauthnPurpose } from '@portal/shared';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema.ts';

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

const toPasskey = ({
  createdAt,
  lastUsedAt,
  ...row
}: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): Passkey => ({
  ...row,
  createdAt: createdAt.toISOString(),
  lastUsedAt: lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select(listed)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskey);
}

/** The credentials of an account, for the browser to pick from (and not to register twice). */
export async function credentialsOf(db: Db, userId: string) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function insertPasskey(
  db: Db,
  passkey: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
) {
  const [row] = await db.insert(passkeys).values(passkey).returning(listed);
  return toPasskey(row!);
}

/** The passkey a credential id names, with what a sign-in needs of its account. */
export async function findByCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      user: { id: users.id, email: users.email, role: users.role },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Records a use and the authenticator's new count, in one statement: it holds only if the count grew
 * (or both are 0, an authenticator that keeps none). Two uses of one answer, or a cloned key behind
 * the original, find the count already there and are refused.
 */
export async function recordUse(db: Db, id: string, seen: number, counter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        eq(passkeys.counter, seen),
        counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function deletePasskey(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ name: passkeys.name });
  return row;
}

export async function saveChallenge(
  db: Db,
  challenge: { challenge: string; purpose: WebauthnPurpose; userId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values(challenge);
}

/** Takes a live challenge of this purpose (and account) once: a second answer to it finds nothing. */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: string | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        sql`${webauthnChallenges.expiresAt} > now()`,
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length === 1;
}

export async function pruneChallenges(db: Db): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
}
