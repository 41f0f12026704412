/**
 * One process per embedded database: PGlite does not guard its files, and a second process writing
 * the same pgdata corrupts it for good. The guard is DATA_DIR/pgdata.lock, holding the owner's PID.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pgdata.lock';

// Each round takes the lock, refuses, or clears one stale file; racing processes settle in a few.
const ATTEMPTS = 10;

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    readonly pid: number,
  ) {
    super(`the database in ${shownPath(dataDir)} is in use by process ${pid}; stop it first`);
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { release(): void };

/** The configuration resolves DATA_DIR; inside the working directory it reads as the user typed it. */
function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === '') return '.';
  return path.isAbsolute(relative) || relative.split(path.sep)[0] === '..' ? dir : `.${path.sep}${relative}`;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function holderOf(content: string): number | undefined {
  return /^[1-9]\d*\n?$/.test(content) ? Number.parseInt(content, 10) : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

const sideName = (file: string, kind: string) =>
  `${file}.${kind}.${process.pid}.${randomBytes(4).toString('hex')}`;

/**
 * Creates the lock with its content in one step (a hard link fails if the name exists): a file
 * created empty and written afterwards would look like garbage, hence stale, to a racing process.
 */
function createExclusive(file: string, content: string): boolean {
  const draft = sideName(file, 'new');
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Two processes may judge the same lock stale. The one that renames second may have moved the
 * winner's fresh lock instead of the stale one: it sees other content and puts that lock back.
 */
function removeStale(file: string, staleContent: string) {
  const aside = sideName(file, 'stale');
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') === staleContent) rmSync(aside);
  else renameSync(aside, file);
}

function hold(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    if (holderOf(readLock(file) ?? '') === process.pid) rmSync(file, { force: true });
  };
  // Covers an exit without closing the database; a killed process leaves a stale lock behind instead.
  process.on('exit', release);
  return { release };
}

/** Takes DATA_DIR for this process, or throws DataDirInUseError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(file, `${process.pid}\n`)) return hold(file);
    const found = readLock(file);
    if (found === undefined) continue;
    const pid = holderOf(found);
    if (pid !== undefined && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    removeStale(file, found);
  }
  throw new Error(`could not take ${file}: other processes keep changing it`);
}
