import { and, eq, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcLogins, users } from '../../db/schema.ts';

const inTenMinutes = sql`now() + interval '10 minutes'`;

export async function startLogin(db: Db, login: { state: string; codeVerifier: string; nonce: string }) {
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, sql`now()`));
  await db.insert(oidcLogins).values({ ...login, expiresAt: inTenMinutes });
}

/** The checks of a live login that has not come back yet, taken once: a second callback finds nothing. */
export async function takeLogin(db: Db, state: string) {
  const [row] = await db
    .delete(oidcLogins)
    .where(
      and(eq(oidcLogins.state, state), isNull(oidcLogins.handoffHash), sql`${oidcLogins.expiresAt} > now()`),
    )
    .returning({ codeVerifier: oidcLogins.codeVerifier, nonce: oidcLogins.nonce });
  return row;
}

/** What the browser will trade its hand-off for: the account, and whether the provider proved a second factor. */
export async function handOff(
  db: Db,
  handoff: { state: string; handoffHash: string; userId: string; secondFactor: boolean },
): Promise<void> {
  await db.insert(oidcLogins).values({ ...handoff, codeVerifier: '', nonce: '', expiresAt: inTenMinutes });
}

/** The account a hand-off names, taken once. */
export async function takeHandoff(db: Db, handoffHash: string) {
  const [row] = await db
    .delete(oidcLogins)
    .where(
      and(
        eq(oidcLogins.handoffHash, handoffHash),
        isNotNull(oidcLogins.userId),
        sql`${oidcLogins.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oidcLogins.userId, secondFactor: oidcLogins.secondFactor });
  if (!row?.userId) return undefined;
  const user = await db.query.users.findFirst({ where: eq(users.id, row.userId) });
  return user && { user, secondFactor: row.secondFactor };
}
