import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PrecheckType, precheckSummaries } from '../../db/precheck-summaries.ts';

/** The newest `limit` of one kind: one index range scan. */
function newestOfKind<K extends PrecheckType>(db: Db, type: K, limit: number) {
  const { table, query } = precheckSummaries(db, type);
  return query.orderBy(desc(table.createdAt), desc(table.id)).limit(limit);
}

/** The newest `limit` of each kind; merged by the service. */
export function newestOfEachKind(db: Db, limit: number) {
  return Promise.all([newestOfKind(db, 'POS', limit), newestOfKind(db, 'ECOM', limit)]);
}
