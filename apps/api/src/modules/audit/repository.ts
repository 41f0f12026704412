import type { AuditFilter, PageQuery } from '@portal/shared';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, auditLog, ecomPrechecks, merchants, posPrechecks, users } from '../../db/schema.ts';
import { chainedContentColumns } from './verify.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function filterOf(filter: AuditFilter): SQL | undefined {
  const { actor, action, targetType, targetId, from, to } = filter;
  return and(
    actor ? (UUID.test(actor) ? eq(auditLog.actorId, actor) : eq(auditLog.actorEmail, actor)) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    targetType ? eq(auditLog.targetType, targetType) : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
    from ? gte(auditLog.at, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(auditLog.at, nextDay(to)) : undefined,
  );
}

// Whether an entry's target is still there, so the screen links only to what it can open.
const targetExists = sql<boolean>`case ${auditLog.targetType}
  when 'user' then exists (select 1 from ${users} where ${users.id}::text = ${auditLog.targetId})
  when 'precheck-pos' then exists (select 1 from ${posPrechecks} where ${posPrechecks.id}::text = ${auditLog.targetId})
  when 'precheck' then exists (select 1 from ${ecomPrechecks} where ${ecomPrechecks.id}::text = ${auditLog.targetId})
  when 'merchant' then exists (select 1 from ${merchants} where ${merchants.id}::text = ${auditLog.targetId})
  else false end`;

// A key's name is read from the key, which is revoked but never deleted, rather than copied.
const actorName = sql<
  string | null
>`case when ${auditLog.actorRole} = 'api_key' then (select ${apiKeys.name} from ${apiKeys} where ${apiKeys.id} = ${auditLog.actorId}) end`;

const entryColumns = { id: auditLog.id, ...chainedContentColumns, actorName };

const listedColumns = { ...entryColumns, targetExists };

/**
 * One page of entries, newest first, and how many match. `seq` orders them: it is the order the
 * chain was written in, which `at` (each instance's clock) need not be.
 */
export async function listEntries(db: Db, filter: AuditFilter, page: PageQuery) {
  const where = filterOf(filter);
  const [items, [counted]] = await Promise.all([
    db
      .select(listedColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export type ListedEntry = Awaited<ReturnType<typeof listEntries>>['items'][number];

/**
 * Every entry the filters find, newest first, `batchSize` at a time (the CSV export): each batch
 * continues below the last `seq` of the one before, which the primary key serves at any depth.
 */
export async function* entryBatches(db: Db, filter: AuditFilter, batchSize: number) {
  const where = filterOf(filter);
  for (let below: number | undefined; ;) {
    const rows = await db
      .select(entryColumns)
      .from(auditLog)
      .where(and(where, below === undefined ? undefined : lt(auditLog.seq, below)))
      .orderBy(desc(auditLog.seq))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    below = rows.at(-1)!.seq;
  }
}
