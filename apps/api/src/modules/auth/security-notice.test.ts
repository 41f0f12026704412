import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '@portal/test-support';
import { users } from '../../db/schema.ts';
import { createTestApp, reopenApp, type TestApp } from '../../test/app.ts';

/*
 * Security notices (DESIGN §14), through a real SMTP listener and read back with a mail parser: a new
 * admin, API key or webhook endpoint mails every admin (in their language), naming who made it and
 * what it is, with nothing a stranger typed as a link; merchants and reviewers hear nothing.
 */

const PORTAL = 'https://onboarding.example.com';
const ACTOR = 'notice-actor@security.example';
const OTHER = 'notice-other@security.example';
const REVIEWER = 'notice-reviewer@security.example';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: Awaited<ReturnType<typeof reopenApp>>;
let actor: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' });
  await t.addUser(ACTOR, 'admin', 'Ari Actor');
  await t.addUser(OTHER, 'admin', 'Olga Other');
  await t.db.update(users).set({ languagePreference: 'de' }).where(eq(users.email, OTHER));
  await t.addUser(REVIEWER, 'reviewer');
  actor = (await t.signIn(ACTOR)).authorization;
  app = await reopenApp(t, {
    smtpUrl: smtp.url,
    portalUrl: PORTAL,
    outbox: { pollMs: 50, leaseMs: 10_000, retryBaseMs: 200, retryMaxMs: 400 },
  });
});
afterAll(async () => {
  await app.close();
  await t.database.close();
  await smtp.close();
});

const parsed: { to: string; mail: ParsedMail }[] = [];

/** The notices whose subject matches, once one has reached each of `recipients`. */
async function noticesTo(subject: RegExp, recipients: string[]): Promise<Map<string, ParsedMail>> {
  for (let i = 0; i < 400; i++) {
    for (const received of smtp.received.slice(parsed.length))
      parsed.push({ to: received.to[0]!, mail: await simpleParser(received.raw) });
    const found = parsed.filter(({ mail }) => subject.test(mail.subject ?? ''));
    if (recipients.every((to) => found.some((notice) => notice.to === to)))
      return new Map(found.map(({ to, mail }) => [to, mail]));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no notice ${subject} to each of ${recipients.join(', ')}`);
}

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: actor }, payload });

describe('security notices', () => {
  it('tell every admin of a new admin, in their language, and nobody else', async () => {
    const created = await post('/api/users', {
      name: 'Nina New',
      email: 'nina.new@security.example',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const notices = await noticesTo(/admin|Administrator/i, [ACTOR, OTHER, 'nina.new@security.example']);
    const english = notices.get(ACTOR)!;
    expect(english.subject).toBe('New admin in the Onboarding Portal');
    expect(english.text).toContain('Ari Actor');
    expect(english.text).toContain('Nina New');
    expect(english.text).toContain(`${PORTAL}/edit-user/${id}`);
    expect(notices.get(OTHER)!.subject).toBe('Neuer Administrator im Onboarding-Portal');
    expect(notices.has(REVIEWER)).toBe(false);
  });

  it('tell every admin of a new API key and a new webhook endpoint, with no link from what was typed', async () => {
    const key = await post('/api/api-keys', {
      name: 'Payout sync www.evil.example',
      scopes: ['prechecks:read'],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(key.statusCode).toBe(201);
    const keyNotices = await noticesTo(/API key|API-Schlüssel/, [ACTOR, OTHER]);
    const keyMail = keyNotices.get(ACTOR)!;
    expect(keyMail.text).toContain('prechecks:read');
    expect(keyMail.text).toContain('www[.]evil[.]example');
    expect(keyMail.html || '').not.toMatch(/href="[^"]*evil/);

    const hook = await post('/api/webhooks', {
      url: 'http://127.0.0.1:9/crm?token=receiver-secret',
      events: ['precheck.created', 'merchant.deleted'],
    });
    expect(hook.statusCode).toBe(201);
    const hookMail = (await noticesTo(/webhook endpoint/i, [ACTOR])).get(ACTOR)!;
    expect(hookMail.text).toContain('precheck.created, merchant.deleted');
    expect(hookMail.text).not.toContain('receiver-secret');
    expect(hookMail.text).toContain(`${PORTAL}/webhooks`);
  });
});
