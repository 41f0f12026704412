import { API_ERRORS, API_KEY_SCOPES, type ApiErrorCode, type ApiKeyScope } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { apiKeys } from '../../db/schema.ts';
import { ACCESS_RULES, KEY_FAILURES_PER_ADDRESS, type RouteAccess } from '../../plugins/access.ts';
import {
  createTestApp,
  freshAddress,
  METRICS_TOKEN,
  openSecondInstance,
  type TestApp,
} from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { hashOfKey, newApiKey } from './key.ts';
import { pdfText } from '../../test/pdf-text.ts';

/*
 * API keys in use (DESIGN §11): a key calls the routes its scopes cover and nothing else, needs no
 * captcha, has budgets of its own, is in the audit log as the actor of every call, and stops at once
 * on every instance when revoked or expired.
 */

let t: TestApp;
let admin: string;
const ADMIN = 'key-access-admin@example.com';

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha', METRICS_TOKEN });
  await t.addUser(ADMIN, 'admin');
  admin = (await t.signIn(ADMIN)).authorization;
});
afterAll(() => t.close());

type Created = { id: string; key: string };

/** A key made the way an admin makes one: on the API, with a fresh authenticator code. */
async function createKey(name: string, scopes: ApiKeyScope[]): Promise<Created & { bearer: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { authorization: admin },
    payload: { name, scopes, expiresAt: inDays(30), code: await t.freshCode(ADMIN) },
  });
  expect(res.statusCode).toBe(201);
  const created = res.json<Created>();
  return { ...created, bearer: `Bearer ${created.key}` };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A call from an address of its own, unless one is named: wrong keys count per address. */
const call = (
  app: FastifyInstance,
  bearer: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = freshAddress(),
) =>
  app.inject({ method, url, headers: { authorization: bearer }, remoteAddress, ...(payload && { payload }) });

/** `portal_api_key_refusals_total` by reason, as Prometheus would scrape it. */
async function keyRefusals(): Promise<Record<string, number>> {
  const text = (
    await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^portal_api_key_refusals_total\{reason="(\w+)"\} (\d+)$/gm))
    counts[match[1]!] = Number(match[2]);
  return counts;
}

type Entry = {
  action: string;
  targetId: string | null;
  actor: { id: string; email: string | null; role: string; name: string | null } | null;
};

async function auditOf(keyId: string): Promise<Entry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit?actor=${keyId}&pageSize=100`,
    headers: { authorization: admin },
  });
  return res.json<{ items: Entry[] }>().items;
}

describe('an API key at work', () => {
  it('submits without a captcha and reads back what it may, each call audited with the key as actor', async () => {
    const crm = await createKey('CRM sync', ['prechecks:read', 'prechecks:write']);
    // A person without a token needs the captcha; the key does not.
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/precheck-pos', payload: posPrecheckBody() }),
      'captcha_required',
    );
    const submitted = await call(t.app, crm.bearer, 'POST', '/api/precheck-pos', posPrecheckBody());
    expect(submitted.statusCode).toBe(201);
    const { id, reference, copyToken } = submitted.json<{
      id: string;
      reference: string;
      copyToken?: string;
    }>();
    // No account submitted it: the applicant gets their copy link, as an anonymous one would.
    expect(copyToken).toBeTruthy();
    expect(submitted.headers['ratelimit-policy']).toMatch(
      /"key-requests";q=600;w=60, "key-submissions";q=1000;w=3600/,
    );

    const read = await call(t.app, crm.bearer, 'GET', `/api/precheck-pos/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, reference });
    const listed = await call(t.app, crm.bearer, 'GET', '/api/precheck-pos?q=' + reference);
    expect(listed.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([id]);
    const pdf = await call(t.app, crm.bearer, 'GET', `/api/precheck-pos/${id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(reference);
    expect(text).toMatch(/for CRM sync/);

    expectRefused(await call(t.app, crm.bearer, 'GET', '/api/merchant'), 'insufficient_scope');
    expectRefused(await call(t.app, crm.bearer, 'GET', '/api/users'), 'forbidden');
    expectRefused(
      await call(t.app, crm.bearer, 'POST', '/api/api-keys', {
        name: 'Child',
        scopes: ['prechecks:read'],
        code: '123456',
      }),
      'forbidden',
    );

    const entries = await auditOf(crm.id);
    const actor = { id: crm.id, email: null, role: 'api_key', name: 'CRM sync' };
    expect(entries.every((entry) => JSON.stringify(entry.actor) === JSON.stringify(actor))).toBe(true);
    const uses = entries.filter((entry) => entry.action === 'api-key.use');
    // The four calls it was let make, and none of the three refused.
    expect(uses).toHaveLength(4);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['precheck-pos.view', 'precheck-pos.pdf']),
    );

    const keys = (
      await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { authorization: admin } })
    ).json<{
      items: { id: string; lastUsedAt: string | null; lastUsedFrom: string | null }[];
    }>().items;
    const used = keys.find((key) => key.id === crm.id)!;
    expect(Date.now() - Date.parse(used.lastUsedAt!)).toBeLessThan(60_000);
    expect(used.lastUsedFrom).toMatch(/^10\.\d+\.\d+\.\d+$/);
  });

  it('deletes a pre-check with prechecks:write, and not with prechecks:read', async () => {
    const reader = await createKey('Reader', ['prechecks:read']);
    const writer = await createKey('Writer', ['prechecks:write']);
    const { id } = (await call(t.app, writer.bearer, 'POST', '/api/precheck-pos', posPrecheckBody())).json<{
      id: string;
    }>();
    expectRefused(
      await call(t.app, reader.bearer, 'DELETE', `/api/precheck-pos/${id}`),
      'insufficient_scope',
    );
    expectRefused(await call(t.app, writer.bearer, 'GET', `/api/precheck-pos/${id}`), 'insufficient_scope');
    expect((await call(t.app, writer.bearer, 'DELETE', `/api/precheck-pos/${id}`)).statusCode).toBe(204);
    expectRefused(await call(t.app, reader.bearer, 'GET', `/api/precheck-pos/${id}`), 'not_found');
  });

  it('answers an unknown, a revoked and an expired key with the same 401, and keeps the difference in the audit log and the metrics', async () => {
    const before = await keyRefusals();
    const unknown = await call(t.app, `Bearer ${newApiKey()}`, 'GET', '/api/precheck-pos');
    expectRefused(unknown, 'unauthorized');
    expectRefused(await call(t.app, 'Bearer pk_not-a-key', 'GET', '/api/precheck-pos'), 'unauthorized');

    const soon = await createKey('Short-lived', ['prechecks:read']);
    expect((await call(t.app, soon.bearer, 'GET', '/api/precheck-pos')).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, soon.id));
    const expired = await call(t.app, soon.bearer, 'GET', '/api/precheck-pos');
    expectRefused(expired, 'unauthorized');
    expect(expired.body).toBe(unknown.body);
    const after = await keyRefusals();
    expect((after.unknown ?? 0) - (before.unknown ?? 0)).toBe(2);
    expect((after.expired ?? 0) - (before.expired ?? 0)).toBe(1);
    const refusals = await t.app.inject({
      method: 'GET',
      url: `/api/audit?action=api-key.refused&targetId=${soon.id}`,
      headers: { authorization: admin },
    });
    expect(
      refusals.json<{ items: { details: { reason: string } }[] }>().items.map((e) => e.details.reason),
    ).toEqual(['expired']);
    // Expired keys are still listed: the screen says they expired.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { authorization: admin },
    });
    expect(listed.json<{ items: { id: string }[] }>().items.map((key) => key.id)).toContain(soon.id);
  });

  it('refuses every key from an address that sent 30 wrong ones, right keys too, until the window ends', async () => {
    const good = await createKey('Neighbour', ['prechecks:read']);
    const address = freshAddress();
    const wrong = await Promise.all(
      Array.from({ length: KEY_FAILURES_PER_ADDRESS.limit.max }, () =>
        call(t.app, `Bearer ${newApiKey()}`, 'GET', '/api/precheck-pos', undefined, address),
      ),
    );
    expect(wrong.map((res) => res.statusCode)).toEqual(wrong.map(() => 401));
    for (const bearer of [`Bearer ${newApiKey()}`, good.bearer]) {
      const refused = await call(t.app, bearer, 'GET', '/api/precheck-pos', undefined, address);
      expectRefused(refused, 'rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await call(t.app, good.bearer, 'GET', '/api/precheck-pos')).statusCode).toBe(200);
  });

  it('stops on every instance as soon as it is revoked', async () => {
    // A second node: on PostgreSQL its own connections; embedded, a second app on the one database.
    const second = t.database.url
      ? await openSecondInstance(t)
      : await buildApp({
          config: t.config,
          database: { ...t.database, close: async () => undefined },
          logger: false,
        });
    try {
      const key = await createKey('Two nodes', ['prechecks:read']);
      for (const app of [t.app, second]) {
        expect((await call(app, key.bearer, 'GET', '/api/precheck-pos')).statusCode).toBe(200);
      }
      const revokedAt = Date.now();
      const revoke = await t.app.inject({
        method: 'DELETE',
        url: `/api/api-keys/${key.id}`,
        headers: { authorization: admin },
      });
      expect(revoke.statusCode).toBe(204);
      for (const app of [second, t.app]) {
        expectRefused(await call(app, key.bearer, 'GET', '/api/precheck-pos'), 'unauthorized');
      }
      expect(Date.now() - revokedAt).toBeLessThan(1000);
      // A thousand calls at once, half on each node, after the revocation: not one gets through.
      const flood = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          call(i % 2 ? second : t.app, key.bearer, 'GET', '/api/precheck-pos'),
        ),
      );
      const statuses = flood.map((res) => res.statusCode);
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

/** What a key with `scopes` must get from a route: null where it is let in, else the refusal's code. */
function expectedForKey(route: RouteAccess, scopes: readonly ApiKeyScope[]): ApiErrorCode | null {
  const { token } = ACCESS_RULES[route.access];
  if (token === 'ignored') return null;
  // The metrics route takes the metrics token alone: a key is just another token there.
  if (token === 'metrics') return 'unauthorized';
  if (!route.keyScope) return 'forbidden';
  return scopes.includes(route.keyScope) ? null : 'insufficient_scope';
}

describe('the scope matrix', () => {
  it('lets each key call exactly the routes its scopes cover, and audits each call it let through', async () => {
    // One key per scope, one with all, and one with none (only the database can hold that).
    const holders: { name: string; scopes: readonly ApiKeyScope[]; id: string; bearer: string }[] = [];
    for (const scope of API_KEY_SCOPES)
      holders.push({ name: scope, scopes: [scope], ...(await createKey(scope, [scope])) });
    holders.push({ name: 'all', scopes: API_KEY_SCOPES, ...(await createKey('all', [...API_KEY_SCOPES])) });
    const bare = newApiKey();
    const [none] = await t.db
      .insert(apiKeys)
      .values({ name: 'none', scopes: [], keyHash: hashOfKey(bare) })
      .returning({ id: apiKeys.id });
    holders.push({ name: 'none', scopes: [], id: none!.id, bearer: `Bearer ${bare}` });

    const routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
    const failures: string[] = [];
    for (const holder of holders) {
      let allowed = 0;
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':id', '00000000-0000-4000-8000-000000000000'),
          headers: { authorization: holder.bearer },
          ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
        });
        const expected = expectedForKey(route, holder.scopes);
        const refusal = res.statusCode >= 400 ? res.json<{ code: ApiErrorCode }>().code : null;
        const refused = ['unauthorized', 'forbidden', 'insufficient_scope'].includes(refusal ?? '');
        const ok =
          expected === null ? !refused : refusal === expected && res.statusCode === API_ERRORS[expected];
        if (!ok)
          failures.push(`${route.method} ${route.url} with ${holder.name}: ${res.statusCode} ${refusal}`);
        if (expected === null && route.keyScope) allowed += 1;
      }
      const uses = (await auditOf(holder.id)).filter((entry) => entry.action === 'api-key.use');
      if (uses.length !== allowed)
        failures.push(`${holder.name}: ${uses.length} calls audited, ${allowed} let through`);
    }
    expect(failures).toEqual([]);
    // What keys reach at all, written out: pre-checks and merchants, never people, keys or the trail.
    const reachable = Object.fromEntries(
      routes
        .filter((route) => route.keyScope)
        .map((route) => [`${route.method} ${route.url}`, route.keyScope]),
    );
    expect(reachable).toEqual({
      'POST /api/precheck-pos': 'prechecks:write',
      'GET /api/precheck-pos': 'prechecks:read',
      'GET /api/precheck-pos/export.csv': 'prechecks:read',
      'GET /api/precheck-pos/:id': 'prechecks:read',
      'GET /api/precheck-pos/:id/pdf': 'prechecks:read',
      'DELETE /api/precheck-pos/:id': 'prechecks:write',
      'POST /api/precheck': 'prechecks:write',
      'GET /api/precheck': 'prechecks:read',
      'GET /api/precheck/export.csv': 'prechecks:read',
      'GET /api/precheck/:id': 'prechecks:read',
      'GET /api/precheck/:id/pdf': 'prechecks:read',
      'DELETE /api/precheck/:id': 'prechecks:write',
      'POST /api/precheck-pos/:id/transitions': 'prechecks:review',
      'PUT /api/precheck-pos/:id/assignee': 'prechecks:review',
      'POST /api/precheck-pos/:id/notes': 'prechecks:review',
      'GET /api/precheck-pos/:id/history': 'prechecks:review',
      'POST /api/precheck/:id/transitions': 'prechecks:review',
      'PUT /api/precheck/:id/assignee': 'prechecks:review',
      'POST /api/precheck/:id/notes': 'prechecks:review',
      'GET /api/precheck/:id/history': 'prechecks:review',
      'GET /api/precheck-pos/:id/versions': 'prechecks:review',
      'GET /api/precheck/:id/versions': 'prechecks:review',
      'GET /api/staff': 'prechecks:review',
      'GET /api/merchant': 'merchants:read',
      'GET /api/merchant/export.csv': 'merchants:read',
      'GET /api/merchant/:id': 'merchants:read',
      'DELETE /api/merchant/:id': 'merchants:write',
    });
  });
});

describe("a key's budgets", () => {
  let small: TestApp;
  let smallAdmin: string;

  beforeAll(async () => {
    small = await createTestApp({
      SUBMISSIONS_PER_HOUR: '1',
      API_KEY_SUBMISSIONS_PER_HOUR: '3',
      API_KEY_REQUESTS_PER_MINUTE: '100',
    });
    await small.addUser('budget-admin@example.com', 'admin');
    smallAdmin = (await small.signIn('budget-admin@example.com')).authorization;
  });
  afterAll(() => small.close());

  const keyOn = async (scopes: ApiKeyScope[]) => {
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: smallAdmin },
      payload: {
        name: 'Budget',
        scopes,
        expiresAt: inDays(30),
        code: await small.freshCode('budget-admin@example.com'),
      },
    });
    expect(res.statusCode).toBe(201);
    return `Bearer ${res.json<Created>().key}`;
  };

  it('submits API_KEY_SUBMISSIONS_PER_HOUR pre-checks, not the budget of a person', async () => {
    const bearer = await keyOn(['prechecks:write']);
    for (let i = 0; i < 3; i++) {
      expect((await call(small.app, bearer, 'POST', '/api/precheck-pos', posPrecheckBody())).statusCode).toBe(
        201,
      );
    }
    const over = await call(small.app, bearer, 'POST', '/api/precheck-pos', posPrecheckBody());
    expectRefused(over, 'rate_limited');
    expect(over.headers['ratelimit-policy']).toContain('"key-submissions";q=3;w=3600');
  });

  it('lets exactly API_KEY_REQUESTS_PER_MINUTE of 300 calls at once through', async () => {
    const bearer = await keyOn(['merchants:read']);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => call(small.app, bearer, 'GET', '/api/merchant')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
    expect(answers.find((res) => res.statusCode === 429)!.headers['retry-after']).toBeDefined();
  });
});
