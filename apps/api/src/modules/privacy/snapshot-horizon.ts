import { listSnapshots } from '../backups/index.ts';
import type { ErasureLedger } from './erasure-ledger.ts';

/** Where snapshots are written, how many are kept and how often one is written (`config.backups`). */
export type SnapshotSettings = { dir: string; keep: number; intervalMs: number };

/**
 * The snapshots still holding someone erased since they were written, and when the last of them is
 * pruned (DESIGN §13). Scheduled ones go once `keep` minus their place more are written, one every
 * interval after the newest; one made on request goes with the scheduled one before it, or sooner
 * (`snapshotsToPrune`), so the newest snapshot holding the erased sets the date. Null when none does.
 */
export async function erasedInSnapshots(ledger: ErasureLedger, settings: SnapshotSettings) {
  const erasures = await ledger.entries();
  if (erasures.length === 0) return null;
  const latest = Math.max(...erasures.map((entry) => Date.parse(entry.at)));
  const snapshots = await listSnapshots(settings.dir);
  const holding = snapshots.filter((snapshot) => Date.parse(snapshot.createdAt) < latest);
  if (holding.length === 0) return null;
  const scheduled = snapshots.filter((snapshot) => snapshot.kind === 'scheduled');
  // The scheduled snapshot the newest holding one goes with: itself, or the last written before it;
  // one older than every scheduled snapshot goes with the oldest.
  const before = scheduled.findIndex((snapshot) => snapshot.createdAt <= holding[0]!.createdAt);
  const place = before < 0 ? scheduled.length - 1 : before;
  // Before the first scheduled snapshot, the schedule begins now.
  const prunedBy =
    place < 0
      ? Date.now() + settings.keep * settings.intervalMs
      : Date.parse(scheduled[0]!.createdAt) + (settings.keep - place) * settings.intervalMs;
  return { snapshots: holding.length, prunedBy: new Date(prunedBy).toISOString() };
}

/**
 * Forgets the ledger's erasures that no snapshot predates: restoring any snapshot left cannot bring
 * them back. With no snapshot at all, there is nothing to restore.
 */
export async function pruneLedger(ledger: ErasureLedger, settings: SnapshotSettings): Promise<void> {
  const snapshots = await listSnapshots(settings.dir);
  const oldest = snapshots.at(-1);
  await ledger.prune(oldest ? new Date(oldest.createdAt) : new Date());
}
