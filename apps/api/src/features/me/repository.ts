import type { PageQuery } from '@portal/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type PrecheckType, precheckSummaries } from '../../db/precheck-summaries.ts';
import { offsetOf } from '../../db/search.ts';

/** One user's pre-checks of a kind: the rows to unite, and how many there are. */
function ownOfKind(db: Db, type: PrecheckType, userId: string) {
  const { table, query } = precheckSummaries<PrecheckType>(db, type);
  const own = eq(table.submittedBy, userId);
  return {
    rows: query.where(own),
    count: db
      .select({ value: count() })
      .from(table)
      .where(own)
      .then(([row]) => row?.value ?? 0),
  };
}

/** One user's pre-checks of both kinds, newest first (served by the submitted_by indexes). */
export async function listOwnPrechecks(db: Db, userId: string, { page, pageSize }: PageQuery) {
  const pos = ownOfKind(db, 'POS', userId);
  const ecom = ownOfKind(db, 'ECOM', userId);
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
