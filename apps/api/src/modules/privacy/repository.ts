import {
  type AuditDetails,
  ECOM_EMAIL_PATHS,
  ECOM_PERSON_PATHS,
  type PrecheckKind,
  type PrecheckStatus,
} from '@portal/shared';
import {
  and,
  type AnyColumn,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import {
  auditLog,
  authFailures,
  ecomPrechecks,
  idempotencyKeys,
  merchants,
  otpCodes,
  outbox,
  posPrechecks,
  reviewTableOf,
  users,
  webhookAttempts,
  webhookEvents,
} from '../../db/schema.ts';
import { msAgo } from '../../db/moments.ts';

/**
 * Runs the queries one after the other: on a transaction's one connection, queries sent at once
 * would queue up anyway (and node-postgres deprecates sending them so).
 */
async function inTurn<const T extends readonly (() => Promise<unknown>)[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

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

/** The statuses retention erases, each with its period. */
export const ERASABLE = [
  { status: 'declined', period: 'declinedMs' },
  { status: 'withdrawn', period: 'withdrawnMs' },
] as const satisfies readonly { status: PrecheckStatus; period: keyof ErasurePeriods }[];

/**
 * Deletes up to `limit` pre-checks of `kind` in `status` for longer than `ms` (not held), the oldest
 * first, with their versions, history and links; answers what it deleted. One status at a time, so
 * that the pick is a range of the queue's (status, status_changed_at) index, not a scan of the
 * table, which at a million rows reads most of its pages for every batch. Rows another transaction
 * holds are skipped, not waited for: two instances erasing at once erase each row once, and neither
 * waits on a reviewer's open move.
 */
export async function eraseDue(
  tx: Db,
  kind: PrecheckKind,
  status: PrecheckStatus,
  ms: number,
  limit: number,
) {
  const t = reviewTableOf(kind);
  const picked = tx
    .select({ id: t.id })
    .from(t)
    .where(and(inStatusLongerThan(t, status, ms), isNull(t.legalHoldAt)))
    .orderBy(asc(t.statusChangedAt))
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
  const [posRows, ecomRows, merchantRows, userRows, messages, auditEntries] = await inTurn([
    () =>
      db
        .select({ id: pos.id, reference: pos.reference, status: pos.status, held: held(pos.legalHoldAt) })
        .from(pos)
        .where(sql`lower(${posPrechecks.email}) = ${email}`)
        .orderBy(asc(pos.createdAt)),
    () =>
      db
        .select({ id: ecom.id, reference: ecom.reference, status: ecom.status, held: held(ecom.legalHoldAt) })
        .from(ecom)
        .where(or(...ecomMatches))
        .orderBy(asc(ecom.createdAt)),
    () =>
      db
        .select({ id: merchants.id, company: merchants.company })
        .from(merchants)
        .where(sql`lower(${merchants.email}) = ${email}`),
    () =>
      db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    () => db.$count(outbox, sql`lower(${outbox.recipient}) = ${email}`),
    () =>
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
  const [merchantRows, userRows, messages, auditEntries] = await inTurn([
    () =>
      db
        .select()
        .from(merchants)
        .where(sql`lower(${merchants.email}) = ${email}`),
    () =>
      db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    () =>
      db
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.recipient}) = ${email}`)
        .orderBy(asc(outbox.createdAt)),
    () =>
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

/**
 * The subject's own names and the companies their records give (`ids`: the pre-checks being erased):
 * what, beside the address, names them in free text elsewhere. A name beside another address (a
 * director's, when the subject is the contact) is someone else's, and is not looked for.
 */
export async function namesOf(db: Db, email: string, ids: Record<PrecheckKind, string[]>) {
  const posRows = await db
    .select({ company: posPrechecks.company, contact: posPrechecks.contactPerson, email: posPrechecks.email })
    .from(posPrechecks)
    .where(inArray(posPrechecks.id, ids.pos));
  const ecomRows = await db
    .select({
      company: ecomPrechecks.genComp,
      contact: ecomPrechecks.genFullName,
      email: ecomPrechecks.genEmail,
      details: ecomPrechecks.details,
    })
    .from(ecomPrechecks)
    .where(inArray(ecomPrechecks.id, ids.ecom));
  const merchantRows = await db
    .select({ company: merchants.company, contact: merchants.contactPerson })
    .from(merchants)
    .where(sql`lower(${merchants.email}) = ${email}`);
  const userRows = await db
    .select({ name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const theirs = (address: unknown, name: unknown) =>
    typeof address === 'string' && address.toLowerCase() === email ? [name] : [];
  const found: unknown[] = [
    ...posRows.flatMap((row) => [row.company, ...theirs(row.email, row.contact)]),
    ...ecomRows.flatMap((row) => {
      const details = row.details as Record<string, Record<string, unknown> | undefined>;
      const people = ECOM_PERSON_PATHS.flatMap(({ group, email: field, name }) =>
        name ? theirs(details[group]?.[field], details[group]?.[name]) : [],
      );
      return [row.company, ...theirs(row.email, row.contact), ...people];
    }),
    ...merchantRows.flatMap((row) => [row.company, row.contact]),
    ...userRows.map((row) => row.name),
  ];
  return [
    ...new Set(found.filter((name): name is string => typeof name === 'string').map((name) => name.trim())),
  ];
}

/** Deletes the pre-checks of `kind` named, unless held, with their versions, history and links. */
export async function deletePrechecks(tx: Db, kind: PrecheckKind, ids: string[]) {
  if (ids.length === 0) return [];
  const t = reviewTableOf(kind);
  return tx
    .delete(t)
    .where(and(inArray(t.id, ids), isNull(t.legalHoldAt)))
    .returning({ id: t.id, reference: t.reference });
}

/** Deletes the merchant records of an address; answers their ids. */
export async function deleteMerchantsOf(tx: Db, email: string) {
  const rows = await tx
    .delete(merchants)
    .where(sql`lower(${merchants.email}) = ${email}`)
    .returning({ id: merchants.id });
  return rows.map((row) => row.id);
}

/** Deletes the sign-in codes and counted wrong tries of an address. */
export async function deleteSignInTraces(tx: Db, email: string) {
  await tx.delete(otpCodes).where(sql`lower(${otpCodes.email}) = ${email}`);
  await tx.delete(authFailures).where(sql`lower(${authFailures.email}) = ${email}`);
}

/**
 * What names an erased subject elsewhere: `needles`, their address and names (lower-cased), found in
 * free text; `ids`, the records erased, found where a message or answer names a record by id.
 */
export type Named = { needles: readonly string[]; ids: readonly string[] };

/** Whether lower-cased `text` holds any of the needles (lower-cased already). */
const holdsAny = (text: SQL, needles: readonly string[]) =>
  needles.length === 0
    ? sql`false`
    : or(...needles.map((needle) => sql`strpos(lower(${text}), ${needle}) > 0`))!;

/** A message not yet sent stops: skipped, and never sent again (a Send again refuses it). */
const stopped = sql`case when ${outbox.status} in ('queued', 'retrying', 'sending', 'failed') then 'skipped' else ${outbox.status} end`;
const stoppedReason = sql`case when ${outbox.status} in ('queued', 'retrying', 'sending', 'failed') then 'subject_erased' else ${outbox.lastError} end`;

/**
 * The outbox rows to an address: the recipient becomes the pseudonym, what the message was made from
 * and the server's last answer go, and one not yet sent is skipped (DESIGN §13). A row to someone
 * else that was made from the subject's data loses that data too. Answers how many were to them.
 */
export async function pseudonymizeMessages(
  tx: Db,
  email: string,
  pseudonym: string,
  { needles, ids }: Named,
) {
  const toThem = await tx
    .update(outbox)
    .set({
      recipient: pseudonym,
      payload: {},
      status: stopped,
      lastError: sql`case when ${outbox.status} in ('queued', 'retrying', 'sending', 'failed') then 'subject_erased' end`,
      nextAttemptAt: null,
    })
    .where(and(eq(outbox.kind, 'mail'), sql`lower(${outbox.recipient}) = ${email}`))
    .returning({ id: outbox.id });
  await tx
    .update(outbox)
    .set({ payload: {}, status: stopped, lastError: stoppedReason })
    .where(
      and(
        eq(outbox.kind, 'mail'),
        or(
          holdsAny(sql`${outbox.payload}::text`, needles),
          sql`exists (select 1 from jsonb_each_text(${outbox.payload}) as kv where kv.value = any(${sql.param(ids)}::text[]))`,
        ),
      ),
    );
  return toThem.length;
}

/**
 * Drops the stored bodies of the webhook events that hold any needle (the address, the names) or
 * are about an erased record; their deliveries keep status and times, lose the receiver's echoed answer,
 * and stop when not yet delivered. Answers how many deliveries that touched.
 */
export async function dropWebhookBodies(tx: Db, { needles, ids }: Named) {
  const rows = await selectRows<{ deliveries: number }>(
    tx,
    sql`
    with events as (
      update ${webhookEvents} set body = ''
      where body <> '' and (${holdsAny(sql`${webhookEvents.body}`, needles)}
        or case when body <> '' then body::jsonb -> 'data' ->> 'id' end = any(${sql.param(ids)}::text[]))
      returning id::text as id
    ),
    deliveries as (
      update ${outbox} set status = ${stopped}, last_error = ${stoppedReason}
      where ${outbox.kind} = 'webhook' and ${outbox.payload} ->> 'eventId' in (select id from events)
      returning ${outbox.id} as id
    ),
    attempts as (
      update ${webhookAttempts} set response = null where delivery_id in (select id from deliveries)
    )
    select count(*)::int as deliveries from deliveries`,
  );
  return rows[0]?.deliveries ?? 0;
}

/** Deletes the cached answers of idempotent creates that hold any needle. */
export async function dropIdempotentAnswers(tx: Db, { needles, ids }: Named) {
  await tx
    .delete(idempotencyKeys)
    .where(
      or(
        holdsAny(sql`${idempotencyKeys.body}::text`, needles),
        sql`${idempotencyKeys.body} ->> 'id' = any(${sql.param(ids)}::text[])`,
      ),
    );
}

/** An audit entry's personal fields, as an erasure reads and rewrites them. */
export type PersonalEntry = {
  seq: number;
  actorEmail: string | null;
  ip: string | null;
  details: AuditDetails;
  personalSalt: string | null;
};

/** The newest audit entry's `seq` (0 for none). */
export async function lastAuditSeq(tx: Db): Promise<number> {
  const [row] = await tx.select({ seq: sql<number>`coalesce(max(${auditLog.seq}), 0)` }).from(auditLog);
  return Number(row?.seq ?? 0);
}

/**
 * The `seq` of the audit entries after `after` (up to `upTo`) whose actor is the address or whose
 * details name any needle. Each entry's details are read as lower-cased text once, whatever the
 * number of needles; an erasure runs it over the whole log before it takes the chain's lock, and
 * over what came since under it.
 */
export async function auditSeqsNaming(
  tx: Db,
  email: string,
  needles: readonly string[],
  { after, upTo }: { after: number; upTo?: number },
): Promise<number[]> {
  const rows = await selectRows<{ seq: string | number }>(
    tx,
    sql`select a.seq from ${auditLog} a, lateral (select lower(a.details::text) as t) d
      where a.seq > ${after} ${upTo === undefined ? sql`` : sql`and a.seq <= ${upTo}`}
        and (lower(a.actor_email) = ${email} or ${holdsAny(sql`d.t`, needles)})
      order by a.seq`,
  );
  return rows.map((row) => Number(row.seq));
}

/** The personal fields of the entries `seqs`, in chain order, as they are now. */
export function personalEntriesOf(tx: Db, seqs: readonly number[]): Promise<PersonalEntry[]> {
  if (seqs.length === 0) return Promise.resolve([]);
  return tx
    .select({
      seq: auditLog.seq,
      actorEmail: auditLog.actorEmail,
      ip: auditLog.ip,
      details: auditLog.details,
      personalSalt: auditLog.personalSalt,
    })
    .from(auditLog)
    .where(inArray(auditLog.seq, [...seqs]))
    .orderBy(asc(auditLog.seq));
}

const REWRITE_BATCH = 500;

/**
 * Writes the entries' pseudonymized personal fields, dropping their salts and naming the erasure's
 * own entry (`erasedBy`); an entry an earlier erasure rewrote keeps naming that one.
 */
export async function rewriteAuditEntries(tx: Db, entries: readonly PersonalEntry[], erasedBy: number) {
  for (let i = 0; i < entries.length; i += REWRITE_BATCH) {
    const values = entries
      .slice(i, i + REWRITE_BATCH)
      .map(
        (e) =>
          sql`(${e.seq}::bigint, ${e.actorEmail}::text, ${e.ip}::text, ${JSON.stringify(e.details)}::jsonb)`,
      );
    await tx.execute(sql`
      update ${auditLog} set actor_email = v.actor_email, ip = v.ip, details = v.details,
        personal_salt = null, erased_by = coalesce(${auditLog.erasedBy}, ${erasedBy}::bigint)
      from (values ${sql.join(values, sql`, `)}) as v(seq, actor_email, ip, details)
      where ${auditLog.seq} = v.seq`);
  }
}

/** Whether any of the records an erasure named is still here, or anything under the address. */
export async function anyLeft(
  db: Db,
  email: string,
  ids: { prechecks: string[]; merchants: number[]; users: string[] },
) {
  const uuidIn = (column: AnyColumn, list: (string | number)[]) =>
    list.length === 0 ? sql`false` : inArray(column, list);
  const rows = await selectRows<{ left: boolean }>(
    db,
    sql`select exists (select 1 from ${posPrechecks} where ${uuidIn(posPrechecks.id, ids.prechecks)})
      or exists (select 1 from ${ecomPrechecks} where ${uuidIn(ecomPrechecks.id, ids.prechecks)})
      or exists (select 1 from ${merchants} where ${uuidIn(merchants.id, ids.merchants)} or lower(${merchants.email}) = ${email})
      or exists (select 1 from ${users} where ${uuidIn(users.id, ids.users)} or lower(${users.email}) = ${email})
      or exists (select 1 from ${outbox} where lower(${outbox.recipient}) = ${email})
      or exists (select 1 from ${auditLog} where lower(${auditLog.actorEmail}) = ${email}) as left`,
  );
  return rows[0]?.left ?? false;
}
