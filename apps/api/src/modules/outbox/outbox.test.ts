import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, reopenApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { startSmtp } from '@portal/test-support';
import { until } from '../../test/until.ts';
import { backlog } from './store.ts';
import { expectRefused } from '../../test/refused.ts';

/*
 * The outbox against a real SMTP listener: a server that says "try later" gets every message once it
 * accepts again; one that refuses for good fails the message at once, the Outgoing screen shows it,
 * and Send again delivers it.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: Awaited<ReturnType<typeof reopenApp>>;
let admin: string;
let merchant: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
  await t.addUser('outgoing-admin@example.com', 'admin');
  await t.addUser('outgoing-merchant@example.com');
  admin = (await t.signIn('outgoing-admin@example.com')).authorization;
  merchant = (await t.signIn('outgoing-merchant@example.com')).authorization;
  // The test app's own worker sends to its catcher: this app, on the same database, sends by SMTP.
  app = await reopenApp(t, {
    smtpUrl: smtp.url,
    outbox: { pollMs: 50, leaseMs: 10_000, retryBaseMs: 200, retryMaxMs: 400 },
  });
});
afterAll(async () => {
  await app.close();
  await t.database.close();
  await smtp.close();
});

const submit = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/precheck-pos?language=es',
    headers: { authorization: merchant },
    payload: posPrecheckBody({ email }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; reference: string }>();
};

type Listed = {
  items: { id: string; recipient: string; status: string; attempts: number; lastError: string | null }[];
};

const listed = async (query = '') =>
  (
    await app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: { authorization: admin } })
  ).json<Listed>();

const messageTo = async (email: string) => (await listed()).items.find((item) => item.recipient === email)!;

const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('a mail server that answers "try again later" (451)', () => {
  it(
    'gets every message once it accepts again, each once, with its Message-ID',
    { timeout: 90_000 },
    async () => {
      smtp.refuse({ code: 451, message: '4.7.1 Greylisted, try again later' });
      const emails = Array.from({ length: 5 }, (_, i) => `greylisted${i}@outgoing.example`);
      const references = await Promise.all(emails.map(submit));
      // Each refused at least once (retrying, or already being tried again), none received.
      const refusedOnce = async () => {
        const mine = (await listed()).items.filter((item) => emails.includes(item.recipient));
        return (
          mine.length === 5 && mine.every((item) => item.attempts >= 1 && /451/.test(item.lastError ?? ''))
        );
      };
      await until(refusedOnce, 'all five refused once', 60_000);
      expect((await messageTo(emails[0]!)).lastError).toMatch(/451/);
      expect(emails.flatMap(receivedBy)).toEqual([]);
      smtp.refuse(null);
      await until(async () => emails.every((email) => receivedBy(email).length > 0), 'all delivered', 60_000);
      await until(
        async () =>
          (await listed('?status=sent')).items.filter((item) => emails.includes(item.recipient)).length === 5,
        'all marked sent',
        60_000,
      );
      for (const [i, email] of emails.entries()) {
        const mails = receivedBy(email);
        expect(mails).toHaveLength(1);
        const parsed = await simpleParser(mails[0]!.raw);
        expect(parsed.subject).toContain(references[i]!.reference);
        // The outbox message's own id: a retry that did arrive twice would be one mail to the receiver.
        expect(parsed.messageId).toMatch(new RegExp(`^<${(await messageTo(email)).id}@`));
        expect(parsed.attachments.map((a) => a.filename)).toEqual([`${references[i]!.reference}.pdf`]);
      }
      expect((await messageTo(emails[0]!)).attempts).toBeGreaterThan(1);
    },
  );
});

describe('a mail server that refuses for good (550)', () => {
  it('fails the message at once, shows it as failed, and Send again delivers it', async () => {
    const email = 'refused@outgoing.example';
    smtp.refuse({ code: 550, message: '5.1.1 No such user here' });
    await submit(email);
    await until(async () => (await messageTo(email))?.status === 'failed', 'failed', 60_000);
    const failed = await messageTo(email);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect((await listed('?status=failed&kind=mail')).items.map((item) => item.id)).toContain(failed.id);
    expect(receivedBy(email)).toEqual([]);

    smtp.refuse(null);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/outbox/${failed.id}/resend`,
      headers: { authorization: admin },
    });
    expect(resend.statusCode).toBe(202);
    await until(async () => receivedBy(email).length === 1, 'sent again', 60_000);
    await until(async () => (await messageTo(email)).status === 'sent', 'marked sent', 60_000);

    // Sending again is recorded; a message that is not failed or skipped cannot be sent again.
    const audit = await app.inject({
      method: 'GET',
      url: `/api/audit?action=outbox.resend`,
      headers: { authorization: admin },
    });
    expect(audit.json<{ items: { targetId: string }[] }>().items.map((entry) => entry.targetId)).toContain(
      failed.id,
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: `/api/outbox/${failed.id}/resend`,
        headers: { authorization: admin },
      }),
      'not_resendable',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/outbox/00000000-0000-4000-8000-000000000000/resend',
        headers: { authorization: admin },
      }),
      'not_found',
    );
  });
});

describe('readiness', () => {
  it('stays ready while messages wait, and tells the public nothing about them', async () => {
    smtp.refuse({ code: 451, message: '4.3.2 Not now' });
    await submit('waiting@outgoing.example');
    expect((await backlog(t.database.db)).queued).toBeGreaterThanOrEqual(1);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    smtp.refuse(null);
  });
});
