import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, codeInMessage, createTestApp, reopenApp, type TestApp } from '../test/app.ts';
import { startSmtp, totpCode } from '@portal/test-support';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../test/precheck-pos-fixture.ts';
import { until } from '../test/until.ts';
import { startReceiver } from '../test/webhook-receiver.ts';
import { webhookAttempts, webhookEndpoints } from '../db/schema.ts';
import { deriveKey } from './crypto/derive-key.ts';
import { encryptSecret } from './crypto/secrets.ts';
import { placeOf } from '../db/bound-secrets.ts';
import { parseNetworks } from '../config.ts';
import { newWebhookSecret } from '../modules/webhooks/index.ts';

/**
 * Every string a form carries that cannot match a log by chance: not 'yes' or 'us', and not a bare
 * number, whose digits may stand in a timestamp.
 */
function formStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 6 && /\p{L}/u.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(formStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(formStrings);
  return [];
}

describe('the log of a full sign-in and submission, at trace level', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: Awaited<ReturnType<typeof reopenApp>>;
  let log: () => string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp();
    const captured = capturedLog('trace');
    log = captured.text;
    // Not the test app itself: this one sends by SMTP and logs at trace level, into `log`.
    app = await reopenApp(
      t,
      { smtpUrl: smtp.url, webhookAllowNetworks: parseNetworks('127.0.0.1/32') },
      captured.logger,
    );
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await smtp.close();
  });

  /** Asks for a code for `email` and reads it from the SMTP listener. */
  async function mailedCode(email: string): Promise<string> {
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } });
    let raw = '';
    for (let i = 0; i < 300 && !raw; i++) {
      raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? '';
      if (!raw) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return codeInMessage(raw);
  }

  // Its two PDFs (a read and a copy) wait behind the confirmations' on a pool that yields to every other process.
  it('holds no code, no token and no form value', { timeout: 90_000 }, async () => {
    const email = 'logged-merchant@example.com';
    await t.addUser(email);
    const code = await mailedCode(email);
    const wrong = code === '999999' ? '888888' : '999999';
    await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, otp: wrong } });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, otp: code },
    });
    const token = verified.json<{ access_token: string }>().access_token;
    const authorization = `Bearer ${token}`;

    const pos = posPrecheckBody({ company: 'Geheimnis Handels GmbH', email: 'hidden.contact@example.com' });
    const ecom = ecomPrecheckBody(['creditCard', 'corporateBanking'], 'eu');
    const posId = (
      await app.inject({ method: 'POST', url: '/api/precheck-pos', payload: pos, headers: { authorization } })
    ).json<{ id: string }>().id;
    const ecomId = (
      await app.inject({ method: 'POST', url: '/api/precheck', payload: ecom, headers: { authorization } })
    ).json<{ id: string }>().id;
    await app.inject({ method: 'POST', url: '/api/precheck-pos', payload: posPrecheckBody({ company: '' }) });
    for (const url of [
      `/api/precheck-pos/${posId}`,
      `/api/precheck/${ecomId}`,
      `/api/precheck-pos/${posId}/pdf`,
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: { authorization } })).statusCode).toBe(200);
    }
    // A search names whom it looks for (DESIGN §13): the log keeps that it searched, not for whom.
    const search = await app.inject({
      method: 'GET',
      url: `/api/me/prechecks?q=${encodeURIComponent('hidden.contact@example.com')}&page=1`,
      headers: { authorization },
    });
    expect(search.statusCode).toBeLessThan(500);
    expect(log()).toContain('q=[redacted]&page=1');
    expect(log()).not.toContain('hidden.contact');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    // An anonymous applicant's copy link is a credential in a URL: logged requests mask it.
    const anonymous = await app.inject({ method: 'POST', url: '/api/precheck-pos', payload: pos });
    const { id: copyId, copyToken } = anonymous.json<{ id: string; copyToken: string }>();
    const copy = await app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${copyId}/pdf?copy=${copyToken}`,
    });
    expect(copy.statusCode).toBe(200);
    expect(log()).toContain('copy=[redacted]');
    expect(log()).not.toContain(copyToken);
    // So is a team notice's unsubscribe link, used or not.
    const unsubscribeToken = `${posId}.1.${'x'.repeat(43)}`;
    await app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${unsubscribeToken}` });
    expect(log()).toContain('token=[redacted]');
    expect(log()).not.toContain(unsubscribeToken);

    expect(log().split('\n').length).toBeGreaterThan(10);
    // As a number of its own: the same six digits inside a timestamp are no leak.
    expect(log()).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log()).not.toContain(token);
    for (const part of token.split('.')) expect(log()).not.toContain(part);
    const secrets = [...formStrings(pos), ...formStrings(ecom), String(ECOM_ANSWERS.genInfo.genPass)];
    for (const value of secrets) expect(log(), value).not.toContain(JSON.stringify(value).slice(1, -1));
  });

  it('holds no second-factor secret, ticket, code or recovery code', async () => {
    const email = 'logged-admin@example.com';
    const user = await t.addUser(email, 'admin');
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, otp: await mailedCode(email) },
    });
    const { ticket, secret } = first.json<{ ticket: string; secret: string }>();
    const code = totpCode(secret);
    const wrong = code === '999999' ? '888888' : '999999';
    await app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { ticket, code: wrong } });
    const second = await app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { ticket, code } });
    const { access_token, recoveryCodes } = second.json<{ access_token: string; recoveryCodes: string[] }>();
    const authorization = `Bearer ${access_token}`;
    await app.inject({ method: 'GET', url: '/api/me/security', headers: { authorization } });
    const reset = await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/mfa-reset`,
      headers: { authorization },
      payload: { recoveryCode: recoveryCodes[0] },
    });

    expect(second.statusCode).toBe(200);
    expect(reset.statusCode).toBe(204);
    for (const value of [secret, ticket, access_token, ...recoveryCodes]) expect(log()).not.toContain(value);
    expect(log()).not.toMatch(new RegExp(`(?<!\\d)(${code}|${wrong})(?!\\d)`));
  });

  it('holds no webhook secret, signature, event body or answer', async () => {
    const receiver = await startReceiver();
    const secret = newWebhookSecret();
    const answer = 'Receiver-side failure: quota exhausted for tenant Geheimnis';
    receiver.answer(() => ({ status: 500, body: answer }));
    const id = randomUUID();
    await t.db.insert(webhookEndpoints).values({
      id,
      url: `${receiver.url}/hooks`,
      events: ['precheck_pos.created'],
      secretEncrypted: encryptSecret(
        deriveKey(t.config.appSecret, 'webhook-secrets'),
        secret,
        placeOf(webhookEndpoints.secretEncrypted, id),
      ),
    });
    const pos = posPrecheckBody({ company: 'Webhook Verschwiegen AG', email: 'webhook.contact@example.com' });
    await app.inject({ method: 'POST', url: '/api/precheck-pos', payload: pos });
    await until(async () => (await t.db.select().from(webhookAttempts)).length > 0, 'an attempt');
    // The worker records the attempt before it logs the failure: wait for the log line itself.
    await until(async () => log().includes('outbox send failed'), 'the failure in the log');
    await receiver.close();
    const [request] = receiver.received;
    const signature = String(request!.headers['webhook-signature']).slice('v1,'.length);
    for (const value of [secret, secret.slice('whsec_'.length), signature, answer, request!.body]) {
      expect(log()).not.toContain(value);
    }
    for (const value of formStrings(pos)) expect(log(), value).not.toContain(value);
  });
});
