import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { ecomPrechecks, posPrechecks } from './schema.ts';

/** Both kinds' tables, with the columns that name the company and the contact in each. */
const KINDS = {
  POS: { table: posPrechecks, company: posPrechecks.company, contact: posPrechecks.contactPerson },
  ECOM: { table: ecomPrechecks, company: ecomPrechecks.genComp, contact: ecomPrechecks.genFullName },
} as const;

export type PrecheckType = keyof typeof KINDS;

/**
 * Pre-checks of one kind as the rows of a list of both kinds (id, type, company, contact, createdAt),
 * to be filtered, ordered and limited by the caller; `table` is the kind's table to do that on. The
 * type is a literal column named `type`, so the two kinds' selections can also be united.
 */
export function precheckSummaries<K extends PrecheckType>(db: Db, type: K) {
  const { table, company, contact } = KINDS[type];
  const query = db
    .select({
      id: table.id,
      type: sql<K>`${sql.raw(`'${type}'`)}`.as('type'),
      company,
      contact,
      createdAt: table.createdAt,
    })
    .from(table);
  return { table, query };
}
