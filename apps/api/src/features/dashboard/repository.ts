import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PrecheckType, precheckSummaries } from '../../db/precheck-summaries.ts';
import { prepared } from '../../db/prepared.ts';

/** The newest `limit` of one kind: one index range scan. */
function newestOfKind<K extends PrecheckType>(type: K) {
  return prepared((db) => {
    const { table, query } = precheckSummaries(db, type);
    return query
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(sql.placeholder('limit'))
      .prepare(`newest_${type.toLowerCase()}`);
  });
}

const newestPos = newestOfKind('POS');
const newestEcom = newestOfKind('ECOM');

/** The newest `limit` of each kind; merged by the service. */
export function newestOfEachKind(db: Db, limit: number) {
  return Promise.all([newestPos(db).execute({ limit }), newestEcom(db).execute({ limit })]);
}
