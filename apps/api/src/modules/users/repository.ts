import type { UserData } from '@portal/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged-list.ts';
import { anyContains } from '../../db/search.ts';
import { sessions, users } from '../../db/schema.ts';

/** What the users screens show: never the second factor's secret. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  languagePreference: users.languagePreference,
  createdAt: users.createdAt,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

export const listUsers = pagedList(users, {
  name: 'users',
  columns: userColumns,
  search: anyContains([users.name, users.email]),
});

/** Every user the list's search finds, newest first, `batchSize` at a time (the CSV export): the listed
 * columns only, never the second factor's. */
export const userBatches = (db: Db, q: string | undefined, batchSize: number) =>
  listUsers.batches(db, q, userColumns, batchSize);

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The user, locked until the transaction ends: a conditional update compares and writes as one. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function insertUser(db: Db, data: UserData): Promise<UserRow> {
  const [row] = await db.insert(users).values(data).returning(userColumns);
  return row!;
}

export async function updateUser(db: Db, id: string, data: UserData): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length === 1;
}

/** Ends every session of a user: their tokens stop working at once. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Locks the admin rows till the transaction ends, so two admins cannot demote each other at once. */
export async function lockAdminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

/** Whether anyone can sign in as an admin: a fresh installation has nobody until ADMIN_EMAIL. */
export async function adminExists(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin !== undefined;
}

/** ADMIN_EMAIL's account: created if missing, promoted if it exists with another role. */
export async function ensureAdmin(db: Db, email: string): Promise<void> {
  await db
    .insert(users)
    .values({ name: email.split('@')[0] ?? email, email, role: 'admin', languagePreference: 'en' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
}
