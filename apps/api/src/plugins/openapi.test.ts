import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ECOM_SERVICES, ecomPrecheckInputSchema } from '@portal/shared';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiTypes, TYPES_FILE } from '../../scripts/openapi-document.ts';
import { codeIn, createTestApp, type TestApp } from '../test/app.ts';
import { ecomPrecheckBody } from '../test/precheck-ecom-fixture.ts';
import type { paths } from '../test/openapi-types.d.ts';
import { posPrecheckBody } from '../test/precheck-pos-fixture.ts';
import { ACCESS_RULES, type RouteAccess } from './access.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-api-key-scope'?: string;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

const SECURITY_OF_TOKEN = {
  ignored: [],
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
  metrics: [{ metricsToken: [] }],
};

/** What a client generator needs of one operation, and what enforcement says its security is. */
function problemsOf(operation: Operation, { access, keyScope }: RouteAccess): string[] {
  const rule = ACCESS_RULES[access];
  const statuses = Object.keys(operation.responses);
  const security = JSON.stringify([...SECURITY_OF_TOKEN[rule.token], ...(keyScope ? [{ apiKey: [] }] : [])]);
  return [
    !operation.summary && 'no summary',
    !operation.operationId && 'no operationId',
    !operation.tags?.length && 'no tags',
    JSON.stringify(operation.security) !== security && `security is not ${security}`,
    rule.token !== 'ignored' && !statuses.includes('401') && 'no 401',
    // A person's token may be an API key, refused (403) wherever its scope does not reach.
    statuses.includes('403') !== (rule.token === 'optional' || rule.token === 'required') &&
      '403 unlike its access',
    operation['x-api-key-scope'] !== keyScope && `key scope is not ${keyScope}`,
    keyScope && !statuses.includes('429') && "no 429 for a key's budget",
    // A browser's way to somewhere else (single sign-on's) answers a redirect instead.
    !statuses.some((s) => s.startsWith('2') || s === '302') && 'no 2xx answer',
    !statuses.some((s) => s.startsWith('4')) && 'no 4xx answer',
  ].filter((problem) => typeof problem === 'string');
}

describe('the API document', () => {
  it('describes every API route: summary, unique operationId, tags, security as enforced, a 2xx and a 4xx', () => {
    const routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs'));
    const problems: string[] = [];
    const operationIds: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      const found = operation ? problemsOf(operation, route) : ['not in the document'];
      problems.push(...found.map((problem) => `${route.method} ${route.url}: ${problem}`));
      if (operation?.operationId) operationIds.push(operation.operationId);
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    expect(new Set(operationIds).size).toBe(routes.length);
  });

  it('matches the committed client types (run `npm run openapi:types` after changing a route)', async () => {
    expect(await openapiTypes(document)).toBe(readFileSync(TYPES_FILE, 'utf8'));
  });
});

describe('a client typed from the document', () => {
  it('submits a POS pre-check anonymously and reads it back as an admin', async () => {
    await t.addUser('openapi-admin@example.com', 'admin');
    const { authorization } = await t.signIn('openapi-admin@example.com');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}/api` });

    const created = await client.POST('/precheck-pos', {
      params: { query: { language: 'en' } },
      // Amounts as the form writes them, in text: the document allows a number or its digits.
      body: {
        ...posPrecheckBody({ company: 'Typed Client GmbH' }),
        turnover: '25 000',
        receiptSize: '12.50',
      },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;

    const read = await client.GET('/precheck-pos/{id}', {
      params: { path: { id } },
      headers: { authorization },
    });
    expect(read.response.status).toBe(200);
    expect(read.data?.company).toBe('Typed Client GmbH');
    expect(read.data?.turnover).toBe(25000);
    // @ts-expect-error -- a field the document does not name is a type error, so the types are not `any`
    expect(read.data?.companyName).toBeUndefined();

    const refused = await client.GET('/precheck-pos/{id}', { params: { path: { id } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('unauthorized');
    expect(refused.error?.message).toEqual(expect.any(String));
  });
});

describe('a partner client generated from the document', () => {
  it('signs in, submits both kinds with all seven services once each, reads them, fetches a PDF and deletes', async () => {
    const partner = 'openapi-partner@example.com';
    await t.addUser(partner);
    await t.addUser('openapi-deleter@example.com', 'admin');
    const admin = await t.signIn('openapi-deleter@example.com');
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}/api` });

    const before = t.mail.outbox.length;
    expect((await client.POST('/auth/login', { body: { email: partner } })).response.status).toBe(200);
    const otp = codeIn(await t.mail.nextMailTo(partner, before));
    const verified = await client.POST('/auth/verify', { body: { email: partner, otp } });
    const token = verified.data && 'access_token' in verified.data ? verified.data.access_token : '';
    expect(token).not.toBe('');
    const authorization = `Bearer ${token}`;

    const key = randomUUID();
    const pos = {
      ...posPrecheckBody({ company: 'Partner Client GmbH' }),
      turnover: 25000,
      receiptSize: 12.5,
    };
    const sent = await client.POST('/precheck-pos', {
      params: { header: { 'idempotency-key': key } },
      headers: { authorization },
      body: pos,
    });
    expect(sent.response.status).toBe(201);
    const again = await client.POST('/precheck-pos', {
      params: { header: { 'idempotency-key': key } },
      headers: { authorization },
      body: pos,
    });
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.id).toBe(sent.data?.id);

    const ecomBody = ecomPrecheckInputSchema.parse(ecomPrecheckBody([...ECOM_SERVICES], 'us'));
    const ecom = await client.POST('/precheck', {
      params: { header: { 'idempotency-key': randomUUID() } },
      headers: { authorization },
      body: ecomBody,
    });
    expect(ecom.response.status).toBe(201);
    const ecomId = ecom.data?.id ?? '';
    const read = await client.GET('/precheck/{id}', {
      params: { path: { id: ecomId } },
      headers: { authorization },
    });
    // Typed through: the general information's fields are strings, an amount a number.
    expect(read.data?.genInfo.genComp.toUpperCase()).toBe('NORDLICHT COMMERCE GMBH');
    expect(read.data?.ccpInfo?.ccpAvgTxVal.toFixed(2)).toBe('89.90');
    expect(read.data?.srv).toHaveLength(7);
    // @ts-expect-error -- the password is never part of an answer
    expect(read.data?.genInfo.genPass).toBeUndefined();

    const pdf = await client.GET('/precheck/{id}/pdf', {
      params: { path: { id: ecomId }, query: { language: 'de' } },
      headers: { authorization },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(pdf.data ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const removed = await client.DELETE('/precheck/{id}', {
      params: { path: { id: ecomId } },
      headers: { authorization: admin.authorization },
    });
    expect(removed.response.status).toBe(204);
    const gone = await client.GET('/precheck/{id}', {
      params: { path: { id: ecomId } },
      headers: { authorization },
    });
    expect(gone.error?.code).toBe('not_found');
  });
});

describe("the document's request bodies", () => {
  /** Whether the document allows `body` for the operation at `path`, by ajv, as a generated client would. */
  function documentAllows(path: string, body: unknown): boolean {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, 'api');
    const pointer = `/paths/${path.replace(/\//g, '~1')}/post/requestBody/content/application~1json/schema`;
    return ajv.validate({ $ref: `api#${pointer}` }, body);
  }

  it('allow exactly what the server takes, for the edges where the two used to part', async () => {
    await t.addUser('openapi-edges@example.com', 'admin');
    const { authorization } = await t.signIn('openapi-edges@example.com');
    const pos = posPrecheckBody({ company: 'Edge Case GmbH' });
    const ecom = ecomPrecheckBody([...ECOM_SERVICES], 'us');
    const cases: [string, string, unknown][] = [
      ['a POS pre-check as the form sends it', '/precheck-pos', pos],
      ['amounts as numbers', '/precheck-pos', { ...pos, turnover: 25000, receiptSize: 12.5 }],
      ['an amount as spaced digits', '/precheck-pos', { ...pos, turnover: '25 000' }],
      ['an amount in words', '/precheck-pos', { ...pos, turnover: 'a lot' }],
      ['a company of spaces only', '/precheck-pos', { ...pos, company: '   ' }],
      ['an e-mail without a domain', '/precheck-pos', { ...pos, email: 'someone@' }],
      ['a field the API does not know', '/precheck-pos', { ...pos, companyName: 'x' }],
      ['a website as a bare host', '/precheck-pos', { ...pos, website: 'shop.example.com' }],
      [
        'a bare host too long once https:// is added',
        '/precheck-pos',
        { ...pos, website: `${'a'.repeat(189)}.com` },
      ],
      ['a website without a dot', '/precheck-pos', { ...pos, website: 'shop' }],
      ['an e-mail `format: email` allows', '/precheck-pos', { ...pos, email: 'a!b@example.com' }],
      ['an amount in text over the largest', '/precheck-pos', { ...pos, turnover: '1 000 000 000 000 1' }],
      ['a name over two lines', '/users', { name: 'Anna\nLena', email: 'anna.lena@example.com' }],
      ['an e-commerce pre-check with all seven services', '/precheck', ecom],
      ['general information that is a number', '/precheck', { ...ecom, genInfo: 42 }],
      ['a misspelt general field', '/precheck', { ...ecom, genInfo: { ...ecom.genInfo, genCompany: 'x' } }],
    ];
    const disagreements: string[] = [];
    for (const [what, path, body] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { authorization },
        payload: body as object,
      });
      const server = answer.statusCode === 201;
      if (documentAllows(path, body) !== server) disagreements.push(`${what}: server ${answer.statusCode}`);
    }
    expect(disagreements).toEqual([]);
  });
});
