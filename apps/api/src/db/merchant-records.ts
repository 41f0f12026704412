import { sql } from 'drizzle-orm';
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

/**
 * The merchant record behind a pre-check (DESIGN §6): one per lower-cased contact e-mail. The newest
 * submission wins, but a fact it does not carry keeps the value an earlier submission gave.
 * Runs inside the submission's transaction, so a pre-check never exists without its merchant.
 */
export async function upsertMerchant(db: Db, facts: MerchantFacts): Promise<void> {
  const values = { ...facts, email: facts.email.toLowerCase() };
  const set: Record<string, unknown> = { company: sql`excluded.company`, updatedAt: sql`now()` };
  for (const key of KEEP_IF_MISSING) {
    const column = merchants[key];
    set[key] = sql`coalesce(excluded.${sql.identifier(column.name)}, ${column})`;
  }
  await db.insert(merchants).values(values).onConflictDoUpdate({ target: merchants.email, set });
}
