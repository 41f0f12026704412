import {
  DEFAULT_REGION,
  ECOM_SERVICES,
  ecomFieldApplies,
  ecomServicesForRegion,
  GROUP_OF_SERVICE,
  type Region,
} from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { REFUSED_CHARACTERS } from '@portal/shared/testing';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshAddress, type TestApp } from '../test/app.ts';
import { type Components, schemaArbitrary } from '../test/schema-arbitrary.ts';
import { ACCESS_RULES } from './access.ts';

/**
 * The API document's request rules are the server's: bodies generated from the document's
 * JSON schema of every operation that takes one, sent to the server, are never refused as invalid;
 * and each parameter of every read (lists, exports, details), sent values the document allows and
 * hostile ones, is taken exactly when the document allows it, never fails the server and never cuts
 * an export short. The seed is fixed, so a run that fails fails again the same way.
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
 * one is dropped unread), so any service may end up selected. An API key's expiry is in the future
 * and at most `API_KEY_MAX_TTL` (a year) ahead, which a schema cannot say of a moment at all; a
 * step-up brings a code or a passkey's answer, not both.
 */
const WORDED_RULES: Record<string, { required: string[]; apply: (body: Record<string, unknown>) => void }> = {
  'post /api-keys': {
    required: [],
    apply(body) {
      const { expiresAt } = body as { expiresAt?: string };
      const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
      if (!(at > Date.now() && at < Date.now() + 365 * 86_400_000))
        body.expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    },
  },
  // A step-up proves itself one way: a code or a passkey, never both.
  'post /auth/step-up': {
    required: [],
    apply(body) {
      if (body.code !== undefined) delete body.passkey;
      else if (body.passkey === undefined) body.code = '123456';
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
  // What is judged here is each answer; the mails and webhooks the bodies queue (a notice to every
  // admin for each admin, key and endpoint they make) are never read, so none is sent.
  t = await createTestApp({ OUTBOX_WORKER: 'off' });
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

type Parameter = { in: string; name: string; schema: Record<string, unknown> };
type Read = { parameters?: Parameter[] };

/** Every GET of the document that takes parameters: each list and export, each detail, as `[path, them]`. */
function readsWithParameters(): [string, Parameter[]][] {
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const parameters = ((operations.get as Read | undefined)?.parameters ?? []).filter(
      (parameter) => parameter.in === 'query' || parameter.in === 'path',
    );
    return parameters.length > 0 ? [[path, parameters] as [string, Parameter[]]] : [];
  });
}

/** A path parameter's value that keeps to the route's rules and names no record: the call reaches its query. */
function nothingNamed(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer') return String(schema.maximum);
  return 'x'.repeat(Number(schema.minLength ?? 1));
}

/** A value as a URL carries it; half a surrogate pair as the three bytes UTF-8 would make of it, which are no UTF-8. */
const inUrl = (value: string) =>
  [...value]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/**
 * A parameter's text as the document reads it: an `integer` is written in decimal digits, with a
 * minus sign if negative; any other text is not one.
 */
const asDocumented = (schema: Record<string, unknown>, text: string) =>
  schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;

/**
 * What sqlmap and people sent: controls, numbers `Number()` reads but decimal digits do not, numbers
 * past every limit, days PostgreSQL cannot hold, ids of the wrong kind, and text a query means.
 */
const HOSTILE = [
  ...REFUSED_CHARACTERS,
  'a\u0000b',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u001F',
  '\u0085',
  '\u2028',
  '\uFEFF',
  '\t',
  '\r\n',
  ' ',
  '',
  '0x10',
  '0X1f',
  '0o17',
  '0b11',
  '1e3',
  '1.5',
  '-1',
  '+1',
  '-0',
  '0',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '1_000',
  'Infinity',
  'NaN',
  '١٢',
  '１２',
  '9007199254740993',
  '18446744073709551616',
  '9'.repeat(400),
  '1e309',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  `${randomUUID()}\u0000`,
  "' OR '1'='1",
  '1; drop table audit_log; --',
  '__proto__',
  'x'.repeat(5_000),
];

/** Already encoded: a broken escape, an overlong NUL, half a pair and bytes that are no UTF-8 at all. */
const BROKEN_ENCODINGS = ['%', '%ZZ', '%C0%80', '%ED%A0%80', '%FF%FE'];

/** More of the same, drawn: digits and the characters above mixed, numbers of any size, any year. */
const hostileDrawn = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefxX+-.:T ', '\u0000', '\u001B', '\u202E', '\uD800', '\u00A0'),
    maxLength: 24,
  }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.integer({ min: -99_999, max: 99_999 }).map((year) => `${String(year).padStart(4, '0')}-12-31`),
);

/** Answers that say nothing of how a value was read: no record by that name, or a URL over the limit. */
const NOT_ABOUT_THE_VALUE = new Set(['not_found', 'update_closed', 'uri_too_long']);

describe('parameters of the reads the API document lists', () => {
  it('are read as the document says, never fail the server and never cut an export short', async () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const reads = readsWithParameters();
    // Every list and export, each id the path carries.
    expect(reads.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/audit',
        '/audit/export.csv',
        '/merchant',
        '/merchant/{id}',
        '/users/export.csv',
      ]),
    );

    /** Each problem once, by operation, parameter and kind: how often, and the first URL it met. */
    const problems = new Map<string, { count: number; example: string }>();
    const note = (key: string, example: string) => {
      const seen = problems.get(key);
      if (seen) seen.count += 1;
      else problems.set(key, { count: 1, example });
    };
    let sent = 0;
    for (const [index, [path, parameters]] of reads.entries()) {
      const headers = authorizationFor('get', path);
      const pathValues = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, inUrl(nothingNamed(p.schema))]),
      );
      for (const parameter of parameters) {
        const where = `${parameter.in === 'query' ? 'querystring' : 'params'}.${parameter.name}`;
        const operation = `GET ${path} ${where}`;
        const documented = ajv.compile(parameter.schema);
        const urlWith = (encoded: string) => {
          const route = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            parameter.in === 'path' && parameter.name === name ? encoded : pathValues[name]!,
          );
          return `/api${route}${parameter.in === 'query' ? `?${parameter.name}=${encoded}` : ''}`;
        };
        // `text` is null where the URL carries no text: a broken encoding, or half a surrogate pair.
        const values: { text: string | null; encoded: string }[] = [
          ...fc.sample(schemaArbitrary(parameter.schema, document.components.schemas), {
            seed: SEED + index,
            numRuns: 10,
          }),
          ...HOSTILE,
          ...fc.sample(hostileDrawn, { seed: SEED + index, numRuns: 20 }),
        ]
          .map((value) => String(value))
          .map((text) => ({ text: /\p{Cs}/u.test(text) ? null : text, encoded: inUrl(text) }))
          .concat(BROKEN_ENCODINGS.map((encoded) => ({ text: null, encoded })));

        for (const { text, encoded } of values) {
          const url = urlWith(encoded);
          sent += 1;
          const answer = await t.app
            .inject({ method: 'GET', url, headers, remoteAddress: freshAddress() })
            .catch((error: unknown) => String(error));
          if (typeof answer === 'string') {
            note(`${operation}: cut short`, `${url}: ${answer}`);
            continue;
          }
          if (answer.statusCode >= 500) {
            note(`${operation}: ${answer.statusCode}`, `${url}: ${answer.body.slice(0, 200)}`);
            continue;
          }
          if (
            answer.statusCode === 200 &&
            answer.headers['content-type']?.toString().startsWith('text/csv')
          ) {
            if (!answer.body.startsWith('\ufeff') || !answer.body.endsWith('\r\n'))
              note(`${operation}: a CSV that is not whole`, url);
          }
          const refusal = answer.statusCode >= 400 ? answer.json<Refusal>() : {};
          const refused = answer.statusCode === 400 || answer.statusCode === 414;
          if (refusal.code === 'validation_failed') {
            const elsewhere = (refusal.errors ?? []).filter((error) => error.path !== where);
            if (elsewhere.length > 0)
              note(`${operation}: refused for ${elsewhere.map((e) => e.path).join()}`, url);
          } else if (
            refusal.code &&
            refusal.code !== 'bad_request' &&
            !NOT_ABOUT_THE_VALUE.has(refusal.code)
          ) {
            note(`${operation}: ${refusal.code}`, url);
          }
          // The server trims text, which the document cannot say; an empty path segment is another route.
          const comparable =
            text !== null &&
            !(parameter.schema.type === 'string' && text !== text.trim()) &&
            !(parameter.in === 'path' && text === '');
          if (!comparable) continue;
          const allowed = documented(asDocumented(parameter.schema, text));
          if (allowed && refused) note(`${operation}: refused what the document allows`, url);
          if (!allowed && !refused) note(`${operation}: took what the document refuses`, url);
        }
      }
    }
    const report = [...problems].map(([key, { count, example }]) => `${key} ×${count}, e.g. ${example}`);
    expect(sent).toBeGreaterThan(reads.length * 80);
    expect(report).toEqual([]);
  }, 600_000);
});
