/**
 * What both kinds' repositories share: the review queue's conditions and pages, and the versions an
 * applicant's updates made.
 */
import {
  type ListQuery,
  type PrecheckKind,
  type PrecheckStatus,
  type QueueQuery,
  searchCountLimit,
  statusesOf,
  TEAM_WAITING_STATUSES,
} from '@portal/shared';
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { type ecomPrechecks, type posPrechecks, PRECHECK_OWNER, precheckVersions } from '../../db/schema.ts';
import { offsetOf, type Search } from '../../db/search.ts';
import type { Answers } from './versions.ts';
import { msAgo } from '../../db/moments.ts';

/** A list of pre-checks as asked: a search, a page, and the queue's filters and order. */
export type PrecheckListQuery = ListQuery & QueueQuery;

type PrecheckTable = typeof posPrechecks | typeof ecomPrechecks;

/**
 * Waiting on the team (`TEAM_WAITING_STATUSES`) longer than `slaMs` since its last move: `isOverdue`
 * as a condition, for the queue's filter, the dashboard and the metric.
 */
export const overdueWhere = (table: PrecheckTable, slaMs: number) =>
  and(
    inArray(table.status, [...TEAM_WAITING_STATUSES] as PrecheckStatus[]),
    lt(table.statusChangedAt, msAgo(slaMs)),
  );

/** Who reads the list: `assignee=me` names them (an API key is nobody, and has nothing assigned). */
export type Viewer = { userId: string | null };

/**
 * The queue's conditions (DESIGN §12) on `table`: the statuses asked, whose it is, overdue (waiting on
 * the team past `slaMs` since its last move), and the search term.
 */
function queueWhere(
  table: PrecheckTable,
  query: PrecheckListQuery,
  viewer: Viewer,
  slaMs: number,
  search: Search,
) {
  const conditions: (SQL | undefined)[] = [];
  const statuses = statusesOf(query);
  if (statuses) conditions.push(inArray(table.status, statuses));
  if (query.assignee === 'none') conditions.push(isNull(table.assigneeId));
  else if (query.assignee === 'me')
    conditions.push(viewer.userId ? eq(table.assigneeId, viewer.userId) : sql`false`);
  else if (query.assignee) conditions.push(eq(table.assigneeId, query.assignee));
  if (query.overdue === 'true') conditions.push(overdueWhere(table, slaMs));
  if (query.q) conditions.push(search(query.q));
  return and(...conditions);
}

const ORDER = {
  newest: (t: PrecheckTable) => [desc(t.createdAt), desc(t.id)],
  oldest: (t: PrecheckTable) => [asc(t.createdAt), asc(t.id)],
  // Longest in its current status first: what has waited longest is looked at first.
  waiting: (t: PrecheckTable) => [asc(t.statusChangedAt), asc(t.id)],
} as const;

/**
 * A page of the queue and how many it holds: the rows the filters keep, in the order asked, and their
 * count as a search counts (`searchCountLimit`: up to this page's end and a few pages more, the rest
 * `totalCapped`), so a filter that keeps most of a million rows costs no more than finding its page.
 * The indexes serve each filter in its order: (status, status_changed_at) the statuses, (assignee,
 * status, status_changed_at) one person's, and the team-waiting statuses' partial (status_changed_at)
 * index the overdue.
 */
export async function queuePage<F extends SelectedFieldsFlat>(
  db: Db,
  table: PrecheckTable,
  columns: F,
  {
    query,
    viewer,
    slaMs,
    search,
  }: { query: PrecheckListQuery; viewer: Viewer; slaMs: number; search: Search },
) {
  const where = queueWhere(table, query, viewer, slaMs, search);
  const offset = offsetOf(query.page, query.pageSize);
  const upTo = searchCountLimit(query.page, query.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select(columns as SelectedFieldsFlat)
      .from(table)
      .where(where)
      .orderBy(...ORDER[query.sort](table))
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({ value: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(where)
          .limit(upTo + 1)
          .as('matches'),
      )
      .then(([row]) => Number(row?.value ?? 0)),
  ]);
  return {
    // Typed per list on the way out: drizzle's builder types do not follow a generic selection.
    items: rows as SelectResultFields<F>[],
    total: Math.min(counted, upTo),
    totalCapped: counted > upTo,
  };
}

/** Records the version an update made, with what it changed and the answers it replaced. */
export async function addVersion(
  tx: Db,
  kind: PrecheckKind,
  id: string,
  version: { version: number; changedFields: string[]; previousAnswers: Answers },
) {
  await tx.insert(precheckVersions).values({ ...version, [PRECHECK_OWNER[kind]]: id });
}

/** The answers of an earlier version (kept by the version after it), or undefined when there is none. */
export async function answersOfVersion(db: Db, kind: PrecheckKind, id: string, version: number) {
  const [row] = await db
    .select({ answers: precheckVersions.previousAnswers })
    .from(precheckVersions)
    .where(and(eq(precheckVersions[PRECHECK_OWNER[kind]], id), eq(precheckVersions.version, version + 1)));
  return row?.answers;
}

const versionColumns = {
  version: precheckVersions.version,
  at: precheckVersions.at,
  changedFields: precheckVersions.changedFields,
};

/** The versions past the first, oldest first, with `columns` (typed on the way out, as `queuePage`'s). */
const versionRows = async <F extends typeof versionColumns>(
  db: Db,
  kind: PrecheckKind,
  id: string,
  columns: F,
) =>
  (await db
    .select(columns as SelectedFieldsFlat)
    .from(precheckVersions)
    .where(eq(precheckVersions[PRECHECK_OWNER[kind]], id))
    .orderBy(asc(precheckVersions.version))) as SelectResultFields<F>[];

/** The versions past the first, oldest first. */
export const versionsOf = (db: Db, kind: PrecheckKind, id: string) =>
  versionRows(db, kind, id, versionColumns);

/** The versions past the first, oldest first, with the answers each replaced (a subject's export). */
export const versionsWithAnswers = (db: Db, kind: PrecheckKind, id: string) =>
  versionRows(db, kind, id, { ...versionColumns, previousAnswers: precheckVersions.previousAnswers });
