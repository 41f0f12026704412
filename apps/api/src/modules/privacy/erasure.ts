import {
  type AuditDetails,
  PRECHECK_KIND_NAMES,
  PRECHECK_KINDS,
  type PrecheckKind,
  type SubjectErasure,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockSubjects } from '../../db/subject-lock.ts';
import type { LineLog } from '../../lib/line-log.ts';
import { type AuditSource, appendEntryOn, lockChain } from '../audit/index.ts';
import type { SessionCache } from '../auth/index.ts';
import { deleteUserWithin } from '../users/index.ts';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks/index.ts';
import type { ErasureLedger } from './erasure-ledger.ts';
import { removeMailFiles } from './mail-files.ts';
import { pseudonymized, pseudonymOf } from './pseudonym.ts';
import {
  anyLeft,
  auditSeqsNaming,
  deleteMerchantsOf,
  deletePrechecks,
  deleteSignInTraces,
  dropIdempotentAnswers,
  dropWebhookBodies,
  holdingsOf,
  lastAuditSeq,
  namesOf,
  personalEntriesOf,
  type PersonalEntry,
  pseudonymizeMessages,
  rewriteAuditEntries,
} from './repository.ts';

// A name this short would match inside unrelated words; the address and longer names still find them.
const MIN_NAME_LENGTH = 4;

/** An audit entry's personal fields with the subject's identifiers read as the pseudonym. */
function rewritten(entry: PersonalEntry, email: string, identifiers: readonly string[], pseudonym: string) {
  const byThem = entry.actorEmail?.toLowerCase() === email;
  const details: AuditDetails = Object.fromEntries(
    Object.entries(entry.details).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudonymized(value, identifiers, pseudonym) : value,
    ]),
  );
  return {
    ...entry,
    actorEmail: byThem ? pseudonym : entry.actorEmail,
    ip: byThem ? null : entry.ip,
    details,
  };
}

/**
 * What receivers are told of an erasure besides `data_subject.erased`: each pre-check and merchant
 * record it deleted, by the id and reference its `created` event gave them, so they can erase theirs.
 */
async function tellReceivers(
  tx: Db,
  prechecks: readonly { kind: PrecheckKind; id: string; reference: string }[],
  merchants: readonly number[],
) {
  for (const kind of PRECHECK_KINDS) {
    const ofKind = prechecks.filter((p) => p.kind === kind).map(({ id, reference }) => ({ id, reference }));
    await emitWebhookEvents(tx, `${PRECHECK_KIND_NAMES[kind].event}.deleted`, ofKind);
  }
  await emitWebhookEvents(
    tx,
    'merchant.deleted',
    merchants.map((id) => ({ id })),
  );
}

/** The tables an erasure deletes from or rewrites: vacuumed after it, so no dead row keeps the data. */
const TOUCHED = sql.raw(
  'precheck_pos, precheck_ecom, precheck_versions, precheck_events, update_links, merchants, users, sessions, otp_codes, auth_failures, outbox, webhook_events, webhook_attempts, idempotency_keys, audit_log',
);

/**
 * Erasure on request (DESIGN §13): a person's pre-checks (unless held), merchant records and user go,
 * with everything that hangs off them; their mails, webhook events, cached answers and audit entries
 * keep only a pseudonym of them. One transaction, with the person locked against a submission
 * meanwhile; the ledger is written first so a restore re-applies it.
 */
export function createErasure(options: {
  db: Db;
  /** The server's session cache; none from a command line, where nothing is cached. */
  sessions: SessionCache | null;
  pseudonymKey: Buffer;
  ledger: ErasureLedger | null;
  mailDir: string | null;
  log: LineLog;
}) {
  const { db, sessions, pseudonymKey, ledger, mailDir, log } = options;

  async function erase(
    email: string,
    reason: string,
    source: AuditSource,
    { replay = false }: { replay?: boolean } = {},
  ): Promise<SubjectErasure> {
    const subject = email.toLowerCase();
    const pseudonym = pseudonymOf(pseudonymKey, subject);
    const before = await holdingsOf(db, subject);
    if (ledger && !replay) {
      await ledger.append(
        {
          at: new Date().toISOString(),
          subject: pseudonym,
          prechecks: before.prechecks.filter((p) => !p.held).map((p) => p.id),
          merchants: before.merchants.map((m) => m.id),
          users: before.user ? [before.user.id] : [],
        },
        subject,
      );
    }
    const references: string[] = [];
    const run = () =>
      db.transaction(async (tx) => {
        await lockSubjects(tx, [subject], 'exclusive');
        const found = await holdingsOf(tx, subject);
        const held = found.prechecks.filter((p) => p.held);
        const ids: Record<PrecheckKind, string[]> = { pos: [], ecom: [] };
        for (const p of found.prechecks) if (!p.held) ids[p.kind].push(p.id);
        const names = (await namesOf(tx, subject, ids)).filter((name) => name.length >= MIN_NAME_LENGTH);
        const identifiers = [subject, ...names];
        const erased = [
          ...(await deletePrechecks(tx, 'pos', ids.pos)).map((p) => ({ kind: 'pos' as const, ...p })),
          ...(await deletePrechecks(tx, 'ecom', ids.ecom)).map((p) => ({ kind: 'ecom' as const, ...p })),
        ];
        references.push(...erased.map((p) => p.reference.toLowerCase()));
        const merchantIds = await deleteMerchantsOf(tx, subject);
        const userIds = found.user && (await deleteUserWithin(tx, found.user.id)) ? [found.user.id] : [];
        await deleteSignInTraces(tx, subject);
        const lowered = identifiers.map((identifier) => identifier.toLowerCase());
        // A merchant record's id is a small number, which would match anywhere; its address and names find it.
        const named = { needles: lowered, ids: [...erased.map((p) => p.id), ...userIds] };
        const messages = await pseudonymizeMessages(tx, subject, pseudonym, named);
        const webhookDeliveries = await dropWebhookBodies(tx, named);
        await dropIdempotentAnswers(tx, named);

        // The whole log is searched before the chain's lock, which holds every audited write
        // meanwhile; under it, only what was appended since, and the entries found are read afresh.
        const scanned = await lastAuditSeq(tx);
        const naming = await auditSeqsNaming(tx, subject, lowered, { after: 0, upTo: scanned });
        await lockChain(tx);
        const since = await auditSeqsNaming(tx, subject, lowered, { after: scanned });
        const entries = await personalEntriesOf(tx, [...naming, ...since]);
        const fresh = entries.filter((entry) => entry.personalSalt !== null).length;
        const answer: SubjectErasure = {
          subject: pseudonym,
          erased: {
            prechecks: erased.length,
            merchants: merchantIds.length,
            users: userIds.length,
            messages,
            webhookDeliveries,
          },
          pseudonymizedAuditEntries: entries.length,
          held: held.map(({ kind, id, reference }) => ({ kind, id, reference })),
        };
        const seq = await appendEntryOn(tx, source, {
          action: 'privacy.erase',
          details: {
            subject: pseudonym,
            reason: pseudonymized(reason, identifiers, pseudonym),
            ...answer.erased,
            held: held.length,
            replayed: replay,
            pseudonymizedAuditEntries: fresh,
          },
        });
        await rewriteAuditEntries(
          tx,
          entries.map((entry) => rewritten(entry, subject, identifiers, pseudonym)),
          seq,
        );
        if (!replay) {
          await tellReceivers(tx, erased, merchantIds);
          await emitWebhookEvent(tx, 'data_subject.erased', {
            subject: pseudonym,
            at: new Date().toISOString(),
          });
        }
        return answer;
      });
    const answer =
      before.user && sessions ? await sessions.settled({ userId: before.user.id }, run) : await run();
    if (mailDir) await removeMailFiles(mailDir, [subject, ...references]);
    db.execute(sql`vacuum ${TOUCHED}`).catch((error: unknown) =>
      log.warn({ error: String(error) }, 'vacuum after an erasure failed'),
    );
    return answer;
  }

  return {
    erase,

    /**
     * Carries out again every erasure in the ledger whose records are here: after a restore of an
     * older snapshot or a copy of an older database, before anyone reads them. Answers how many.
     */
    async replay(): Promise<number> {
      if (!ledger) return 0;
      let replayed = 0;
      for (const entry of await ledger.entries()) {
        if (!(await anyLeft(db, entry.email, entry))) continue;
        await erase(
          entry.email,
          `replayed from the erasure ledger (${entry.at})`,
          { actor: null, ip: null },
          { replay: true },
        );
        replayed += 1;
      }
      if (replayed > 0) log.warn({ replayed }, 'erasures re-applied from the erasure ledger');
      return replayed;
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
