import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { bindSecrets, placeOf } from '../../db/bound-secrets.ts';
import type { Db } from '../../db/client.ts';
import { mfaTickets, recoveryCodes, users } from '../../db/schema.ts';
import type { LineLog } from '../../lib/line-log.ts';

/** Where a user's TOTP secret is stored, which its encryption is bound to. */
export const totpSecretPlace = (userId: string) => placeOf(users.totpSecretEncrypted, userId);

/** Binds the TOTP secrets stored before secrets were bound to their rows. */
export const bindTotpSecrets = (db: Db, key: Buffer, log: LineLog) =>
  bindSecrets(db, users.totpSecretEncrypted, key, log);

/** The second factor of a user as stored: a secret, whether it is confirmed, the last step taken. */
export async function readFactor(db: Db, userId: string) {
  const [row] = await db
    .select({
      secretEncrypted: users.totpSecretEncrypted,
      confirmedAt: users.totpConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Stores a secret waiting for its first code; never replaces a confirmed one. */
export async function savePendingSecret(db: Db, userId: string, secretEncrypted: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecretEncrypted: secretEncrypted, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpConfirmedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Takes time step `step` of the confirmed secret `secretEncrypted`, if no later or equal step was
 * taken: one statement, so of two requests with one code, on any instance, exactly one gets the row.
 */
export async function takeStep(
  tx: Db,
  userId: string,
  secretEncrypted: string,
  step: number,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpConfirmedAt),
        eq(users.totpSecretEncrypted, secretEncrypted),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Confirms the pending secret `secretEncrypted` with the step of its first code, if still pending. */
export async function confirmSecret(
  tx: Db,
  userId: string,
  secretEncrypted: string,
  step: number,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ totpConfirmedAt: sql`now()`, totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.totpConfirmedAt),
        eq(users.totpSecretEncrypted, secretEncrypted),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Db, userId: string, codeHashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses up an unused recovery code: one statement, so a code works once even under concurrency. */
export async function useRecoveryCode(tx: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Removes a user's second factor: the secret, its recovery codes and any ticket waiting for it.
 * False when there is no such user.
 */
export async function clearFactor(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ totpSecretEncrypted: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(mfaTickets).where(eq(mfaTickets.userId, userId));
  return rows.length === 1;
}
