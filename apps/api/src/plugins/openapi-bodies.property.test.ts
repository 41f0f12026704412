import {
  DEFAULT_REGION,
  ECOM_SERVICES,
  ecomFieldApplies,
  ecomServicesForRegion,
  GROUP_OF_SERVICE,
  type Region,
} from '@portal/shared';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshAddress, type TestApp } from '../test/app.ts';
import { type Components, schemaArbitrary } from '../test/schema-arbitrary.ts';
import { ACCESS_RULES } from './access.ts';

/**
 * The API document's request rules are the server's: bodies generated from the document's
 * JSON schema of every operation that takes one, sent to the server, are never refused as invalid.
 * The seed is fixed, so a run that fails fails again the same way.
 */
const BODIES_PER_OPERATION = 50;
const SEED = 30;

type Operation = { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
};
type Refusal = { code?: string; errors?: { path: string; message: string }[] };

/**
 * Rules the document states in words, because a JSON schema of OpenAPI 3.0 cannot say them without
 * turning the body into a union no client generator types usefully, applied as a client must: the
 * e-commerce services must be offered in the region, each selected service's group is then required,
 * and "other" among the gateway features asks what they are. Every group is generated (an unselected
 * one is dropped unread), so any service may end up selected. An API key's expiry is in the future,
 * which a schema cannot say of a moment at all.
 */
const WORDED_RULES: Record<string, { required: string[]; apply: (body: Record<string, unknown>) => void }> = {
  'post /api-keys': {
    required: [],
    apply(body) {
      const { expiresAt } = body as { expiresAt?: string };
      if (expiresAt && Date.parse(expiresAt) <= Date.now())
        body.expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    },
  },
  'post /precheck': {
    required: ECOM_SERVICES.map((service) => GROUP_OF_SERVICE[service]),
    apply(body) {
      const offered: readonly string[] = ecomServicesForRegion(
        (body.reg as Region | undefined) ?? DEFAULT_REGION,
      );
      const srv = (body.srv as string[]).filter((service) => offered.includes(service));
      body.srv = srv.length > 0 ? srv : [offered[0]];
      const gateway = body.wlInfo as Record<string, unknown>;
      const blank = typeof gateway.wlOtherGateway !== 'string' || !gateway.wlOtherGateway.trim();
      if (ecomFieldApplies('wlOtherGateway', gateway) && blank) gateway.wlOtherGateway = 'Fraud scoring';
    },
  },
};

let t: TestApp;
let document: Document;
let tokens: { admin: string; merchant: string };
/** Users the user routes act on, never the signed-in admin: a body may demote whom it names. */
let targets: { edited: string; reset: string };

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
  await t.addUser('bodies-admin@example.com', 'admin');
  await t.addUser('bodies-merchant@example.com', 'merchant');
  tokens = {
    admin: (await t.signIn('bodies-admin@example.com')).authorization,
    merchant: (await t.signIn('bodies-merchant@example.com')).authorization,
  };
  targets = {
    edited: (await t.addUser('bodies-edited@example.com')).id,
    reset: (await t.addUser('bodies-reset@example.com')).id,
  };
}, 120_000);
afterAll(() => t.close());

/** Every operation of the document with a JSON body, as `[method, path]`. */
function operationsWithBodies(): [string, string][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content['application/json'])
      .map(([method]): [string, string] => [method, path]),
  );
}

/** The URL of an operation, its `{id}` the user it is to act on. */
function urlOf(path: string): string {
  const id = path === '/users/{id}/mfa-reset' ? targets.reset : targets.edited;
  // A well-formed token no link has, and a kind: the path is valid, so only the body is judged.
  return `/api${path.replace('{id}', id).replace('{token}', 'x'.repeat(43)).replace('{kind}', 'pos')}`;
}

/** What the route's access declaration asks for: no token, or one of the role it needs. */
function authorizationFor(method: string, path: string): Record<string, string> {
  const url = `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const route = t.app.routeAccess.find((r) => r.method === method.toUpperCase() && r.url === url);
  if (!route) throw new Error(`no route for ${method} ${url}`);
  const rule = ACCESS_RULES[route.access];
  if (rule.token === 'ignored') return {};
  const merchantOnly = rule.roles?.length === 1 && rule.roles[0] === 'merchant';
  return { authorization: merchantOnly ? tokens.merchant : tokens.admin };
}

/** An update names the version it is made on, read just before. */
async function preconditionFor(method: string, path: string): Promise<Record<string, string>> {
  if (!(method === 'put' && path === '/users/{id}')) return {};
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/users/${targets.edited}`,
    headers: { authorization: tokens.admin },
  });
  return { 'if-match': String(read.headers.etag) };
}

/**
 * Refusals made before the body is read: a body they answer was never checked. Each request comes
 * from an address of its own, so no per-address budget is among them; a 429 of an account's code
 * budget comes after the body was checked.
 */
const BEFORE_THE_BODY = new Set(['unauthorized', 'forbidden', 'unsupported_media_type', 'payload_too_large']);

/** The value at a refused field's dotted path, as the refusal names it. */
const valueAt = (body: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], body);

describe('bodies the API document allows', () => {
  it('are never refused as invalid, for every operation that takes one', async () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, 'api');
    const operations = operationsWithBodies();
    expect(operations.length).toBeGreaterThanOrEqual(10);

    /** Each refusal once, by operation, field and reason: how often, and the first body it met. */
    const refusals = new Map<string, { count: number; example: string }>();
    let sent = 0;
    let refused = 0;
    for (const [index, [method, path]] of operations.entries()) {
      const operation = `${method} ${path}`;
      const worded = WORDED_RULES[operation];
      const schema = document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
      const required = [...((schema.required as string[] | undefined) ?? []), ...(worded?.required ?? [])];
      const pointer = `/paths/${path.replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`;
      const allowed = ajv.compile({ $ref: `api#${pointer}` });
      // A seed of each operation's own: bodies of one shape would otherwise repeat another's e-mails.
      const bodies = fc.sample(schemaArbitrary({ ...schema, required }, document.components.schemas), {
        seed: SEED + index,
        numRuns: BODIES_PER_OPERATION,
      });
      for (const body of bodies) {
        if (worded && body) worded.apply(body as Record<string, unknown>);
        // A body off the document would test the generator, not the server.
        if (!allowed(body))
          throw new Error(`generated off the document: ${operation} ${JSON.stringify(body)}`);
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'POST' | 'PUT',
          url: urlOf(path),
          headers: {
            'content-type': 'application/json',
            ...authorizationFor(method, path),
            ...(await preconditionFor(method, path)),
          },
          payload: JSON.stringify(body),
          remoteAddress: freshAddress(),
        });
        sent += 1;
        const refusal = answer.statusCode >= 400 ? answer.json<Refusal>() : {};
        // Each reason as `[what, the value it was about]`.
        const reasons: [string, unknown][] =
          refusal.code === 'validation_failed'
            ? (refusal.errors ?? []).map((e) => [`${e.path}: ${e.message}`, valueAt(body, e.path)])
            : refusal.code && BEFORE_THE_BODY.has(refusal.code)
              ? [[`not checked: ${refusal.code}`, body]]
              : [];
        if (reasons.length > 0) refused += 1;
        for (const [what, value] of reasons) {
          const key = `${operation} ${what}`;
          const seen = refusals.get(key);
          if (seen) seen.count += 1;
          else
            refusals.set(key, { count: 1, example: `${JSON.stringify(value)} in ${JSON.stringify(body)}` });
        }
      }
    }
    const report = [...refusals].map(([key, { count, example }]) => `${key} ×${count}, e.g. ${example}`);
    expect(sent).toBe(operations.length * BODIES_PER_OPERATION);
    expect(report, `${refused} of ${sent} bodies the document allows refused`).toEqual([]);
  }, 600_000);
});
