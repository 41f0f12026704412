import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { finish, start, startServer } from '../test/server-process.ts';
import { openDatabase } from './client.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { describeEmbedded } from '../test/embedded-only.ts';

const seed = (cwd: string) => finish(start('seed', cwd, ['--pos', '30', '--ecom', '10', '--users', '5']));

async function counts(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { rows } = await database.withSession((query) =>
      query(`select (select count(*) from precheck_pos)::int as pos, (select count(*) from precheck_ecom)::int as ecom,
        (select count(*) from users)::int as users, (select count(*) from merchants)::int as merchants`),
    );
    return rows[0];
  } finally {
    await database.close();
  }
}

let server: ChildProcess | undefined;
const cwd = mkdtempSync(path.join(tmpdir(), 'portal-lock-cli-'));
afterEach(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  server = undefined;
  rmSync(cwd, { recursive: true, force: true });
});

describeEmbedded('one process per embedded database', () => {
  it('refuses the seed and a second server while the server runs, and leaves the data as it was', async () => {
    const dataDir = path.join(cwd, 'data');
    const seeded = await seed(cwd);
    expect(seeded.code, seeded.stderr).toBe(0);
    const before = await counts(dataDir);
    // Five merchants, and the seeded review team of four (seed/review.ts).
    expect(before).toMatchObject({ pos: 30, ecom: 10, users: 9 });

    ({ server } = await startServer(cwd));
    const message = `the database in ./data is in use by process ${server.pid}; stop it first\n`;
    const refusedSeed = await seed(cwd);
    expect(refusedSeed).toEqual({ code: 1, stdout: '', stderr: message });
    const refusedServer = await finish(start('server', cwd));
    expect(refusedServer).toEqual({ code: 1, stdout: '', stderr: message });

    server.kill('SIGTERM');
    const [code] = (await once(server, 'exit')) as [number | null];
    server = undefined;
    expect(code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(await counts(dataDir)).toEqual(before);
  }, 60_000);
});
