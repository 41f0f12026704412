import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posPrecheckBody } from '../test/precheck-pos-fixture.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { expectRefused } from '../test/refused.ts';

let t: TestApp;
let authorization: string;
const someId = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('boss@example.com', 'admin', 'Boss');
  authorization = (await t.signIn('boss@example.com')).authorization;
});
afterAll(() => t.close());

const allow = (header: unknown) => String(header).split(', ').sort();

describe('methods of a known path', () => {
  it.each([
    ['PATCH', `/api/users/${someId}`, ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']],
    ['DELETE', '/api/precheck-pos', ['GET', 'HEAD', 'OPTIONS', 'POST']],
    ['POST', '/api/stats/dashboard', ['GET', 'HEAD', 'OPTIONS']],
    // Also the path of one pre-check (`/api/precheck-pos/:id`), which a DELETE would reach.
    ['PUT', '/api/precheck-pos/export.csv?q=x', ['DELETE', 'GET', 'HEAD', 'OPTIONS']],
  ] as const)('%s %s answers 405 with Allow, signed in or not', async (method, url, methods) => {
    for (const headers of [{ authorization }, {}]) {
      const res = await t.app.inject({ method, url, headers });
      expectRefused(res, 'method_not_allowed');
      expect(allow(res.headers.allow)).toEqual(methods);
      expect(res.json()).toEqual({
        code: 'method_not_allowed',
        message: 'This method is not allowed here; the Allow header lists those that are',
      });
    }
  });

  it('answers OPTIONS with 204 and Allow, and opens no CORS', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/precheck/${someId}`,
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(allow(res.headers.allow)).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS']);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('still answers 404 for a path the API does not have, whatever the method', async () => {
    for (const method of ['GET', 'PATCH', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expectRefused(res, 'not_found');
      expect(res.headers.allow).toBeUndefined();
      expect(res.json().code).toBe('not_found');
    }
  });
});

describe('201 with Location', () => {
  it('points at the new pre-check and the new user, each readable there', async () => {
    const pos = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization },
      payload: posPrecheckBody(),
    });
    expect(pos.statusCode).toBe(201);
    expect(pos.headers.location).toBe(`/api/precheck-pos/${pos.json().id}`);
    const read = await t.app.inject({ url: String(pos.headers.location), headers: { authorization } });
    expect(read.statusCode).toBe(200);

    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization },
      payload: { name: 'Lola Location', email: 'lola@example.com' },
    });
    expect(user.statusCode).toBe(201);
    expect(user.headers.location).toBe(`/api/users/${user.json().id}`);
    const again = await t.app.inject({ url: String(user.headers.location), headers: { authorization } });
    expect(again.json().email).toBe('lola@example.com');
  });
});
