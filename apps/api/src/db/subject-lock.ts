import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

const keyOf = (email: string) => sql`hashtextextended(${`subject:${email.toLowerCase()}`}, 0)`;

/**
 * Locks the people a transaction is about, by e-mail address, until it ends (DESIGN §13): a
 * submission takes them shared (submissions never wait for each other), an erasure exclusive, so a
 * pre-check submitted while its applicant is erased is either erased too or left whole, never half.
 * Addresses are taken in one order, so two transactions never wait on each other crosswise.
 */
export async function lockSubjects(tx: Db, emails: readonly string[], mode: 'shared' | 'exclusive') {
  const sorted = [...new Set(emails.map((email) => email.toLowerCase()))].sort();
  const take = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  for (const email of sorted) await tx.execute(sql`select ${take}(${keyOf(email)})`);
}
