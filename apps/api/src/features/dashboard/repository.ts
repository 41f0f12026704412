import { DASHBOARD_LATEST } from '@portal/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PrecheckType, precheckSummaries } from '../../db/precheck-summaries.ts';
import { fixedLimit, prepared } from '../../db/prepared.ts';

/** The dashboard's newest of one kind: one index range scan, planned once per connection. */
function newestOfKind<K extends PrecheckType>(type: K) {
  return prepared((db) => {
    const { table, query } = precheckSummaries(db, type);
    return query
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(fixedLimit(DASHBOARD_LATEST))
      .prepare(`newest_${type.toLowerCase()}`);
  });
}

const newestPos = newestOfKind('POS');
const newestEcom = newestOfKind('ECOM');

/** The newest DASHBOARD_LATEST of each kind; merged by the service. */
export function newestOfEachKind(db: Db) {
  return Promise.all([newestPos(db).execute(), newestEcom(db).execute()]);
}
