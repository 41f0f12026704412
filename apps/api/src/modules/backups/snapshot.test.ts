import { describe, expect, it } from 'vitest';
import { snapshotsToPrune } from './snapshot.ts';

const HOUR = 3600_000;

/**
 * Snapshots newest first, one an hour back from now, of the kinds given (s: scheduled, m: manual),
 * signed by this server; in capitals, one whose manifest it cannot vouch for (S: says scheduled but
 * its MAC is another's, M: says manual and carries none).
 */
function snapshots(kinds: string) {
  return [...kinds].map((letter, age) => ({
    name: `${letter}${age}`,
    kind: letter.toLowerCase() === 's' ? ('scheduled' as const) : ('manual' as const),
    createdAt: new Date(Date.UTC(2026, 11, 4, 12) - age * HOUR).toISOString(),
    signature:
      letter === 'S' ? ('invalid' as const) : letter === 'M' ? ('missing' as const) : ('valid' as const),
  }));
}
const names = (list: { name: string }[]) => list.map((snapshot) => snapshot.name);

describe('which snapshots are pruned', () => {
  it('keeps the newest BACKUP_KEEP scheduled ones however many are asked for in between', () => {
    const many = snapshots('mmmmmmmmmmmmmmsmsmsmss');
    const pruned = snapshotsToPrune(many, 3);
    expect(names(many.filter((s) => s.kind === 'scheduled' && !pruned.includes(s)))).toEqual([
      's14',
      's16',
      's18',
    ]);
    // As many made on request, the newest, within the window the scheduled ones span.
    expect(names(many.filter((s) => s.kind === 'manual' && !pruned.includes(s)))).toEqual(['m0', 'm1', 'm2']);
  });

  it('prunes one made on request once it is older than the oldest scheduled one kept', () => {
    expect(names(snapshotsToPrune(snapshots('smsmss'), 2))).toEqual(['m3', 's4', 's5']);
  });

  it('keeps those made on request before the schedule has written BACKUP_KEEP', () => {
    expect(names(snapshotsToPrune(snapshots('smm'), 2))).toEqual([]);
    expect(names(snapshotsToPrune(snapshots('mmm'), 2))).toEqual(['m2']);
  });

  it('counts only its own: a forged scheduled one, however new, pushes none of them out', () => {
    expect(names(snapshotsToPrune(snapshots('SSssssm'), 3))).toEqual(['S0', 'S1', 's5', 'm6']);
    expect(names(snapshotsToPrune(snapshots('SSssm'), 3))).toEqual([]);
  });

  it('keeps the unsigned and the altered until the schedule has written BACKUP_KEEP, then prunes them', () => {
    expect(names(snapshotsToPrune(snapshots('MsS'), 2))).toEqual([]);
    expect(names(snapshotsToPrune(snapshots('MsSs'), 2))).toEqual(['M0', 'S2']);
  });
});
