import { desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ecomPrechecks, posPrechecks } from '../../db/schema.ts';

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
      status: table.status,
      statusChangedAt: table.statusChangedAt,
    })
    .from(table);
  return { table, query };
}

/**
 * Both kinds' summaries, each cut to its newest `limit` rows (those `where` keeps, if given) along its
 * created_at index before the two are united: the newest of both kinds is among them, for the caller
 * to order and cut again, whatever the size of the tables.
 */
export function newestOfBothKinds(
  db: Db,
  limit: number | Placeholder,
  where?: (table: (typeof KINDS)[PrecheckType]['table']) => SQL,
) {
  const newestOf = (type: PrecheckType) => {
    const { table, query } = precheckSummaries<PrecheckType>(db, type);
    return query.where(where?.(table)).orderBy(desc(table.createdAt), desc(table.id)).limit(limit);
  };
  return unionAll(newestOf('POS'), newestOf('ECOM'));
}
