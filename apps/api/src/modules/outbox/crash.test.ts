import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationReader } from '../../test/confirmations.ts';
import { crashHarness } from '../../test/crash-harness.ts';
import { openTestDatabase } from '../../test/database.ts';
import { startSmtp } from '@portal/test-support';
import { until } from '../../test/until.ts';

/*
 * kill -9 of the compiled server while it takes pre-checks and sends their confirmations, five times,
 * each time started again on the same database: once while the mail server says "try later" (the
 * messages are committed but unsent), once while it has received messages whose acknowledgement it
 * holds back (sent, but not known to be). Every acknowledged pre-check is confirmed after the last
 * start; a message sent twice is the same mail both times (one Message-ID, one reference).
 * On PostgreSQL when DATABASE_URL is set, else on the embedded database in the server's DATA_DIR.
 */

const cwd = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const { acknowledged, start: startAgain, stop, submitThenKill } = crashHarness(cwd, 'crash.example');

beforeAll(async () => {
  smtp = await startSmtp();
  if (process.env.DATABASE_URL) database = await openTestDatabase();
});
afterAll(async () => {
  await stop('SIGKILL');
  smtp.release();
  await smtp.close();
  await database?.close();
  rmSync(cwd, { recursive: true, force: true });
});

function start(): Promise<string> {
  return startAgain({
    ...(database && { DATABASE_URL: database.url }),
    SMTP_URL: smtp.url,
    // A dead worker's messages are taken over 3 s after their claim; a refused one is tried again soon.
    OUTBOX_POLL_MS: '50',
    OUTBOX_LEASE_MS: '3000',
    OUTBOX_RETRY_MS: '100',
  });
}

describe('the compiled server killed (SIGKILL) between a commit and its send', { timeout: 240_000 }, () => {
  it('confirms every acknowledged pre-check after the last restart, a resent one under its Message-ID', async () => {
    await submitThenKill(await start(), 40);

    smtp.refuse({ code: 421, message: '4.3.2 Try again later' });
    await submitThenKill(await start(), 40);
    smtp.refuse(null);

    const receivedBeforeHold = smtp.received.length;
    smtp.hold();
    await submitThenKill(await start(), 40, () => smtp.received.length > receivedBeforeHold);
    const heldAtKill = smtp.received.length - receivedBeforeHold;
    smtp.release();

    // Killed while the backlog drains: some sent, some being sent, the rest still queued.
    const receivedBeforeDrain = smtp.received.length;
    await submitThenKill(await start(), 40, () => smtp.received.length >= receivedBeforeDrain + 20);

    await submitThenKill(await start(), 40);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    await start();
    const confirmations = confirmationReader(smtp.received);
    const missing = async () => {
      const confirmed = new Set((await confirmations()).map((c) => c.reference));
      return acknowledged.filter((reference) => !confirmed.has(reference));
    };
    await until(async () => (await missing()).length === 0, 'every confirmation', 120_000).catch(async () =>
      expect(await missing()).toEqual([]),
    );
    expect(await stop('SIGTERM')).toBe(0);

    const received = await confirmations();
    const referencesOf = new Map<string, Set<string>>();
    const messageIdsOf = new Map<string, Set<string>>();
    for (const { messageId, reference } of received) {
      referencesOf.set(messageId, (referencesOf.get(messageId) ?? new Set()).add(reference));
      messageIdsOf.set(reference, (messageIdsOf.get(reference) ?? new Set()).add(messageId));
    }
    expect([...referencesOf.values()].filter((references) => references.size !== 1)).toEqual([]);
    expect([...messageIdsOf.values()].filter((messageIds) => messageIds.size !== 1)).toEqual([]);
    // The mails held heldAtKill at the kill were sent again after the restart.
    expect(received.length - referencesOf.size).toBeGreaterThanOrEqual(heldAtKill);
  });
});
