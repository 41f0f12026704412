import type { PageQuery } from '@portal/shared';
import { and, asc, desc, eq, inArray, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { splitCarried } from '../../db/carried-column.ts';
import type { Db } from '../../db/client.ts';
import { newestOfBothKinds } from '../prechecks/index.ts';
import { prepared, preparedFirstPages } from '../../db/prepared.ts';
import { offsetOf } from '../../db/search.ts';
import { ecomPrechecks, posPrechecks, updateLinks } from '../../db/schema.ts';

/** How many pre-checks of both kinds the user bound as `userId` has. */
function ownTotal() {
  const userId = sql.placeholder('userId');
  return sql<number>`(select count(*) from ${posPrechecks} where ${eq(posPrechecks.submittedBy, userId)})
    + (select count(*) from ${ecomPrechecks} where ${eq(ecomPrechecks.submittedBy, userId)})`.mapWith(Number);
}

type Range = { limit: Placeholder; offset: Placeholder | number; needed: Placeholder };

/**
 * One user's page of pre-checks of both kinds, newest first, and how many they have in all, in one
 * statement. Each kind is cut to the rows the page could need (all those before it and its own),
 * walking its (submitted_by, created_at) index, before the two are united: a page costs the same for
 * a user with ten pre-checks or ten thousand.
 */
function ownPage(db: Db, { limit, offset, needed }: Range) {
  const userId = sql.placeholder('userId');
  const own = newestOfBothKinds(db, needed, (table) => eq(table.submittedBy, userId)).as('own');
  return db
    .select({
      id: own.id,
      type: own.type,
      company: own.company,
      contact: own.contact,
      createdAt: own.createdAt,
      status: own.status,
      statusChangedAt: own.statusChangedAt,
      total: ownTotal(),
    })
    .from(own)
    .orderBy(desc(own.createdAt), desc(own.id))
    .limit(limit)
    .offset(offset);
}

const totalOwn = prepared((db) =>
  db
    .select({ total: ownTotal() })
    .from(sql`(values (1)) as one`)
    .prepare('own_total'),
);

const laterPage = prepared((db) =>
  ownPage(db, {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    needed: sql.placeholder('needed'),
  }).prepare('own_page'),
);

// The first page, what the overview shows, has only the user bound: planned once per connection.
const firstPage = preparedFirstPages((db, rows, pageSize) =>
  ownPage(db, { limit: rows, offset: 0, needed: rows }).prepare(`own_first_${pageSize}`),
);

/** One user's pre-checks of both kinds, newest first: a page and the total. */
export async function listOwnPrechecks(db: Db, userId: string, { page, pageSize }: PageQuery) {
  const offset = offsetOf(page, pageSize);
  const rows =
    offset === 0
      ? await firstPage(db, pageSize).execute({ userId })
      : await laterPage(db).execute({ userId, limit: pageSize, offset, needed: offset + pageSize });
  const { rows: items, carried } = splitCarried(rows, 'total');
  // A page past the end (or a user with none) has no row to carry the total: asked on its own then.
  const total = carried ?? (await totalOwn(db).execute({ userId }))[0]?.total ?? 0;
  return { items, total };
}

/**
 * The open requests' messages of the pre-checks named (one's own, on a page), by pre-check id: the
 * newest open link of each.
 */
export async function openRequestMessages(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      owner: sql<string>`coalesce(${updateLinks.posId}, ${updateLinks.ecomId})`,
      message: updateLinks.message,
    })
    .from(updateLinks)
    .where(
      and(
        isNull(updateLinks.closedAt),
        or(inArray(updateLinks.posId, ids), inArray(updateLinks.ecomId, ids)),
      ),
    )
    .orderBy(asc(updateLinks.createdAt));
  // Oldest first: a newer open request of the same pre-check overwrites an older one.
  return new Map(rows.map((row) => [row.owner, row.message]));
}
