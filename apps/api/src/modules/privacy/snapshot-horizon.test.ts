import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/crypto/derive-key.ts';
import { manifestPathOf, writeSnapshot } from '../backups/index.ts';
import { erasureLedger } from './erasure-ledger.ts';
import { erasedInSnapshots, pruneLedger } from './snapshot-horizon.ts';

const HOUR = 3600_000;
const SECRET = 'horizon-test-secret-that-is-long-enough-for-it';
const key = deriveKey(SECRET, 'backup-manifests');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-horizon-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder of snapshots written `hoursAgo` (scheduled), signed as this server signs them. */
async function folder(name: string, hoursAgo: number[]) {
  const dir = path.join(scratch, name);
  const files: string[] = [];
  for (const hours of hoursAgo) {
    const written = await writeSnapshot({
      dir,
      kind: 'scheduled',
      secret: 'fingerprint',
      macKey: key,
      snapshot: async (store) => {
        await store(Readable.from([Buffer.from('a snapshot')]));
        return { schemaVersion: 1, rows: {} };
      },
      now: () => new Date(Date.now() - hours * HOUR),
    });
    files.push(written.file);
  }
  const ledger = erasureLedger(dir, deriveKey(SECRET, 'erasure-ledger'));
  // Erased two hours ago: the snapshots older than that hold the person.
  await ledger.append(
    {
      at: new Date(Date.now() - 2 * HOUR).toISOString(),
      subject: 's',
      prechecks: [],
      merchants: [],
      users: [],
    },
    'erased@example.com',
  );
  return { dir, files, ledger };
}

const settings = (dir: string) => ({ dir, keep: 3, intervalMs: 6 * HOUR });

describe('the snapshots still holding someone erased', () => {
  it('are this server’s older than the erasure, pruned once the schedule writes past them', async () => {
    const { dir, ledger } = await folder('signed', [12, 6, 1]);
    const horizon = await erasedInSnapshots(ledger, settings(dir), key);
    // The one of 6 hours ago, second newest, goes once two more are written after the newest.
    expect(horizon?.snapshots).toBe(2);
    const newest = Date.now() - 1 * HOUR;
    expect(Math.abs(Date.parse(horizon!.prunedBy) - (newest + 2 * 6 * HOUR))).toBeLessThan(60_000);
  });

  it('include one whose manifest it did not sign, whatever date that gives, until the schedule has its own', async () => {
    const { dir, files, ledger } = await folder('forged', [1]);
    // Says it was written after the erasure, in the future even: nobody vouches for that.
    const manifest = JSON.parse(readFileSync(manifestPathOf(files[0]!), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      manifestPathOf(files[0]!),
      JSON.stringify({ ...manifest, createdAt: '2099-01-01T00:00:00.000Z', mac: undefined }),
    );
    const horizon = await erasedInSnapshots(ledger, settings(dir), key);
    expect(horizon?.snapshots).toBe(1);
    // No scheduled snapshot of its own yet: it goes once the schedule has written keep (3), from now.
    expect(Math.abs(Date.parse(horizon!.prunedBy) - (Date.now() + 3 * 6 * HOUR))).toBeLessThan(60_000);
  });
});

describe('the erasure ledger beside the snapshots', () => {
  it('forgets the erasures no snapshot predates, and none while one it did not sign is there', async () => {
    const { dir, files, ledger } = await folder('ledger', [1]);
    // The only snapshot, unsigned, says it was written after the erasure: it may be older.
    const manifest = JSON.parse(readFileSync(manifestPathOf(files[0]!), 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestPathOf(files[0]!), JSON.stringify({ ...manifest, mac: undefined }));
    await pruneLedger(ledger, settings(dir), key);
    expect(await ledger.entries()).toHaveLength(1);
    // Signed again, as this server wrote it: it was written after the erasure, which it cannot hold.
    writeFileSync(manifestPathOf(files[0]!), JSON.stringify(manifest));
    await pruneLedger(ledger, settings(dir), key);
    expect(await ledger.entries()).toHaveLength(0);
  });
});
