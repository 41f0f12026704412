import { listSnapshots } from '../backups/index.ts';
import type { ErasureLedger } from './erasure-ledger.ts';

/** Where snapshots are written, how many are kept and how often one is written (`config.backups`). */
export type SnapshotSettings = { dir: string; keep: number; intervalMs: number };

/**
 * The snapshots still holding someone erased since they were written, and when the last of them is
 * pruned: the newest such snapshot goes once `keep` minus its place more snapshots are written, one
 * every interval after the newest (DESIGN §13). Null when none holds anyone erased.
 */
export async function erasedInSnapshots(ledger: ErasureLedger, settings: SnapshotSettings) {
  const erasures = await ledger.entries();
  if (erasures.length === 0) return null;
  const latest = Math.max(...erasures.map((entry) => Date.parse(entry.at)));
  const snapshots = await listSnapshots(settings.dir);
  const place = snapshots.findIndex((snapshot) => Date.parse(snapshot.createdAt) < latest);
  if (place < 0) return null;
  const prunedBy = Date.parse(snapshots[0]!.createdAt) + (settings.keep - place) * settings.intervalMs;
  return { snapshots: snapshots.length - place, prunedBy: new Date(prunedBy).toISOString() };
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
