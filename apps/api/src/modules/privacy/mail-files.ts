import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** A mail file's text as a search reads it: quoted-printable's soft line breaks joined, lower-cased. */
const searchable = (raw: Buffer) =>
  raw
    .toString('utf8')
    .replace(/=\r?\n/g, '')
    .toLowerCase();

/**
 * Deletes the development outbox's mail files (SMTP_URL unset: `DATA_DIR/outbox`) that hold any needle
 * (lower-cased): the mails to an erased person, and those about their pre-checks. Answers how many.
 */
export async function removeMailFiles(dir: string, needles: readonly string[]): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const text = searchable(await readFile(file).catch(() => Buffer.alloc(0)));
    if (needles.some((needle) => text.includes(needle))) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
