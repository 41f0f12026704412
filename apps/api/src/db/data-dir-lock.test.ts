import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** A real process that stays alive until the test ends: a lock naming it belongs to someone else. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid!;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const holder = (dir: string) => readFileSync(lockFile(dir), 'utf8').trim();

// Each case opens an embedded database on disk: slow when the disk is shared with other work.
describe('data directory lock', { timeout: 120_000 }, () => {
  it('is taken by writing our PID and released by removing it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while a live process holds it, naming that process, and leaves its lock alone', () => {
    const dir = freshDir();
    const pid = liveProcess();
    writeFileSync(lockFile(dir), `${pid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `the database in ${dir} is in use by process ${pid}; stop it first`,
    );
    expect(holder(dir)).toBe(String(pid));
  });

  it('takes over a lock whose process is gone, or whose content is garbage', async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), `${await deadPid()}\n`);
    lockDataDir(dir).release();

    for (const garbage of ['', 'not a pid', '-1', '0']) {
      writeFileSync(lockFile(dir), garbage);
      const lock = lockDataDir(dir);
      expect(holder(dir)).toBe(String(process.pid));
      lock.release();
    }
  });

  it('does not remove the lock once another process holds it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const other = liveProcess();
    writeFileSync(lockFile(dir), `${other}\n`);
    lock.release();
    expect(holder(dir)).toBe(String(other));
  });

  it('is held by the open embedded database, refuses a second opening and goes with close', async () => {
    const dir = freshDir();
    const database = await openDatabase({ dataDir: dir });
    expect(holder(dir)).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `the database in ${dir} is in use by process ${process.pid}; stop it first`,
    );
    await database.close();
    expect(existsSync(lockFile(dir))).toBe(false);
    await (await openDatabase({ dataDir: dir })).close();
  });

  it('is released when the embedded database fails to open', async () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'pgdata'));
    writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), 'garbage\n');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow();
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});
