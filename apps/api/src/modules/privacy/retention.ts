import {
  PRECHECK_KIND_NAMES,
  PRECHECK_KINDS,
  type PrecheckKind,
  type PrecheckStatus,
  type RetentionStatus,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { lockReview, type ReviewService } from '../review/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { dueCounts, ERASABLE, type ErasurePeriods, eraseDue, holdsOf, unansweredFor } from './repository.ts';

/** Rows one transaction erases: a few hundred deletes and their audit entries, short enough a lock. */
export const RETENTION_BATCH = 200;

/**
 * After each batch the pass rests three times as long as the batch took: retention has an hour, the
 * requests beside it do not, and a rest only as long as the batch still slowed them measurably
 * (`npm run bench -- --only erasure`).
 */
const REST_PER_BATCH_TIME = 3;
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retention acts on its own: its entries have no actor and no address. */
const SYSTEM: AuditSource = { actor: null, ip: null };

export type RetentionOptions = ErasurePeriods & { unansweredMs: number | null; intervalMs: number };

export type RetentionRun = Record<PrecheckKind, { withdrawn: number; erased: number }>;

/**
 * Retention (DESIGN §13): a question unanswered past `unansweredMs` withdraws its pre-check (the
 * applicant is told, as any withdrawal tells them); declined and withdrawn pre-checks past their period
 * are erased, in batches, each erasure audited as `privacy.retention-erase` with no actor. Held
 * pre-checks are left alone. Safe on several instances at once: a withdrawal rechecks the row under
 * its lock, an erasure skips rows another holds.
 */
export function createRetention(options: {
  db: Db;
  audit: AuditRecorder;
  review: ReviewService;
  periods: RetentionOptions;
  erased?: (kind: PrecheckKind, count: number) => void;
}) {
  const { db, audit, review, periods, erased } = options;

  /**
   * Withdraws one unanswered pre-check if, under its lock, it still waits on the same question it was
   * found waiting on (`since`) and nobody has held it since; answers whether it did.
   */
  async function withdraw(kind: PrecheckKind, id: string, since: Date): Promise<boolean> {
    const target = PRECHECK_KIND_NAMES[kind].audit;
    return db.transaction(async (tx) => {
      const row = await lockReview(tx, kind, id);
      if (row?.status !== 'information_requested' || row.legalHoldAt) return false;
      if (row.statusChangedAt.getTime() !== since.getTime()) return false;
      await review.applyMove(tx, kind, row, 'withdrawn', { actorId: null });
      await audit.append(tx, SYSTEM, {
        action: `${target}.transition`,
        targetType: target,
        targetId: id,
        details: { from: row.status, to: 'withdrawn', via: 'retention' },
      });
      return true;
    });
  }

  /** Erases one status's due pre-checks of `kind`, a batch per transaction; answers how many. */
  async function eraseDueIn(kind: PrecheckKind, status: PrecheckStatus, ms: number): Promise<number> {
    const target = PRECHECK_KIND_NAMES[kind].audit;
    let total = 0;
    for (;;) {
      const started = performance.now();
      const gone = await db.transaction(async (tx) => {
        const rows = await eraseDue(tx, kind, status, ms, RETENTION_BATCH);
        // Receivers given the record at its creation learn it is gone (by id and reference only).
        await emitWebhookEvents(tx, `${PRECHECK_KIND_NAMES[kind].event}.deleted`, rows);
        await audit.appendAll(
          tx,
          rows.map((row) => ({
            source: SYSTEM,
            event: {
              action: 'privacy.retention-erase' as const,
              targetType: target,
              targetId: row.id,
              details: { reference: row.reference },
            },
          })),
        );
        return rows.length;
      });
      total += gone;
      if (gone > 0) erased?.(kind, gone);
      if (gone < RETENTION_BATCH) return total;
      await rest((performance.now() - started) * REST_PER_BATCH_TIME);
    }
  }

  async function eraseKind(kind: PrecheckKind): Promise<number> {
    let total = 0;
    for (const { status, period } of ERASABLE) {
      const ms = periods[period];
      if (ms !== null) total += await eraseDueIn(kind, status, ms);
    }
    return total;
  }

  const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

  return {
    /** The periods in force, what the next pass would do, and the holds that stop it. */
    async status(): Promise<Omit<RetentionStatus, 'erasedInSnapshots'>> {
      const perKind = await Promise.all(
        PRECHECK_KINDS.map(async (kind) => ({
          due: await dueCounts(db, kind, periods),
          holds: (await holdsOf(db, kind)).map((hold) => ({
            kind,
            id: hold.id,
            reference: hold.reference,
            status: hold.status,
            reason: hold.reason ?? '',
            at: hold.at!.toISOString(),
          })),
        })),
      );
      return {
        periods: {
          declinedSeconds: seconds(periods.declinedMs),
          withdrawnSeconds: seconds(periods.withdrawnMs),
          unansweredSeconds: seconds(periods.unansweredMs),
        },
        intervalSeconds: periods.intervalMs / 1000,
        due: {
          erase: perKind.reduce((sum, kind) => sum + kind.due.erase, 0),
          withdraw: perKind.reduce((sum, kind) => sum + kind.due.withdraw, 0),
        },
        holds: perKind.flatMap((kind) => kind.holds).sort((a, b) => b.at.localeCompare(a.at)),
      };
    },

    /** One pass over both kinds: what it withdrew and erased. */
    async run(): Promise<RetentionRun> {
      const result = {} as RetentionRun;
      for (const kind of PRECHECK_KINDS) {
        let withdrawn = 0;
        // One batch a pass: the next pass takes the rest.
        if (periods.unansweredMs !== null)
          for (const { id, since } of await unansweredFor(db, kind, periods.unansweredMs, RETENTION_BATCH))
            if (await withdraw(kind, id, since)) withdrawn++;
        result[kind] = { withdrawn, erased: await eraseKind(kind) };
      }
      if (Object.values(result).some((r) => r.withdrawn > 0)) review.committed();
      return result;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
