import type { PageQuery } from '@portal/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type PrecheckType, precheckSummaries } from '../../db/precheck-summaries.ts';
import { offsetOf } from '../../db/search.ts';

/**
 * One user's newest pre-checks of a kind, as many as the page asked for could need (all those before
 * it and its own), walking the (submitted_by, created_at) index; and how many there are in all.
 */
function ownOfKind(db: Db, type: PrecheckType, userId: string, needed: number) {
  const { table, query } = precheckSummaries<PrecheckType>(db, type);
  const own = eq(table.submittedBy, userId);
  return {
    rows: query.where(own).orderBy(desc(table.createdAt), desc(table.id)).limit(needed),
    count: db
      .select({ value: count() })
      .from(table)
      .where(own)
      .then(([row]) => row?.value ?? 0),
  };
}

/**
 * One user's pre-checks of both kinds, newest first. Each kind is cut to the rows the page could need
 * before the two are united, so a page costs the same for a user with ten pre-checks or ten thousand.
 */
export async function listOwnPrechecks(db: Db, userId: string, { page, pageSize }: PageQuery) {
  const needed = offsetOf(page, pageSize) + pageSize;
  const pos = ownOfKind(db, 'POS', userId, needed);
  const ecom = ownOfKind(db, 'ECOM', userId, needed);
  const [items, posCount, ecomCount] = await Promise.all([
    unionAll(pos.rows, ecom.rows)
      .orderBy(desc(sql`"created_at"`), desc(sql`"id"`))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    pos.count,
    ecom.count,
  ]);
  return { items, total: posCount + ecomCount };
}
