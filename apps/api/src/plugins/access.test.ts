import { API_ERRORS, type ApiErrorCode } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, METRICS_TOKEN, type TestApp } from '../test/app.ts';
import Fastify from 'fastify';
import access, { ACCESS_RULES, type RouteAccess } from './access.ts';
import { expectRefused } from '../test/refused.ts';

let t: TestApp;
const CALLERS = ['anonymous', 'merchant', 'reviewer', 'admin'] as const;
const headers: Record<(typeof CALLERS)[number], Record<string, string>> = {
  anonymous: {},
  merchant: {},
  reviewer: {},
  admin: {},
};

beforeAll(async () => {
  // With a metrics token, so that the metrics route is walked as it guards in production.
  t = await createTestApp({ METRICS_TOKEN });
  await t.addUser('walker-admin@example.com', 'admin');
  await t.addUser('walker-merchant@example.com', 'merchant');
  await t.addUser('walker-reviewer@example.com', 'reviewer');
  headers.reviewer = { authorization: (await t.signIn('walker-reviewer@example.com')).authorization };
  headers.admin = { authorization: (await t.signIn('walker-admin@example.com')).authorization };
  headers.merchant = { authorization: (await t.signIn('walker-merchant@example.com')).authorization };
});
afterAll(() => t.close());

/** What each declaration must answer a caller who may not pass; anything else means the route let them in. */
function expectedDenial(access: RouteAccess['access'], role: keyof typeof headers): ApiErrorCode | null {
  if (access === 'public' || access === 'optional') return null;
  // No person's token is the metrics token.
  if (role === 'anonymous' || access === 'metrics') return 'unauthorized';
  const { roles } = ACCESS_RULES[access];
  return roles === null || roles.includes(role) ? null : 'forbidden';
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('every API route declares who may call it', () => {
  it('has a declaration for each route, and the walk covers the known routes', () => {
    const urls = t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/metrics',
        'POST /api/auth/login',
        'GET /api/auth/validate-token',
        'GET /api/users',
        'DELETE /api/users/:id',
        'POST /api/auth/mfa',
        'POST /api/users/:id/mfa-reset',
        'GET /api/me/security',
        'POST /api/me/mfa',
        'POST /api/me/mfa/confirm',
        'DELETE /api/me/mfa',
        'GET /api/precheck-pos/export.csv',
        'GET /api/precheck/export.csv',
        'GET /api/merchant/export.csv',
        'GET /api/users/export.csv',
        'GET /api/audit/export.csv',
      ]),
    );
  });

  it('refuses to start a route without a declaration', async () => {
    const app = Fastify({ logger: false });
    await app.register(access, { keyRequestsPerMinute: 1 });
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(
      /GET \/api\/undeclared declares no access/,
    );
    expect(() =>
      app.get('/api/declared', { config: { access: 'admin' } }, async () => 'closed'),
    ).not.toThrow();
    await app.close();
  });

  it('refuses to start while no module checks tokens or keys', async () => {
    const app = Fastify({ logger: false });
    await app.register(access, { keyRequestsPerMinute: 1 });
    app.decorate('authenticate', async () => null);
    await expect(app.ready()).rejects.toThrow('No module provides keyAccess');
    await app.close();
  });

  it('answers every route with every role as declared', async () => {
    const routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
    const failures: string[] = [];
    for (const route of routes) {
      // Logout would end the walker's own session halfway through the walk.
      if (route.url === '/api/auth/logout') continue;
      for (const role of CALLERS) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':id', SAMPLE_ID),
          headers: headers[role],
          ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
        });
        const denial = expectedDenial(route.access, role);
        const refusal = res.statusCode >= 400 ? res.json<{ code: ApiErrorCode }>().code : null;
        const ok =
          denial === null
            ? refusal !== 'unauthorized' && refusal !== 'forbidden'
            : refusal === denial && res.statusCode === API_ERRORS[denial];
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${role}: ${res.statusCode} ${refusal} (${route.access})`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives a reviewer the review team's routes and none of the admin's (DESIGN §12)", () => {
    const reviewerMay = (method: string, url: string) => {
      const route = t.app.routeAccess.find((r) => r.method === method && r.url === url);
      if (!route) throw new Error(`no route ${method} ${url}`);
      return expectedDenial(route.access, 'reviewer') === null;
    };
    const team = [
      ['GET', '/api/precheck-pos'],
      ['GET', '/api/precheck/:id'],
      ['GET', '/api/precheck-pos/:id/pdf'],
      ['GET', '/api/precheck/export.csv'],
      ['GET', '/api/merchant'],
      ['GET', '/api/merchant/:id'],
      ['GET', '/api/stats/dashboard'],
      ['POST', '/api/precheck-pos/:id/transitions'],
      ['PUT', '/api/precheck/:id/assignee'],
      ['POST', '/api/precheck-pos/:id/notes'],
      ['GET', '/api/precheck/:id/history'],
      ['GET', '/api/precheck-pos/:id/versions'],
      ['GET', '/api/staff'],
    ];
    const adminsOnly = [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/webhooks'],
      ['POST', '/api/backups'],
      ['GET', '/api/outbox'],
      ['GET', '/api/audit'],
      ['DELETE', '/api/precheck-pos/:id'],
      ['DELETE', '/api/merchant/:id'],
    ];
    expect(team.filter(([method, url]) => !reviewerMay(method!, url!))).toEqual([]);
    expect(adminsOnly.filter(([method, url]) => reviewerMay(method!, url!))).toEqual([]);
  });

  it('lets logout through for a signed-in user only', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 'unauthorized');
    await t.addUser('leaver@example.com');
    const { authorization } = await t.signIn('leaver@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    expect(res.statusCode).toBe(204);
  });
});
