import type { Backups, SnapshotKind } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { Policy } from '../../lib/rate-limit/rate-limit-fields.ts';
import { type AuditSource, type AuditRecorder, lockChain } from '../audit/index.ts';
import { lastRequestAt } from './repository.ts';
import { isTrusted, listSnapshots, pruneSnapshots, writeSnapshot } from './snapshot.ts';

/** The first scheduled snapshot waits this long after a start, so it never competes with one. */
const STARTUP_GRACE_MS = 60_000;

const total = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);

/**
 * The embedded database's snapshots: one every `intervalMs` counted from the newest scheduled one (a
 * server that restarts more often than that still makes them), the newest `keep` kept, and one now on
 * request, at most one per `manualCooldownMs` (each holds the database for its length), kept apart so
 * that requests never push a scheduled snapshot out (`snapshotsToPrune`). One snapshot at a time:
 * asking while one is being written joins it. The list says of each whether its manifest's MAC holds.
 */
export function createBackups(options: {
  database: Database;
  settings: Config['backups'];
  /** `secretFingerprint` of the server's APP_SECRET, recorded in each manifest. */
  secret: string;
  /** The key of each manifest's MAC (`backup-manifests`). */
  macKey: Buffer;
  log: FastifyBaseLogger;
  audit: AuditRecorder;
  /** Told of each failed snapshot (the metrics count them). */
  onFailure?: () => void;
  graceMs?: number;
}) {
  const { database, settings, log } = options;
  const state = database.kind === 'postgres' ? 'postgres' : settings && database.snapshot ? 'on' : 'off';
  let running: Promise<void> | undefined;
  let lastFailedAt: Date | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const cooldownMs = settings?.manualCooldownMs ?? 0;
  const cooldownPolicy: Policy = { name: 'backups', limit: { max: 1, windowMs: cooldownMs } };

  async function backUp(
    dir: string,
    keep: number,
    snapshot: Required<Database>['snapshot'],
    kind: SnapshotKind,
  ) {
    const started = Date.now();
    try {
      const written = await writeSnapshot({
        dir,
        snapshot,
        secret: options.secret,
        macKey: options.macKey,
        kind,
      });
      const removed = await pruneSnapshots(dir, keep, options.macKey);
      lastFailedAt = null;
      log.info(
        {
          kind,
          rows: total(written.rows),
          bytes: written.bytes,
          ms: Date.now() - started,
          removed: removed.length,
        },
        'backup written',
      );
    } catch (error) {
      lastFailedAt = new Date();
      options.onFailure?.();
      log.error({ err: error }, 'backup failed');
    }
  }

  /** Starts a snapshot, or returns the one being written. */
  function run(kind: SnapshotKind): Promise<void> {
    if (!settings || !database.snapshot) return Promise.resolve();
    running ??= backUp(settings.dir, settings.keep, database.snapshot, kind).finally(() => {
      running = undefined;
    });
    return running;
  }

  /** This server's newest snapshot (of `kind`): one it cannot vouch for never delays the schedule. */
  async function newest(kind?: SnapshotKind): Promise<Date | null> {
    const snapshots = settings ? await listSnapshots(settings.dir, options.macKey) : [];
    const latest = snapshots.find(
      (snapshot) => isTrusted(snapshot) && (kind === undefined || snapshot.kind === kind),
    );
    return latest ? new Date(latest.createdAt) : null;
  }

  async function scheduleNext() {
    if (!settings || closed) return;
    const latest = await newest('scheduled').catch(() => null);
    const due = latest ? latest.getTime() + settings.intervalMs - Date.now() : 0;
    timer = setTimeout(
      () => void run('scheduled').then(scheduleNext),
      Math.max(due, timer ? 0 : (options.graceMs ?? STARTUP_GRACE_MS)),
    );
    timer.unref();
  }

  return {
    state,
    /** Begins the schedule (when backups are on). */
    start: () => (state === 'on' ? scheduleNext() : Promise.resolve()),

    /** When the newest complete snapshot was taken; null before the first. */
    newest,

    /**
     * An admin's "Back up now", audited: refused when the server makes no backups, and within the
     * cooldown of the last request (429 with when to ask again). The last request's audit entry is
     * read under the chain's lock, which every instance takes to append, and this one's entry is
     * appended before it is let go: of requests at once, on any instance, one finds none and the rest
     * find it.
     */
    async now(source: AuditSource) {
      if (state !== 'on') throw new AppError('backups_off');
      await options.audit.within(source, { action: 'backup.create' }, async (tx) => {
        await lockChain(tx);
        const last = await lastRequestAt(tx);
        const wait = last ? last.getTime() + cooldownMs - Date.now() : 0;
        if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000), cooldownPolicy);
      });
      void run('manual');
    },

    async list(): Promise<Backups> {
      const snapshots = settings ? await listSnapshots(settings.dir, options.macKey) : [];
      return {
        state,
        intervalSeconds: settings ? settings.intervalMs / 1000 : null,
        keep: settings?.keep ?? null,
        running: running !== undefined,
        lastFailedAt: lastFailedAt?.toISOString() ?? null,
        snapshots: snapshots.map((s) => ({
          name: s.name,
          createdAt: s.createdAt,
          kind: s.kind,
          signature: s.signature,
          bytes: s.bytes,
          schemaVersion: s.schemaVersion,
          rows: total(s.rows),
        })),
      };
    },

    /** Stops the schedule and waits for a snapshot being written: before the database closes. */
    async stop() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type BackupsService = ReturnType<typeof createBackups>;
