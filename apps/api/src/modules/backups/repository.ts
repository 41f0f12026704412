import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * When "Back up now" was last taken, from its audit entry: the one record of the requests that every
 * instance on the database and every restart sees, found by `audit_log_action_idx` without a scan.
 */
export async function lastRequestAt(tx: Db): Promise<Date | null> {
  const [last] = await tx
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.action, 'backup.create'))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return last?.at ?? null;
}
