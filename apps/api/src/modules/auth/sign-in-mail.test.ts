import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, uniqueEmail } from '@portal/test-support';
import { createTestApp, freshAddress, reopenApp, type TestApp } from '../../test/app.ts';
import { until } from '../../test/until.ts';

/*
 * The sign-in code's mail greets the account by the name it signed up with, which anyone may choose:
 * sent through a real SMTP listener and read back with a mail parser, as a mail client would, that
 * name is no link, in neither part, however much it looks like one.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: Awaited<ReturnType<typeof reopenApp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
  app = await reopenApp(t, { smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await t.database.close();
  await smtp.close();
});

describe('the sign-in mail to an account whose name looks like a link', () => {
  // Sign-up refuses a scheme, "www." and a path; a bare host name or an address gets through.
  it.each([
    ['secure-payout.com', 'secure-payout[.]com', /secure-payout\.com/],
    ['Payouts at evil.example', 'Payouts at evil[.]example', /evil\.example/],
    ['billing@evil.example', 'billing[@]evil[.]example', /billing@|evil\.example/],
  ])('%j is greeted as %j', async (name, greeted, live) => {
    const email = uniqueEmail('named');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name, email, languagePreference: 'en' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(async () => smtp.received.some((mail) => mail.to.includes(email)), `the mail to ${email}`);
    const { text, html } = await simpleParser(smtp.received.find((mail) => mail.to.includes(email))!.raw);
    if (!text || typeof html !== 'string') throw new Error('a part is missing');

    expect(text.split('\n')[0]).toBe(`Hello ${greeted},`);
    expect(text).not.toMatch(live);
    expect(html).toContain(`Hello ${greeted},`);
    expect(html).not.toMatch(live);
    const links = [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/gi)].map((match) => match[0]);
    expect(links.filter((link) => /payout|evil/.test(link))).toEqual([]);
  });
});
