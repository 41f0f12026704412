import { sql } from 'drizzle-orm';
import type { Role } from '@portal/shared';
import type { Db } from './client.ts';
import { merchants } from './schema.ts';

export type MerchantFacts = {
  email: string;
  company: string;
  address?: string | null | undefined;
  contactPerson?: string | null | undefined;
  director?: string | null | undefined;
  taxId?: string | null | undefined;
  telephone?: string | null | undefined;
  mobile?: string | null | undefined;
  website?: string | null | undefined;
  onlineShop?: string | null | undefined;
  industry?: string | null | undefined;
  locations?: string | null | undefined;
  avgTxValue?: number | null | undefined;
  currMonthVol?: number | null | undefined;
  projMonthVolAcct?: number | null | undefined;
};

const KEEP_IF_MISSING = [
  'address',
  'contactPerson',
  'director',
  'taxId',
  'telephone',
  'mobile',
  'website',
  'onlineShop',
  'industry',
  'locations',
  'avgTxValue',
  'currMonthVol',
  'projMonthVolAcct',
] as const;

/** Who submitted the pre-check behind the facts: nobody (anonymous, with a captcha) or a signed-in user. */
export type MerchantWriter = { id: string; role: Role; email: string } | null;

/**
 * The merchant record behind a pre-check (DESIGN §6): one per lower-cased contact e-mail, written in
 * the submission's transaction, so a pre-check never exists without its merchant.
 * - Nobody (anonymous): creates the record when none exists; an existing one is never changed, since
 *   anyone on the internet could name any company's e-mail.
 * - A merchant: creates the record as its owner, and updates only a record it owns, or claims an
 *   unowned one bearing its own account's e-mail.
 * - An admin: updates any record (the back office's word wins).
 * On an update the newest submission wins, but a fact it does not carry keeps its earlier value.
 */
export async function recordMerchant(db: Db, facts: MerchantFacts, writer: MerchantWriter): Promise<void> {
  const values = {
    ...facts,
    email: facts.email.toLowerCase(),
    ownerId: writer?.role === 'merchant' ? writer.id : null,
  };
  const insert = db.insert(merchants).values(values);
  if (!writer) {
    await insert.onConflictDoNothing({ target: merchants.email });
    return;
  }
  const set: Record<string, unknown> = { company: sql`excluded.company`, updatedAt: sql`now()` };
  for (const key of KEEP_IF_MISSING) {
    const column = merchants[key];
    set[key] = sql`coalesce(excluded.${sql.identifier(column.name)}, ${column})`;
  }
  if (writer.role === 'admin') {
    await insert.onConflictDoUpdate({ target: merchants.email, set });
    return;
  }
  set.ownerId = sql`${writer.id}::uuid`;
  await insert.onConflictDoUpdate({
    target: merchants.email,
    set,
    setWhere: sql`${merchants.ownerId} = ${writer.id}::uuid or (${merchants.ownerId} is null and ${merchants.email} = ${writer.email.toLowerCase()})`,
  });
}
