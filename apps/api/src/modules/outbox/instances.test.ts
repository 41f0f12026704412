import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { confirmationReader, submitPos } from '../../test/confirmations.ts';
import { openTestDatabase } from '../../test/database.ts';
import { startServer } from '../../test/server-process.ts';
import { startSmtp } from '@portal/test-support';
import { until } from '../../test/until.ts';

/*
 * Two compiled servers on one PostgreSQL database, each with its outbox worker, take 200 pre-checks
 * between them and send each confirmation exactly once. The embedded database (PGlite) belongs to one
 * process (its DATA_DIR is locked), so there is no second instance to race there: PostgreSQL only.
 */

const INSTANCES = ['Instance A', 'Instance B'];
let cwd: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: ChildProcess[] = [];

describe.runIf(process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    let bases: string[];

    beforeAll(async () => {
      cwd = mkdtempSync(path.join(tmpdir(), 'portal-instances-'));
      smtp = await startSmtp();
      database = await openTestDatabase();
      bases = await Promise.all(
        INSTANCES.map(async (name) => {
          const { server, base } = await startServer(cwd, {
            DATABASE_URL: database.url,
            SMTP_URL: smtp.url,
            OUTBOX_POLL_MS: '50',
            // The sender's name tells which instance sent a mail.
            MAIL_FROM_NAME: name,
          });
          servers.push(server);
          return base;
        }),
      );
    });
    afterAll(async () => {
      await Promise.all(
        servers.map(async (server) => {
          const exited = once(server, 'exit');
          server.kill('SIGTERM');
          await exited;
        }),
      );
      await smtp?.close();
      await database?.close();
      rmSync(cwd, { recursive: true, force: true });
    });

    it('send each of 200 confirmations exactly once, both workers taking part', async () => {
      // The mail server answers in bursts: both workers settle their batches at the same moment and
      // come back for more together, so their claims race.
      smtp.hold();
      const bursts = setInterval(() => {
        smtp.release();
        smtp.hold();
      }, 200);
      let next = 0;
      const acknowledged: string[] = [];
      const client = async () => {
        while (next < 200) {
          const n = next++;
          acknowledged.push(await submitPos(bases[n % 2]!, `applicant-${n}@instances.example`));
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));

      // A message is sent before it is recorded as sent, and nothing sent is claimed again.
      const sent = async () =>
        (await database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent')))[0]!.n;
      await until(async () => (await sent()) === 200, 'all 200 recorded as sent', 120_000).finally(() => {
        clearInterval(bursts);
        smtp.release();
      });

      const received = await confirmationReader(smtp.received)();
      expect(received.map((c) => c.reference).sort()).toEqual(acknowledged.sort());
      expect(new Set(received.map((c) => c.messageId)).size).toBe(200);
      for (const name of INSTANCES) expect(received.some((c) => c.fromName === name)).toBe(true);
      const claimedOnce = await database.db.select().from(outbox).where(eq(outbox.attempts, 1));
      expect(claimedOnce).toHaveLength(200);
    });
  },
);
