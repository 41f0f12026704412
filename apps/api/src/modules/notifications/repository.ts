import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Subscription } from './unsubscribe-links.ts';

export async function findChoice(db: Db, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ newPrecheck: users.notifyNewPrecheck })
    .from(users)
    .where(eq(users.id, userId));
  return row?.newPrecheck;
}

/**
 * Sets the choice in one statement; turning it on starts a new generation, so the unsubscribe links
 * of an earlier choice stay spent.
 */
export async function setChoice(db: Db, userId: string, newPrecheck: boolean): Promise<boolean | undefined> {
  const [row] = await db
    .update(users)
    .set({
      notifyNewPrecheck: newPrecheck,
      notifyGeneration: sql`${users.notifyGeneration} + case when ${newPrecheck} and not ${users.notifyNewPrecheck} then 1 else 0 end`,
    })
    .where(eq(users.id, userId))
    .returning({ newPrecheck: users.notifyNewPrecheck });
  return row?.newPrecheck;
}

/**
 * Turns off the notices of `subscription`, if it is still the admin's current choice: one statement,
 * so of a link posted many times at once exactly one post turns them off.
 */
export async function endSubscription(db: Db, { userId, generation }: Subscription): Promise<boolean> {
  const ended = await db
    .update(users)
    .set({ notifyNewPrecheck: false })
    .where(
      and(eq(users.id, userId), eq(users.notifyNewPrecheck, true), eq(users.notifyGeneration, generation)),
    )
    .returning({ id: users.id });
  return ended.length === 1;
}
