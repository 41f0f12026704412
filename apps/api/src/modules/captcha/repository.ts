import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSolutions } from '../../db/schema.ts';

/** Marks a solution as used; false when it was used before, here or on any other instance. */
export async function claimSolutionOnce(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({ id, expiresAt })
    .onConflictDoNothing({ target: captchaSolutions.id })
    .returning({ id: captchaSolutions.id });
  return inserted.length === 1;
}

/** Used solutions are kept only until their challenge would have expired anyway. */
export async function pruneExpiredSolutions(db: Db): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
}
