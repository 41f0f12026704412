import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';
import { describeEmbedded } from './test/embedded-only.ts';

const cwd = mkdtempSync(path.join(tmpdir(), 'portal-compiled-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

// A first start creates the embedded database on disk: slow when the disk is shared with other work.
describeEmbedded('the compiled server (dist/server.js, as `npm start` runs it)', { timeout: 120_000 }, () => {
  it('migrates its embedded database, answers /api/ready, and stops on SIGTERM', async () => {
    const { server, base } = await startServer(cwd);
    try {
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
