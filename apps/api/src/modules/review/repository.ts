import {
  type DeclineReason,
  type PrecheckKind,
  type PrecheckStatus,
  type ReviewEventType,
  STAFF_ROLES,
} from '@portal/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ecomPrechecks,
  PRECHECK_OWNER,
  posPrechecks,
  precheckEvents,
  reviewTableOf,
  updateLinks,
  users,
} from '../../db/schema.ts';
import { reviewNamesOf } from '../prechecks/index.ts';

/**
 * Locks the pre-check's row until the transaction ends and answers its review, or undefined when
 * there is none. Two changes at once take turns here: the second reads what the first saved.
 */
export async function lockReview(tx: Db, kind: PrecheckKind, id: string) {
  const t = reviewTableOf(kind);
  const [row] = await tx
    .select({
      id: t.id,
      reference: t.reference,
      status: t.status,
      statusChangedAt: t.statusChangedAt,
      assigneeId: t.assigneeId,
      version: t.version,
      revision: t.revision,
      proposedBy: t.proposedBy,
      legalHoldAt: t.legalHoldAt,
      decisionReason: t.decisionReason,
      decidedAt: t.decidedAt,
      decidedBy: t.decidedBy,
      language: t.language,
      contact: kind === 'pos' ? posPrechecks.email : ecomPrechecks.genEmail,
      submittedBy: t.submittedBy,
      ...reviewNamesOf(t),
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update', { of: t });
  return row;
}
export type LockedReview = NonNullable<Awaited<ReturnType<typeof lockReview>>>;

export type ReviewChanges = {
  status?: PrecheckStatus;
  /** The applicant's update made a new version of the answers. */
  newVersion?: true;
  assigneeId?: string | null;
  proposedBy?: string | null;
  decisionReason?: DeclineReason | null;
  decidedAt?: Date | null;
  decidedBy?: string | null;
};

/** Saves a change to a locked row's review: a new revision, and a new status time when it moves. */
export async function saveReview(tx: Db, kind: PrecheckKind, id: string, changes: ReviewChanges) {
  const t = reviewTableOf(kind);
  const { newVersion, ...columns } = changes;
  await tx
    .update(t)
    .set({
      ...columns,
      ...(changes.status && { statusChangedAt: sql`now()` }),
      ...(newVersion && { version: sql`${t.version} + 1` }),
      revision: sql`${t.revision} + 1`,
    })
    .where(eq(t.id, id));
}

export type NewReviewEvent = {
  actorId: string | null;
  type: ReviewEventType;
  from?: string | null;
  to?: string | null;
  text?: string | null;
  reason?: DeclineReason | null;
  version?: number | null;
};

/** Adds an entry to the pre-check's history; answers the entry's id. */
export async function addEvent(tx: Db, kind: PrecheckKind, id: string, event: NewReviewEvent) {
  const [added] = await tx
    .insert(precheckEvents)
    .values({ ...event, [PRECHECK_OWNER[kind]]: id })
    .returning({ id: precheckEvents.id });
  return added!.id;
}

/** The name of the user whose id an assignment event holds in `column`, while they exist. */
const assigneeName = (column: typeof precheckEvents.from | typeof precheckEvents.to) =>
  sql<
    string | null
  >`case when ${precheckEvents.type} = 'assignee' then (select ${users.name} from ${users} where ${users.id}::text = ${column}) end`;

/**
 * History entries with each actor's name and role while they exist, and for an assignment the names
 * of the people it moved between.
 */
const entries = (db: Db) =>
  db
    .select({
      at: precheckEvents.at,
      type: precheckEvents.type,
      from: precheckEvents.from,
      to: precheckEvents.to,
      fromName: assigneeName(precheckEvents.from),
      toName: assigneeName(precheckEvents.to),
      text: precheckEvents.text,
      reason: precheckEvents.reason,
      version: precheckEvents.version,
      actorId: users.id,
      actorName: users.name,
      actorRole: users.role,
    })
    .from(precheckEvents)
    .leftJoin(users, eq(users.id, precheckEvents.actorId));
export type HistoryEntry = Awaited<ReturnType<typeof entries>>[number];

/** The pre-check's history, oldest first. */
export const historyOf = (db: Db, kind: PrecheckKind, id: string) =>
  entries(db).where(eq(precheckEvents[PRECHECK_OWNER[kind]], id)).orderBy(asc(precheckEvents.id));

/** One entry of a history, as `historyOf` reads it. */
export async function entryById(db: Db, entryId: number): Promise<HistoryEntry | undefined> {
  const [entry] = await entries(db).where(eq(precheckEvents.id, entryId));
  return entry;
}

/** When the pre-check was sent, and by whom: the history's first entry. Undefined: no such pre-check. */
export async function creationOf(db: Db, kind: PrecheckKind, id: string) {
  const t = reviewTableOf(kind);
  const [row] = await db
    .select({ at: t.createdAt, submittedBy: t.submittedBy, actorName: users.name, actorRole: users.role })
    .from(t)
    .leftJoin(users, eq(users.id, t.submittedBy))
    .where(eq(t.id, id));
  return row;
}

/** A staff member's address and language, while they are on the team: whom a notice is mailed to. */
export async function staffMailbox(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.languagePreference })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, STAFF_ROLES)));
  return row;
}

/** The staff, who may be assigned pre-checks, by name. */
export async function listStaff(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.role, STAFF_ROLES))
    .orderBy(users.name, users.id);
}

/** Whether `userId` is a staff member, who may be assigned pre-checks. */
export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, STAFF_ROLES)));
  return Boolean(row);
}

/** Whether a pre-check of `kind` with this id exists. */
export async function exists(db: Db, kind: PrecheckKind, id: string): Promise<boolean> {
  const t = reviewTableOf(kind);
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  return Boolean(row);
}

/** A request's update link (update-links.ts makes its id and token hash). */
export async function insertUpdateLink(
  tx: Db,
  kind: PrecheckKind,
  id: string,
  link: Omit<typeof updateLinks.$inferInsert, 'posId' | 'ecomId'>,
) {
  await tx.insert(updateLinks).values({ ...link, [PRECHECK_OWNER[kind]]: id });
}

/** Closes every open update link of the pre-check. */
export async function closeUpdateLinks(tx: Db, kind: PrecheckKind, id: string) {
  await tx
    .update(updateLinks)
    .set({ closedAt: sql`now()` })
    .where(and(eq(updateLinks[PRECHECK_OWNER[kind]], id), isNull(updateLinks.closedAt)));
}

/** The update link with this id or token hash, open or not. */
export async function updateLinkBy(db: Db, key: { id: string } | { tokenHash: string }) {
  const [link] = await db
    .select()
    .from(updateLinks)
    .where('id' in key ? eq(updateLinks.id, key.id) : eq(updateLinks.tokenHash, key.tokenHash));
  return link;
}

/** The pre-check's latest update link, open or not. */
export async function latestUpdateLink(db: Db, kind: PrecheckKind, id: string) {
  const [link] = await db
    .select()
    .from(updateLinks)
    .where(eq(updateLinks[PRECHECK_OWNER[kind]], id))
    .orderBy(desc(updateLinks.createdAt))
    .limit(1);
  return link;
}

/** Erases an e-commerce pre-check's website password. */
export async function eraseWebsitePassword(tx: Db, id: string) {
  await tx.update(ecomPrechecks).set({ genPassEncrypted: null }).where(eq(ecomPrechecks.id, id));
}
