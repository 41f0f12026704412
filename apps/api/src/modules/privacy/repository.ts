import { ECOM_EMAIL_PATHS, type PrecheckKind, type PrecheckStatus } from '@portal/shared';
import { and, type AnyColumn, asc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  ecomPrechecks,
  merchants,
  outbox,
  posPrechecks,
  reviewTableOf,
  users,
} from '../../db/schema.ts';
import { msAgo } from '../../db/moments.ts';

/**
 * Pre-checks of `kind` whose question has waited on the applicant longer than `ms`, not held, oldest
 * first: the ones retention withdraws.
 */
export async function unansweredFor(db: Db, kind: PrecheckKind, ms: number, limit: number) {
  const t = reviewTableOf(kind);
  return db
    .select({ id: t.id, since: t.statusChangedAt })
    .from(t)
    .where(and(unansweredWhere(t, ms), isNull(t.legalHoldAt)))
    .orderBy(asc(t.statusChangedAt))
    .limit(limit);
}

export type ErasurePeriods = { declinedMs: number | null; withdrawnMs: number | null };

type ReviewTable = ReturnType<typeof reviewTableOf>;

/** In `status` for longer than `ms`; never, when its period is off (null). */
const inStatusLongerThan = (t: ReviewTable, status: PrecheckStatus, ms: number | null) =>
  ms === null ? sql`false` : and(eq(t.status, status), lt(t.statusChangedAt, msAgo(ms)))!;

/** Waiting on the applicant's answer for longer than `ms`: what retention withdraws. */
const unansweredWhere = (t: ReviewTable, ms: number | null) =>
  inStatusLongerThan(t, 'information_requested', ms);

/** Declined or withdrawn for longer than its period: what retention erases. */
const erasableWhere = (t: ReviewTable, periods: ErasurePeriods) =>
  or(
    inStatusLongerThan(t, 'declined', periods.declinedMs),
    inStatusLongerThan(t, 'withdrawn', periods.withdrawnMs),
  )!;

/**
 * Deletes up to `limit` pre-checks of `kind` whose time is up (declined or withdrawn longer ago than
 * their period, not held), with their versions, history and links; answers what it deleted. Rows
 * another transaction holds are skipped, not waited for: two instances erasing at once erase each row
 * once, and neither waits on a reviewer's open move.
 */
export async function eraseDue(tx: Db, kind: PrecheckKind, periods: ErasurePeriods, limit: number) {
  if (periods.declinedMs === null && periods.withdrawnMs === null) return [];
  const t = reviewTableOf(kind);
  const picked = tx
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.legalHoldAt), erasableWhere(t, periods)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.delete(t).where(inArray(t.id, picked)).returning({ id: t.id, reference: t.reference });
}

/** Places a legal hold on a pre-check (or replaces its reason); answers it, or undefined for no pre-check. */
export async function placeHold(db: Db, kind: PrecheckKind, id: string, reason: string, by: string | null) {
  const t = reviewTableOf(kind);
  const [held] = await db
    .update(t)
    .set({ legalHoldReason: reason, legalHoldAt: sql`now()`, legalHoldBy: by })
    .where(eq(t.id, id))
    .returning({ reason: t.legalHoldReason, at: t.legalHoldAt });
  return held;
}

/** Releases a pre-check's legal hold; answers whether the pre-check exists. */
export async function releaseHold(db: Db, kind: PrecheckKind, id: string) {
  const t = reviewTableOf(kind);
  const released = await db
    .update(t)
    .set({ legalHoldReason: null, legalHoldAt: null, legalHoldBy: null })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  return released.length > 0;
}

/**
 * Everything the portal holds about `email` (lower-cased), read by every e-mail field of both forms,
 * the merchant records, the users, the outgoing messages and the audit trail (DESIGN §13). A subject
 * request is rare and must miss nothing: the answers' JSON is read row by row, not through an index.
 */
export async function holdingsOf(db: Db, email: string) {
  const pos = posPrechecks;
  const ecom = ecomPrechecks;
  const ecomMatches = [
    sql`lower(${ecom.genEmail}) = ${email}`,
    ...ECOM_EMAIL_PATHS.map(
      ({ group, field }) => sql`lower(${ecom.details} -> ${group} ->> ${field}) = ${email}`,
    ),
  ];
  const held = (column: AnyColumn) => sql<boolean>`${column} is not null`;
  const [posRows, ecomRows, merchantRows, userRows, messages, auditEntries] = await Promise.all([
    db
      .select({ id: pos.id, reference: pos.reference, status: pos.status, held: held(pos.legalHoldAt) })
      .from(pos)
      .where(sql`lower(${posPrechecks.email}) = ${email}`)
      .orderBy(asc(pos.createdAt)),
    db
      .select({ id: ecom.id, reference: ecom.reference, status: ecom.status, held: held(ecom.legalHoldAt) })
      .from(ecom)
      .where(or(...ecomMatches))
      .orderBy(asc(ecom.createdAt)),
    db
      .select({ id: merchants.id, company: merchants.company })
      .from(merchants)
      .where(sql`lower(${merchants.email}) = ${email}`),
    db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`),
    db.$count(outbox, sql`lower(${outbox.recipient}) = ${email}`),
    db.$count(
      auditLog,
      sql`lower(${auditLog.actorEmail}) = ${email} or strpos(lower(${auditLog.details}::text), ${email}) > 0`,
    ),
  ]);
  return {
    prechecks: [
      ...posRows.map((row) => ({ kind: 'pos' as const, ...row })),
      ...ecomRows.map((row) => ({ kind: 'ecom' as const, ...row })),
    ],
    merchants: merchantRows,
    user: userRows[0] ?? null,
    messages,
    auditEntries,
  };
}

/** What an export gives beside the pre-checks: whole rows, the user's secrets left out. */
export async function recordsAbout(db: Db, email: string) {
  const { totpSecretEncrypted: _secret, ...userColumns } = getTableColumns(users);
  const [merchantRows, userRows, messages, auditEntries] = await Promise.all([
    db
      .select()
      .from(merchants)
      .where(sql`lower(${merchants.email}) = ${email}`),
    db
      .select(userColumns)
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`),
    db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.recipient}) = ${email}`)
      .orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(
        sql`lower(${auditLog.actorEmail}) = ${email} or strpos(lower(${auditLog.details}::text), ${email}) > 0`,
      )
      .orderBy(asc(auditLog.seq)),
  ]);
  return { merchants: merchantRows, user: userRows[0] ?? null, messages, auditEntries };
}

/** How many pre-checks of `kind` the next retention pass erases and withdraws (held ones left out). */
export async function dueCounts(
  db: Db,
  kind: PrecheckKind,
  periods: ErasurePeriods & { unansweredMs: number | null },
) {
  const t = reviewTableOf(kind);
  const [row] = await db
    .select({
      erase: sql<number>`count(*) filter (where ${erasableWhere(t, periods)})`.mapWith(Number),
      withdraw: sql<number>`count(*) filter (where ${unansweredWhere(t, periods.unansweredMs)})`.mapWith(
        Number,
      ),
    })
    .from(t)
    .where(and(isNull(t.legalHoldAt), inArray(t.status, ['declined', 'withdrawn', 'information_requested'])));
  return { erase: row?.erase ?? 0, withdraw: row?.withdraw ?? 0 };
}

/** Every pre-check of `kind` under a legal hold, the newest hold first. */
export const holdsOf = (db: Db, kind: PrecheckKind) => {
  const t = reviewTableOf(kind);
  return db
    .select({
      id: t.id,
      reference: t.reference,
      status: t.status,
      reason: t.legalHoldReason,
      at: t.legalHoldAt,
    })
    .from(t)
    .where(sql`${t.legalHoldAt} is not null`)
    .orderBy(sql`${t.legalHoldAt} desc`);
};
