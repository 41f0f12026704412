import { translate } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, reopenApp, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { headerOf, startSmtp } from '@portal/test-support';
import { enqueue } from '../outbox/index.ts';
import { queueTeamNotices } from './team-notice.ts';

/*
 * The team's notices of new pre-checks, through a real SMTP listener and read back with a mail parser:
 * they reach the admins who chose them and the team mailbox, nobody else; they name the pre-check and
 * nothing more of the form; the one-click unsubscribe works once and a forged link does nothing.
 */

const PORTAL = 'https://onboarding.example.com';
const TEAM = 'team@notices.example';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: Awaited<ReturnType<typeof reopenApp>>;
const auth: Record<'listening' | 'silent' | 'merchant', string> = { listening: '', silent: '', merchant: '' };
const emails = {
  listening: 'listening-admin@notices.example',
  silent: 'silent-admin@notices.example',
  merchant: 'notice-merchant@notices.example',
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
  await t.addUser(emails.listening, 'admin');
  await t.db.update(users).set({ languagePreference: 'de' }).where(eq(users.email, emails.listening));
  await t.addUser(emails.silent, 'admin');
  await t.addUser(emails.merchant);
  for (const who of ['listening', 'silent', 'merchant'] as const) {
    auth[who] = (await t.signIn(emails[who])).authorization;
  }
  // This app, on the test app's database, sends by SMTP.
  app = await reopenApp(t, {
    smtpUrl: smtp.url,
    notifyEmail: TEAM,
    portalUrl: PORTAL,
    outbox: { pollMs: 50, leaseMs: 10_000, retryBaseMs: 200, retryMaxMs: 400 },
  });
});
afterAll(async () => {
  await app.close();
  await t.database.close();
  await smtp.close();
});

const choice = (who: keyof typeof auth) =>
  app.inject({ method: 'GET', url: '/api/me/notifications', headers: { authorization: auth[who] } });
const choose = (who: keyof typeof auth, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/me/notifications', headers: { authorization: auth[who] }, payload });
const unsubscribe = async (url: string) =>
  await app.inject({
    method: 'POST',
    url: url.slice(PORTAL.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** What the listener received, each mail parsed once. */
const parsed: { to: string; mail: ParsedMail }[] = [];

/** The notices about `reference`, by recipient, once `expected` of them have arrived. */
async function noticesAbout(reference: string, expected: number): Promise<Map<string, ParsedMail>> {
  for (let i = 0; i < 1200; i++) {
    for (const received of smtp.received.slice(parsed.length)) {
      parsed.push({ to: received.to[0]!, mail: await simpleParser(received.raw) });
    }
    // Notices carry no attachment; the applicant's confirmation about the same pre-check does.
    const notices = parsed.filter(
      ({ mail }) => mail.subject?.includes(reference) && !mail.attachments.length,
    );
    if (notices.length >= expected) return new Map(notices.map(({ to, mail }) => [to, mail]));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${expected} notices about ${reference} arrived`);
}

/** The one-click URL of a notice's `List-Unsubscribe` header. */
const oneClickOf = (mail: ParsedMail) => /^<(.+)>$/.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

async function submitEcom() {
  const body = ecomPrecheckBody(['creditCard', 'corporateBanking'], 'eu');
  body.genInfo = { ...body.genInfo, genComp: 'Müller & Söhne\nhttp://evil.example' };
  const res = await app.inject({
    method: 'POST',
    url: '/api/precheck?language=es',
    headers: { authorization: auth.merchant },
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return { body, ...res.json<{ id: string; reference: string }>() };
}

describe('the choice "Mail me each new pre-check"', () => {
  it('is off until an admin turns it on, and is theirs alone', async () => {
    expect((await choice('listening')).json()).toEqual({ newPrecheck: false });
    const on = await choose('listening', { newPrecheck: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ newPrecheck: true });
    expect((await choice('listening')).json()).toEqual({ newPrecheck: true });
    expect((await choice('silent')).json()).toEqual({ newPrecheck: false });
    expect((await choice('merchant')).statusCode).toBe(403);
    const invalid = await choose('silent', { newPrecheck: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect((await choice('silent')).json()).toEqual({ newPrecheck: false });
  });
});

describe('a new pre-check', () => {
  it('is told to the admins who chose it and to the team mailbox, naming it and nothing more', async () => {
    await choose('listening', { newPrecheck: true });
    const { id, reference, body } = await submitEcom();
    const notices = await noticesAbout(reference, 2);
    expect([...notices.keys()].sort()).toEqual([emails.listening, TEAM].sort());

    const mine = notices.get(emails.listening)!;
    expect(mine.headers.get('content-language')).toBe('de');
    const kind = translate('de', 'mail.kind.ecom');
    expect(mine.subject).toBe(translate('de', 'mail.teamNotice.subject', { kind, reference }));
    const text = mine.text ?? '';
    for (const fact of [
      reference,
      translate('de', 'precheckEcom.regions.eu'),
      translate('de', 'precheckEcom.services.creditCard'),
      translate('de', 'precheckEcom.services.corporateBanking'),
      `${PORTAL}/precheck/${id}`,
    ]) {
      expect(text).toContain(fact);
    }
    // The company as inert, quoted data: its line break and its link do not survive as such.
    expect(text).toContain('Müller & Söhne');
    expect(text).not.toContain('http://evil.example');
    expect(mine.html).not.toContain('href="http://evil');
    // Nothing more of the form leaves the access-controlled system.
    for (const value of [body.genInfo.genEmail, body.genInfo.genPhone, body.genInfo.genPass]) {
      expect(text).not.toContain(String(value));
    }
    expect(oneClickOf(mine)).toMatch(new RegExp(`^${PORTAL}/api/notifications/unsubscribe\\?token=`));
    expect(headerOf(mine, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(`${PORTAL}/unsubscribe?token=`);

    // The team mailbox's choice is configuration: no link could change it.
    const team = notices.get(TEAM)!;
    expect(team.headers.get('content-language')).toBe('en');
    expect(oneClickOf(team)).toBe('');
    expect(team.text).toContain(`${PORTAL}/precheck/${id}`);
  });

  it('of either kind: a POS notice has no region and lists its services', async () => {
    await choose('listening', { newPrecheck: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: auth.merchant },
      payload: posPrecheckBody({ additionalServices: ['dcc', 'cashPooling'] }),
    });
    const { id, reference } = res.json<{ id: string; reference: string }>();
    const text = (await noticesAbout(reference, 2)).get(emails.listening)!.text ?? '';
    expect(text).toContain(translate('de', 'mail.teamNotice.notGiven'));
    expect(text).toContain(translate('de', 'precheckPos.additionalServices.dcc'));
    expect(text).toContain(`${PORTAL}/precheck-pos/${id}`);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns the notices off once; a forged or spent link does nothing', async () => {
    await choose('listening', { newPrecheck: true });
    const { reference } = await submitEcom();
    const url = oneClickOf((await noticesAbout(reference, 2)).get(emails.listening)!);
    const token = new URL(url).searchParams.get('token')!;
    const [userId, generation, mac] = token.split('.');
    const silentId = (await t.db.select().from(users).where(eq(users.email, emails.silent)))[0]!.id;
    await choose('silent', { newPrecheck: true });
    const forged = [
      `${userId}.${generation}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${silentId}.${generation}.${mac}`,
      `${userId}.${Number(generation) + 1}.${mac}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await unsubscribe(
        `${PORTAL}/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await choice('listening')).json()).toEqual({ newPrecheck: true });
    expect((await choice('silent')).json()).toEqual({ newPrecheck: true });

    expect((await unsubscribe(url)).statusCode).toBe(204);
    expect((await choice('listening')).json()).toEqual({ newPrecheck: false });
    expect((await unsubscribe(url)).statusCode).toBe(404);
    // Choosing the notices again does not bring the spent link back to life.
    await choose('listening', { newPrecheck: true });
    expect((await unsubscribe(url)).statusCode).toBe(404);
    expect((await choice('listening')).json()).toEqual({ newPrecheck: true });
    await choose('silent', { newPrecheck: false });
  });

  it('of a link posted 300 times at once, exactly one post turns the notices off', async () => {
    await choose('listening', { newPrecheck: true });
    const { reference } = await submitEcom();
    const url = oneClickOf((await noticesAbout(reference, 2)).get(emails.listening)!);
    const answers = await Promise.all(Array.from({ length: 300 }, () => unsubscribe(url)));
    const counted = answers.map((a) => a.statusCode).sort();
    expect(counted.filter((s) => s === 204)).toHaveLength(1);
    expect(counted.filter((s) => s === 404)).toHaveLength(299);
  });

  it('a notice queued while the admin still wanted it is skipped once they no longer do', async () => {
    await choose('listening', { newPrecheck: false });
    await choose('silent', { newPrecheck: true });
    const { id, reference } = await submitEcom();
    // The notice of the submission itself, queued and sent while they wanted it.
    expect((await noticesAbout(reference, 2)).has(emails.silent)).toBe(true);
    const since = new Date().toISOString();
    // Queued for the silent admin, who turns the notices off before any worker can see it.
    await t.db.transaction(async (tx) => {
      await queueTeamNotices({ enqueue, wake: () => undefined }, tx, undefined, { precheck: 'ecom', id });
      await tx.update(users).set({ notifyNewPrecheck: false }).where(eq(users.email, emails.silent));
    });
    let notice: { recipient: string; topic: string; status: string; lastError: string | null } | undefined;
    for (let i = 0; i < 400 && notice?.status !== 'skipped'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const listed = await app.inject({
        method: 'GET',
        url: '/api/outbox?pageSize=100',
        headers: { authorization: auth.silent },
      });
      notice = listed
        .json<{ items: (NonNullable<typeof notice> & { createdAt: string })[] }>()
        .items.find(
          (m) => m.topic === 'team-notice' && m.recipient === emails.silent && m.createdAt >= since,
        );
    }
    expect(notice).toMatchObject({ status: 'skipped', lastError: 'unsubscribed' });
    expect(
      smtp.received.filter((m) => m.to.includes(emails.silent) && m.raw.includes(reference)),
    ).toHaveLength(1);
  });
});
