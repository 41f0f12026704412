import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openUnbound, sealUnbound } from '../../lib/crypto/secrets.ts';

/** The file beside the snapshots that lists every erasure (DESIGN §13). */
export const LEDGER_FILE = 'erasure-ledger.jsonl';

/** One erasure as the ledger keeps it: its pseudonym, the records it named, and the address sealed. */
export type LedgerEntry = {
  at: string;
  subject: string;
  prechecks: string[];
  merchants: number[];
  users: string[];
};

type StoredEntry = LedgerEntry & { sealed: string };

/**
 * The erasure ledger: a line per erasure, kept beside the snapshots (BACKUP_DIR), so that a restored
 * older snapshot, or a database copied from one, is erased again before anyone reads it (the privacy
 * module re-applies it at every start). The address is sealed under a key from APP_SECRET, the one
 * the snapshots' own secrets need: a ledger line is kept only while a snapshot older than it is, and
 * that snapshot holds the address in the clear anyway. A line is written and synced before the
 * erasure commits: an erasure that then failed is carried out at the next start, as it was asked.
 */
export function erasureLedger(dir: string, key: Buffer) {
  const file = path.join(dir, LEDGER_FILE);

  async function read(): Promise<StoredEntry[]> {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as StoredEntry);
  }

  return {
    file,

    async append(entry: LedgerEntry, email: string): Promise<void> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const handle = await open(file, 'a', 0o600);
      try {
        await handle.write(JSON.stringify({ ...entry, sealed: sealUnbound(key, email) }) + '\n');
        await handle.sync();
      } finally {
        await handle.close();
      }
    },

    /** Every erasure, oldest first, each with its address. */
    async entries(): Promise<(LedgerEntry & { email: string })[]> {
      return (await read()).map(({ sealed, ...entry }) => ({ ...entry, email: openUnbound(key, sealed) }));
    },

    /** Forgets the erasures before `at`: no snapshot older than them is left to restore. */
    async prune(at: Date): Promise<void> {
      const all = await read();
      const kept = all.filter((entry) => Date.parse(entry.at) >= at.getTime());
      if (kept.length === all.length) return;
      const partial = `${file}.partial`;
      await writeFile(partial, kept.map((entry) => JSON.stringify(entry) + '\n').join(''), { mode: 0o600 });
      await rename(partial, file);
    },
  };
}

export type ErasureLedger = ReturnType<typeof erasureLedger>;
