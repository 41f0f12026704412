import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CONFIG_MAX_AGE_S } from './routes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';

type Seen = { url: string; body: { event: { token: string; siteKey: string; expectedAction: string } } };

/** A local stand-in of the reCAPTCHA Enterprise assessments endpoint: the token names the verdict. */
function startAssessments() {
  const seen: Seen[] = [];
  const verdicts: Record<string, object> = {
    good: { tokenProperties: { valid: true, action: 'submit' }, riskAnalysis: { score: 0.9 } },
    bot: { tokenProperties: { valid: true, action: 'submit' }, riskAnalysis: { score: 0.1 } },
    'other-action': { tokenProperties: { valid: true, action: 'login' }, riskAnalysis: { score: 0.9 } },
    invalid: { tokenProperties: { valid: false, invalidReason: 'MALFORMED' }, riskAnalysis: { score: 0 } },
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Seen['body'];
      seen.push({ url: req.url ?? '', body });
      const verdict = verdicts[body.event.token];
      res.statusCode = verdict ? 200 : 500;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(verdict ?? { error: 'boom' }));
    });
  });
  return new Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('reCAPTCHA Enterprise provider', () => {
  let stand: Awaited<ReturnType<typeof startAssessments>>;
  let t: TestApp;
  beforeAll(async () => {
    stand = await startAssessments();
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha-enterprise',
      RECAPTCHA_ENDPOINT: stand.url,
      RECAPTCHA_PROJECT_ID: 'portal-project',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_API_KEY: 'api-key-1',
      RECAPTCHA_SCORE_THRESHOLD: '0.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });

  const submit = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      payload: posPrecheckBody(),
      headers: { 'x-captcha-token': token },
    });

  it('tells the widget its site key, cacheable by browsers while every other API answer is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(res.json()).toEqual({ provider: 'recaptcha-enterprise', siteKey: 'site-key-1' });
    expect(res.headers['cache-control']).toBe(`public, max-age=${CAPTCHA_CONFIG_MAX_AGE_S}`);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it("lets the page load Google's script and frame, which the ALTCHA default never allows", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).headers[
      'content-security-policy'
    ] as string;
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(
        new RegExp(
          `${directive} 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
        ),
      );
    }
    const altcha = await createTestApp();
    try {
      const strict = (await altcha.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(strict).not.toContain('google');
      expect(strict).toContain("script-src 'self';");
    } finally {
      await altcha.close();
    }
  });

  it('accepts a valid token for action submit above the threshold, asking with the project and keys', async () => {
    expect((await submit('good')).statusCode).toBe(201);
    const last = stand.seen.at(-1)!;
    expect(last.url).toBe('/v1/projects/portal-project/assessments?key=api-key-1');
    expect(last.body.event).toEqual({ token: 'good', siteKey: 'site-key-1', expectedAction: 'submit' });
  });

  it.each(['bot', 'other-action', 'invalid'])('refuses a %s token', async (token) => {
    const res = await submit(token);
    expectRefused(res, 'captcha_invalid');
    expect(res.json().errors[0].path).toBe('captcha');
  });

  it('fails closed when the assessment service errs', async () => {
    const res = await submit('unknown');
    expectRefused(res, 'captcha_unavailable');
    expect(res.json().message).toBe(
      'The captcha check is unavailable right now, please try again in a moment',
    );
  });
});
