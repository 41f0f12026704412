import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, createTestApp, reopenApp, type TestApp } from '../test/app.ts';

/*
 * Every /api answer names its request (DESIGN §11): the client's X-Request-Id when it is a sane one,
 * else an id the server made; the same id as the request's log line, so an integrator can quote it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let app: Awaited<ReturnType<typeof reopenApp>>;
let log: () => string;

beforeAll(async () => {
  t = await createTestApp();
  const captured = capturedLog('info');
  log = captured.text;
  app = await reopenApp(t, {}, captured.logger);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, requestId?: string) =>
  app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('X-Request-Id', () => {
  it("echoes the client's id, and logs the request under it", async () => {
    const res = await get('/api/health', 'crm-sync.2026-11-27_0001');
    expect(res.headers['x-request-id']).toBe('crm-sync.2026-11-27_0001');
    const lines = log()
      .split('\n')
      .filter((line) => line.includes('crm-sync.2026-11-27_0001'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => JSON.parse(line).reqId === 'crm-sync.2026-11-27_0001')).toBe(true);
  });

  it('makes its own id for none, or for one too long or with other characters, and never logs that one', async () => {
    const refused = ['x'.repeat(65), 'two words', 'line\u2028break', 'semi;colon', ''];
    const ids = new Set<string>();
    for (const sent of [undefined, ...refused]) {
      const id = String((await get('/api/health', sent)).headers['x-request-id']);
      expect(id, String(sent)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(refused.length + 1);
    expect(log()).not.toContain('x'.repeat(65));
    expect(log()).not.toContain('semi;colon');
  });

  it('is on refusals and errors too: unknown path, wrong method, no token, bad input, bad URL', async () => {
    const answers = await Promise.all([
      get('/api/no-such-thing', 'e-404'),
      app.inject({ method: 'PATCH', url: '/api/health', headers: { 'x-request-id': 'e-405' } }),
      get('/api/users', 'e-401'),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not an address' },
        headers: { 'x-request-id': 'e-400' },
      }),
      get('/api/precheck-pos/%E0%A4%A', 'e-bad-url'),
    ]);
    expect(answers.map((a) => [a.statusCode, a.headers['x-request-id']])).toEqual([
      [404, 'e-404'],
      [405, 'e-405'],
      [401, 'e-401'],
      [400, 'e-400'],
      [400, 'e-bad-url'],
    ]);
  });
});
