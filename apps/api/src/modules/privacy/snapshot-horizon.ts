import { isTrusted, listSnapshots } from '../backups/index.ts';
import type { ErasureLedger } from './erasure-ledger.ts';

/** Where snapshots are written, how many are kept and how often one is written (`config.backups`). */
export type SnapshotSettings = { dir: string; keep: number; intervalMs: number };

/**
 * The snapshots still holding someone erased since they were written, and when the last of them is
 * pruned (DESIGN §13). Scheduled ones go once `keep` minus their place more are written, one every
 * interval after the newest; one made on request goes with the scheduled one before it, or sooner
 * (`snapshotsToPrune`), so the newest snapshot holding the erased sets the date. One this server
 * cannot vouch for (`isTrusted`) may hold anyone, whatever date its manifest gives; it goes once the
 * schedule has written `keep` of its own. Null when none holds anyone erased.
 */
export async function erasedInSnapshots(ledger: ErasureLedger, settings: SnapshotSettings, macKey: Buffer) {
  const erasures = await ledger.entries();
  if (erasures.length === 0) return null;
  const latest = Math.max(...erasures.map((entry) => Date.parse(entry.at)));
  const snapshots = await listSnapshots(settings.dir, macKey);
  const holding = snapshots.filter(
    (snapshot) => !isTrusted(snapshot) || Date.parse(snapshot.createdAt) < latest,
  );
  if (holding.length === 0) return null;
  const scheduled = snapshots.filter((snapshot) => isTrusted(snapshot) && snapshot.kind === 'scheduled');
  // When the schedule will have written `count` more; before its first snapshot, it begins now.
  const written = (count: number) =>
    (scheduled[0] ? Date.parse(scheduled[0].createdAt) : Date.now()) + count * settings.intervalMs;
  const dates: number[] = [];
  const newestTrusted = holding.find(isTrusted);
  if (newestTrusted) {
    // The scheduled snapshot it goes with: itself, or the last written before it; one older than
    // every scheduled snapshot goes with the oldest.
    const before = scheduled.findIndex((snapshot) => snapshot.createdAt <= newestTrusted.createdAt);
    const place = before < 0 ? scheduled.length - 1 : before;
    dates.push(written(place < 0 ? settings.keep : settings.keep - place));
  }
  // Pruned with the snapshot that makes the schedule's `keep`, or with the next one if it has them.
  if (holding.some((snapshot) => !isTrusted(snapshot)))
    dates.push(written(Math.max(1, settings.keep - scheduled.length)));
  return { snapshots: holding.length, prunedBy: new Date(Math.max(...dates)).toISOString() };
}

/**
 * Forgets the ledger's erasures that no snapshot predates: restoring any snapshot left cannot bring
 * them back. With no snapshot at all, there is nothing to restore. While one this server cannot vouch
 * for is there, it forgets none: that one can still be restored (`--accept-unsigned`), and the date
 * its manifest gives is nobody's word.
 */
export async function pruneLedger(ledger: ErasureLedger, settings: SnapshotSettings, macKey: Buffer) {
  const snapshots = await listSnapshots(settings.dir, macKey);
  if (!snapshots.every(isTrusted)) return;
  const oldest = snapshots.at(-1);
  await ledger.prune(oldest ? new Date(oldest.createdAt) : new Date());
}
