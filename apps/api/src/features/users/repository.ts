import type { UserData } from '@portal/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged-list.ts';
import { anyContains } from '../../db/search.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export const listUsers = pagedList(users, {
  name: 'users',
  columns: getTableColumns(users),
  search: anyContains([users.name, users.email]),
});

/** A user's export: the account's fields, not when it last changed. */
const { updatedAt: _updatedAt, ...exportedColumns } = getTableColumns(users);

/** Every user the list's search finds, newest first, `batchSize` at a time (the CSV export). */
export const userBatches = (db: Db, q: string | undefined, batchSize: number) =>
  listUsers.batches(db, q, exportedColumns, batchSize);

export function findUser(db: Db, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function insertUser(db: Db, data: UserData): Promise<UserRow> {
  const [row] = await db.insert(users).values(data).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, data: UserData): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length === 1;
}

/** Locks the admin rows till the transaction ends, so two admins cannot demote each other at once. */
export async function lockAdminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

/** ADMIN_EMAIL's account: created if missing, promoted if it exists with another role. */
export async function ensureAdmin(db: Db, email: string): Promise<void> {
  await db
    .insert(users)
    .values({ name: email.split('@')[0] ?? email, email, role: 'admin', languagePreference: 'en' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
}
