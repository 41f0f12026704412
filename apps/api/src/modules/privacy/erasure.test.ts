import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ECOM_SERVICES, WEBHOOK_EVENTS } from '@portal/shared';
import { totpCode } from '@portal/test-support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { createTestApp, openSecondInstance, reopenApp, type TestApp } from '../../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';

/*
 * Erasure on request (DESIGN §13): a person who appears everywhere the portal keeps anything is
 * erased, and afterwards no row of any table, no API answer or CSV and no file under DATA_DIR names
 * them, while the audit chain still verifies.
 */

const PORTAL_URL = 'https://portal.example';
const ADMIN = 'erasure-admin@example.com';
const SUBJECT = 'erin.erased@example.com';
const NAME = 'Erin Erasedottir';
const COMPANY = 'Vergessen Holdings GmbH';
const DIRECTOR = 'Dario Forgettable';
const NEEDLES = [SUBJECT.toLowerCase(), NAME.toLowerCase(), COMPANY.toLowerCase(), DIRECTOR.toLowerCase()];

let t: TestApp;
let admin: string;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_URL, WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' });
  await t.addUser(ADMIN, 'admin', 'Rita Privacy');
  admin = (await t.signIn(ADMIN)).authorization;
  receiver = await startReceiver();
  const endpoint = await createEndpoint(t, admin, {
    url: `${receiver.url}/hooks`,
    events: [...WEBHOOK_EVENTS],
  });
  receiver.useSecrets([endpoint.secret]);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  authorization: string | null,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, headers: { ...(authorization && { authorization }), ...headers }, payload });

async function created(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; reference: string }>();
}

async function moved(url: string, body: object) {
  const etag = (await call('GET', url, admin)).headers.etag as string;
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}/transitions`,
    headers: { authorization: admin, 'if-match': etag },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every text, JSON and array column of every table, as SQL reads it, that holds any needle. */
async function rowsNaming(needles: readonly string[]) {
  const columns = await selectRows<{ table: string; column: string }>(
    t.db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying')`,
  );
  const hits: string[] = [];
  for (const { table, column } of columns) {
    for (const needle of needles) {
      const [row] = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${needle}) > 0`,
      );
      if (row!.n > 0) hits.push(`${table}.${column}: ${needle}`);
    }
  }
  return hits;
}

/** Every file under DATA_DIR (the database's own files apart) that holds any needle. */
async function filesNaming(needles: readonly string[]) {
  const hits: string[] = [];
  for (const entry of await readdir(t.config.dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '').toLowerCase();
    for (const needle of needles)
      if (text.includes(needle)) hits.push(`${path.relative(t.config.dataDir, file)}: ${needle}`);
  }
  return hits;
}

const verify = async () => (await call('GET', '/api/audit/verify', admin)).json<{ ok: boolean }>();

describe('erasing a subject', () => {
  it('leaves no row, answer, CSV or file naming them, and the audit chain verifies', async () => {
    const subject = await t.addUser(SUBJECT, 'merchant', NAME);
    const merchant = (await t.signIn(SUBJECT)).authorization;
    // A second factor of their own.
    const { secret } = (await call('POST', '/api/me/mfa', merchant)).json<{ secret: string }>();
    expect((await call('POST', '/api/me/mfa/confirm', merchant, { code: totpCode(secret) })).statusCode).toBe(
      200,
    );

    const key = randomUUID();
    const posBody = posPrecheckBody({
      email: SUBJECT,
      company: COMPANY,
      contactPerson: NAME,
      director: DIRECTOR,
    });
    const pos = await created(
      await call('POST', '/api/precheck-pos', merchant, posBody, { 'idempotency-key': key }),
    );
    const ecom = await created(
      await call(
        'POST',
        '/api/precheck',
        merchant,
        ecomPrecheckBody([...ECOM_SERVICES], 'us', {
          genInfo: {
            ...ECOM_ANSWERS.genInfo,
            genEmail: SUBJECT,
            genComp: COMPANY,
            genFullName: NAME,
            genDirName: DIRECTOR,
          },
        }),
      ),
    );
    // Someone else, who stays: same director's first name, another company.
    const other = await created(
      await call('POST', '/api/precheck-pos', admin, posPrecheckBody({ email: 'stays@example.com' })),
    );

    // Reviewed: a note, a question answered (version 2), a held one kept.
    const posUrl = `/api/precheck-pos/${pos.id}`;
    await moved(posUrl, { to: 'in_review' });
    expect(
      (await call('POST', `${posUrl}/notes`, admin, { text: `Called ${NAME} about ${COMPANY}` })).statusCode,
    ).toBe(201);
    const mailsBefore = t.mail.outbox.length;
    await moved(posUrl, { to: 'information_requested', message: `Dear ${NAME}, which terminals?` });
    const request = await t.mail.nextMailTo(SUBJECT.toLowerCase(), mailsBefore);
    const token = new RegExp(`${PORTAL_URL}/p/update/([A-Za-z0-9_-]+)`).exec(request.text)![1]!;
    const { answers } = (await call('GET', `/api/updates/${token}`, null)).json<{
      answers: Record<string, unknown>;
    }>();
    expect(
      (await call('PUT', `/api/updates/${token}`, null, { ...answers, turnover: '31000' })).statusCode,
    ).toBe(200);
    const held = await created(
      await call('POST', '/api/precheck-pos', merchant, posPrecheckBody({ email: SUBJECT })),
    );
    expect(
      (await call('PUT', `/api/precheck-pos/${held.id}/legal-hold`, admin, { reason: 'Court order 12/2026' }))
        .statusCode,
    ).toBe(200);
    // An admin's search and CSV that name them land in the audit log's details.
    expect(
      (await call('GET', `/api/precheck-pos/export.csv?q=${encodeURIComponent(COMPANY)}`, admin)).statusCode,
    ).toBe(200);

    await until(async () => receiver.received.length >= 6, 'the webhook deliveries');
    await until(
      async () => t.mail.outbox.some((m) => m.to === SUBJECT.toLowerCase() && m.attachments?.length),
      'the confirmation',
    );
    // Development mail files, composed as the dev mailer writes them.
    const files = createMailer(
      {
        smtpUrl: undefined,
        dataDir: t.config.dataDir,
        settings: { fromAddress: 'portal@example.com', fromName: 'Portal', replyTo: undefined },
      },
      t.app.log,
    );
    for (const mail of t.mail.outbox) await files.send(mail);

    expect((await rowsNaming(NEEDLES)).length).toBeGreaterThan(10);
    expect((await filesNaming(NEEDLES)).length).toBeGreaterThan(0);
    expect(await verify()).toMatchObject({ ok: true });

    const erase = await call('POST', '/api/privacy/subjects/erase', admin, {
      email: SUBJECT.toUpperCase(),
      reason: `Art. 17 request of ${NAME}`,
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const answer = erase.json<{
      subject: string;
      erased: Record<string, number>;
      pseudonymizedAuditEntries: number;
      held: unknown[];
    }>();
    expect(answer.subject).toMatch(/^subject:[0-9a-f]{16}$/);
    expect(answer.erased).toMatchObject({ prechecks: 2, merchants: 1, users: 1 });
    expect(answer.erased.messages).toBeGreaterThanOrEqual(3);
    expect(answer.erased.webhookDeliveries).toBeGreaterThanOrEqual(4);
    expect(answer.pseudonymizedAuditEntries).toBeGreaterThanOrEqual(2);
    expect(answer.held).toEqual([{ kind: 'pos', id: held.id, reference: held.reference }]);

    // The held pre-check is all that is left of them: its own columns, and nothing else.
    const left = await rowsNaming([SUBJECT.toLowerCase()]);
    expect(left).toEqual([
      'precheck_pos.email: ' + SUBJECT.toLowerCase(),
      'precheck_pos.search_text: ' + SUBJECT.toLowerCase(),
    ]);
    await call('PUT', `/api/precheck-pos/${held.id}/legal-hold`, admin, { reason: 'x' });
    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/precheck-pos/${held.id}/legal-hold`,
      headers: { authorization: admin },
    });
    expect(released.statusCode).toBe(204);
    const again = await call('POST', '/api/privacy/subjects/erase', admin, {
      email: SUBJECT,
      reason: 'Held record released',
    });
    expect(again.json()).toMatchObject({ subject: answer.subject, erased: { prechecks: 1 }, held: [] });

    expect(await rowsNaming(NEEDLES)).toEqual([]);
    expect(await filesNaming(NEEDLES)).toEqual([]);
    expect(await verify()).toMatchObject({ ok: true });

    // No API answer or CSV names them; their token no longer works.
    for (const url of [
      '/api/precheck-pos?pageSize=100',
      '/api/precheck?pageSize=100',
      '/api/merchant',
      '/api/users',
      '/api/audit?pageSize=100',
      '/api/outbox',
      '/api/merchant/export.csv',
      '/api/users/export.csv',
      '/api/precheck-pos/export.csv',
      '/api/precheck/export.csv',
      '/api/audit/export.csv',
    ]) {
      const res = await call('GET', url, admin);
      expect(res.statusCode, url).toBe(200);
      for (const needle of NEEDLES) expect(res.body.toLowerCase(), `${url}: ${needle}`).not.toContain(needle);
    }
    expectRefused(await call('GET', '/api/me/security', merchant), 'unauthorized');
    expect((await call('GET', `/api/precheck-pos/${other.id}`, admin)).statusCode).toBe(200);
    expectRefused(await call('GET', `/api/precheck/${ecom.id}`, admin), 'not_found');
    expectRefused(await call('GET', posUrl, admin), 'not_found');
    expect(subject.id).not.toBe(other.id);

    // The audit log shows their actions under the pseudonym, and the erasure itself.
    const audit = (await call('GET', `/api/audit?actor=${answer.subject}`, admin)).json<{ total: number }>();
    expect(audit.total).toBeGreaterThan(0);
    // Receivers are told, with the pseudonym only.
    await until(
      async () => receiver.received.some((r) => r.verified?.type === 'data_subject.erased'),
      'data_subject.erased',
    );
    const told = receiver.received.find((r) => r.verified?.type === 'data_subject.erased')!;
    expect(told.verified!.data).toEqual({ subject: answer.subject, at: expect.any(String) });
    // And which records went, by the ids their creation gave, so they can erase theirs.
    await until(
      async () => receiver.received.some((r) => r.verified?.type === 'precheck.deleted'),
      'precheck.deleted',
    );
    const deletions = receiver.received
      .filter((r) => r.verified?.type.endsWith('.deleted'))
      .map((r) => ({ type: r.verified!.type, data: r.verified!.data }));
    expect(deletions).toEqual(
      expect.arrayContaining([
        { type: 'precheck_pos.deleted', data: { id: pos.id, reference: pos.reference } },
        { type: 'precheck.deleted', data: { id: ecom.id, reference: ecom.reference } },
        { type: 'merchant.deleted', data: { id: expect.any(Number) } },
      ]),
    );
  });

  it('erases a pre-check submitted meanwhile too, or leaves it whole: never half, none lost', async () => {
    const person = 'racing.applicant@example.com';
    // On PostgreSQL the submissions reach another instance, as behind a load balancer.
    const second = process.env.DATABASE_URL ? await openSecondInstance(t) : null;
    const submitter = second ?? t.app;
    try {
      const acknowledged: string[] = [];
      const submissions = Array.from({ length: 40 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 3));
        const res = await submitter.inject({
          method: 'POST',
          url: '/api/precheck-pos',
          headers: { authorization: admin },
          payload: posPrecheckBody({ email: person, company: `Racing ${i} GmbH` }),
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push(res.json<{ id: string }>().id);
      });
      await until(async () => acknowledged.length >= 5, 'the first submissions');
      const erase = await call('POST', '/api/privacy/subjects/erase', admin, {
        email: person,
        reason: 'Art. 17',
      });
      expect(erase.statusCode, erase.body).toBe(200);
      await Promise.all(submissions);
      const erased = erase.json<{ erased: { prechecks: number } }>().erased.prechecks;

      const left = await selectRows<{ id: string }>(
        t.db,
        sql`select id from precheck_pos where email = ${person}`,
      );
      // Every acknowledged pre-check was either erased by it or is here: none lost, none extra.
      expect(erased).toBeGreaterThanOrEqual(5);
      expect(erased + left.length).toBe(acknowledged.length);
      expect(left.every((row) => acknowledged.includes(row.id))).toBe(true);
      // Each one left is whole: its confirmation still goes to the address, its merchant record is there.
      for (const { id } of left) {
        const mails = await selectRows<{ recipient: string; status: string }>(
          t.db,
          sql`select recipient, status from outbox where payload ->> 'id' = ${id}`,
        );
        expect(mails.length, id).toBeGreaterThan(0);
        expect(
          mails.every((mail) => mail.recipient === person),
          id,
        ).toBe(true);
      }
      const merchants = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from merchants where email = ${person}`,
      );
      expect(merchants[0]!.n).toBe(left.length > 0 ? 1 : 0);
      expect(await verify()).toMatchObject({ ok: true });
    } finally {
      await second?.close();
    }
  });

  it('refuses the last admin and asks for an address and a reason', async () => {
    expectRefused(
      await call('POST', '/api/privacy/subjects/erase', admin, { email: ADMIN, reason: 'Leaving' }),
      'last_admin',
    );
    expectRefused(
      await call('POST', '/api/privacy/subjects/erase', admin, { email: 'nope', reason: '' }),
      'validation_failed',
    );
    expect(await verify()).toMatchObject({ ok: true });
  });
});

describe('the erasure ledger', () => {
  it('erases again, at the next start, a person that a restored older backup brings back', async () => {
    const ledgerDir = mkdtempSync(path.join(tmpdir(), 'portal-ledger-'));
    const u = await createTestApp({ ERASURE_LEDGER_DIR: ledgerDir });
    const person = 'back.from.backup@example.com';
    await u.addUser('ledger-admin@example.com', 'admin');
    const authorization = (await u.signIn('ledger-admin@example.com')).authorization;
    const submitted = await u.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization },
      payload: posPrecheckBody({ email: person }),
    });
    const { id } = submitted.json<{ id: string }>();
    // What a backup taken now holds of them.
    await u.db.execute(sql`create table older_backup as select * from precheck_pos where id = ${id}`);
    const erased = await u.app.inject({
      method: 'POST',
      url: '/api/privacy/subjects/erase',
      headers: { authorization },
      payload: { email: person, reason: 'Art. 17' },
    });
    expect(erased.json()).toMatchObject({ erased: { prechecks: 1 } });
    const ledger = await readFile(path.join(ledgerDir, 'erasure-ledger.jsonl'), 'utf8');
    expect(ledger).toContain(id);
    expect(ledger.toLowerCase()).not.toContain(person);

    // The backup restored (pg_restore, or a snapshot by hand): the pre-check is back.
    const columns = await selectRows<{ c: string }>(
      u.db,
      sql`select column_name as c from information_schema.columns
        where table_schema = current_schema() and table_name = 'precheck_pos' and is_generated = 'NEVER'`,
    );
    const list = sql.raw(columns.map(({ c }) => `"${c}"`).join(', '));
    await u.db.execute(sql`insert into precheck_pos (${list}) select ${list} from older_backup`);
    const count = async () =>
      (
        await selectRows<{ n: number }>(
          u.db,
          sql`select count(*)::int as n from precheck_pos where id = ${id}`,
        )
      )[0]!.n;
    expect(await count()).toBe(1);

    const restarted = await reopenApp(u, {});
    try {
      expect(await count()).toBe(0);
      const verified = await restarted.inject({
        method: 'GET',
        url: '/api/audit/verify',
        headers: { authorization },
      });
      expect(verified.json()).toMatchObject({ ok: true });
    } finally {
      await u.db.execute(sql`drop table older_backup`);
      await restarted.close();
      await u.database.close();
      rmSync(ledgerDir, { recursive: true, force: true });
    }
  });
});
