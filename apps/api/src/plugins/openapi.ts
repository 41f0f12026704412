import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AMOUNT_AS_TEXT, AMOUNT_TEXT_DOCUMENTED, type ApiKeyScope, errorBodySchema } from '@portal/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from '@portal/shared/zod';
import { ACCESS_RULES, type AccessRule } from './access.ts';

/** Every error answer has this one body; the document names it once and refers to it. */
z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });

const BEARER = 'bearerAuth';
const API_KEY = 'apiKey';
const METRICS_TOKEN = 'metricsToken';

/**
 * Whom a declaration lets in, in the document's terms: no token, a token if any, a token, or the
 * metrics token.
 */
const SECURITY = {
  ignored: [],
  // An empty requirement next to the bearer one: calling without a token is allowed too.
  optional: [{}, { [BEARER]: [] }],
  required: [{ [BEARER]: [] }],
  metrics: [{ [METRICS_TOKEN]: [] }],
} as const;

/**
 * What an access declaration refuses with. A person's token is checked against the database, which
 * can be unavailable, and may be an API key that may not call the route; the metrics token is only
 * compared (404 while none is set), and a scrape reads the database.
 */
const ACCESS_REFUSALS: Record<AccessRule['token'], string[]> = {
  ignored: [],
  optional: ['401', '403', '503'],
  required: ['401', '403', '503'],
  metrics: ['401', '404', '503'],
};

/**
 * A route a key may call takes one as an alternative. OpenAPI 3.0 lists scopes only for OAuth, so the
 * scope a key needs is the operation's `x-api-key-scope` (and said in its description).
 */
function securityOf(rule: AccessRule, keyScope: ApiKeyScope | undefined) {
  const security = SECURITY[rule.token];
  return keyScope ? [...security, { [API_KEY]: [] }] : security;
}

/** What an error status means wherever it is answered. */
const ERROR_ANSWERS: Record<string, string> = {
  400: 'The request is invalid; `errors` names each field that is wrong and why',
  401: 'Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike)',
  403: 'The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`)',
  404: 'No such record, or one the caller may not see',
  409: 'The change conflicts with what is stored',
  413: 'The body is larger than the server accepts',
  415: 'The body is not JSON',
  429: 'Too many requests; try again after Retry-After seconds',
  503: 'A store the server needs is unavailable; try again after Retry-After seconds',
  // Refusals made before any route runs, so every call can meet them.
  '4XX':
    'The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431)',
  '5XX': 'The server failed unexpectedly',
};

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' },
};
const RETRY_STATUSES = new Set(['429', '503']);

/** The answer headers DESIGN §10 and §11 promise, by what a route does. */
const HEADERS = {
  requestId: {
    'X-Request-Id': {
      type: 'string',
      description:
        "The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one " +
        'of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support.',
    },
  },
  location: { Location: { type: 'string', description: 'The URL of the record just created' } },
  replayed: {
    'Idempotent-Replayed': {
      type: 'string',
      enum: ['true'],
      description:
        'Present when this is the stored answer of an earlier request with the same Idempotency-Key',
    },
  },
  etag: {
    ETag: {
      type: 'string',
      description:
        'The strong entity tag of this version: send it in If-None-Match to read, If-Match to update',
    },
  },
  rateLimit: {
    'RateLimit-Policy': {
      type: 'string',
      description:
        'The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900`',
    },
    RateLimit: {
      type: 'string',
      description: 'What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840`',
    },
  },
} as const;

/** The facts about a route that decide its answers' headers. */
type RouteTraits = { idempotent: boolean; tagged: boolean; limited: boolean };

function traitsOf(route: RouteOptions, schema: FastifySchema): RouteTraits {
  const headers = Object.keys((schema.headers as { shape?: object } | undefined)?.shape ?? {});
  return {
    idempotent: headers.includes('idempotency-key'),
    tagged: Boolean(route.config?.etag) || headers.includes('if-match'),
    limited: Boolean(route.config?.rateLimited ?? route.config?.keyScope),
  };
}

function headersOf(status: string, traits: RouteTraits, named: Record<string, unknown> | undefined) {
  const success = status.startsWith('2');
  return {
    ...named,
    ...HEADERS.requestId,
    ...(RETRY_STATUSES.has(status) || (traits.idempotent && status === '409') ? RETRY_AFTER : {}),
    ...(status === '201' ? HEADERS.location : {}),
    ...(traits.idempotent && success ? HEADERS.replayed : {}),
    ...(traits.tagged && status === '200' ? HEADERS.etag : {}),
    ...(traits.limited && (success || status === '429') ? HEADERS.rateLimit : {}),
  };
}

type Answers = Record<string, unknown>;

/**
 * The error answers a route gives without declaring them, written here once rather than on every
 * route: what its access declaration refuses with (a token is checked against the database, so that
 * can be unavailable too), what reading a body or checking the input refuses with, and the refusals
 * of the server itself.
 */
function commonAnswers(route: RouteOptions, schema: FastifySchema, rule: AccessRule): Answers {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const checksInput = Boolean(schema.body ?? schema.querystring ?? schema.params ?? schema.headers);
  const statuses = [
    ...(takesBody || checksInput ? ['400'] : []),
    ...ACCESS_REFUSALS[rule.token],
    ...(route.config?.keyScope ? ['429'] : []),
    ...(takesBody ? ['413', '415'] : []),
    '4XX',
    '5XX',
  ];
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/**
 * A response object in @fastify/swagger's terms: a description, headers, and the body by media type.
 * `declared` is the answer as the route wrote it: the zod transform keeps only the description and
 * the body of an answer with media types, so the headers it names (a download's file name) are taken
 * from there.
 */
function describeAnswer(
  status: string,
  json: Record<string, unknown>,
  declared: unknown,
  traits: RouteTraits,
) {
  const description = ERROR_ANSWERS[status] ?? STATUS_CODES[status] ?? status;
  const named = (declared as { headers?: Record<string, unknown> } | undefined)?.headers;
  const all = headersOf(status, traits, named);
  const headers = Object.keys(all).length > 0 ? { headers: all } : {};
  // No body (204, 304): zod's null, which OpenAPI 3.0 spells as a nullable enum of null alone, and
  // which @fastify/swagger leaves without content when told `type: 'null'`.
  const isNull =
    json.type === 'null' || (Array.isArray(json.enum) && json.enum.length === 1 && json.enum[0] === null);
  if (isNull) return { description, ...headers, type: 'null' };
  // The route already named its media types (a PDF).
  if ('content' in json) return { description, ...headers, ...json };
  return { description, ...headers, content: { 'application/json': { schema: json } } };
}

/** Security and the undeclared answers come from the route's access declaration, then zod does the rest. */
const transform: SwaggerTransform = (document) => {
  const { route, schema } = document;
  const access = route.config?.access;
  if (!schema || schema.hide || !access) return jsonSchemaTransform(document);
  const rule = ACCESS_RULES[access];
  const keyScope = route.config?.keyScope;
  const security = securityOf(rule, keyScope);
  // Only the access hook refuses with 403, so a route's declaration alone decides whether it can.
  const { 403: _roleRefusal, ...declared } = (schema.response ?? {}) as Answers;
  const response = { ...commonAnswers(route, schema, rule), ...declared };
  const body: unknown = route.config?.documentedBody ?? schema.body;
  const transformed = jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      security,
      response,
      ...(body ? { body } : {}),
      ...(keyScope && {
        'x-api-key-scope': keyScope,
        description: [schema.description, `An API key with the \`${keyScope}\` scope may call this.`]
          .filter(Boolean)
          .join('\n\n'),
      }),
    },
  });
  const answers = transformed.schema.response as Record<string, Record<string, unknown>>;
  const traits = traitsOf(route, schema);
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      response: Object.fromEntries(
        Object.entries(answers).map(([status, json]) => [
          status,
          describeAnswer(status, json, declared[status], traits),
        ]),
      ),
    },
  };
};

/** Calls `fix` on every schema object of the document, depth first, each after its parent. */
function eachSchema(node: unknown, fix: (schema: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachSchema(item, fix);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  fix(schema);
  for (const value of Object.values(schema)) eachSchema(value, fix);
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum must list null itself (zod
 * writes `{enum: [...], nullable: true}`, which validators read as "never null").
 */
function nullInNullableEnum(schema: Record<string, unknown>): void {
  const values: unknown = schema.enum;
  if (schema.nullable === true && Array.isArray(values) && !values.includes(null)) {
    schema.enum = [...(values as unknown[]), null];
  }
}

/** Where the schemas mark an amount (`AMOUNT_AS_TEXT`), a number or its digits in text (DESIGN §7). */
function amountAsNumberOrText(schema: Record<string, unknown>): void {
  if (schema[AMOUNT_AS_TEXT] !== true) return;
  const { [AMOUNT_AS_TEXT]: _mark, ...number } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  schema.oneOf = [number, { ...AMOUNT_TEXT_DOCUMENTED }];
}

/**
 * zod's input/output split gives every registered schema an input twin; the error body is only ever
 * an answer, so the schemas no operation refers to are left out.
 */
const transformObjectWith =
  (webhooks: object): SwaggerTransformObject =>
  (documentObject) => {
    const document = { ...jsonSchemaTransformObject(documentObject), 'x-webhooks': webhooks };
    eachSchema(document, (schema) => {
      nullInNullableEnum(schema);
      amountAsNumberOrText(schema);
    });
    const { schemas, ...components } = (document as { components?: { schemas?: object } }).components ?? {};
    if (!schemas) return document;
    const referenced = JSON.stringify({ ...document, components });
    const used = Object.entries(schemas).filter(([name]) =>
      referenced.includes(`"#/components/schemas/${name}"`),
    );
    return { ...document, components: { ...components, schemas: Object.fromEntries(used) } };
  };

const DESCRIPTION = `The onboarding portal's API: POS and e-commerce pre-checks, the merchants derived from them,
users, and the admin dashboard.

Sign in with \`POST /auth/login\` (a code is mailed) and \`POST /auth/verify\`, then send the
\`access_token\` as \`Authorization: Bearer <token>\`. Anyone may submit a pre-check: without a token
the request carries a solved captcha in \`X-Captcha-Token\`.

Another system (a CRM, an underwriting tool) calls with an API key an admin created on the API keys
screen: \`Authorization: Bearer pk_…\`. A key may call the operations whose \`x-api-key-scope\` is
one of its scopes, and nothing about users, keys, webhooks, the audit log, second factors or sign-in.

Every error answers \`{message, errors?}\`, translated into \`?language=\` or \`Accept-Language\`.

Webhooks: an admin registers endpoints (\`/webhooks\`); each event they subscribe to is posted to them
as \`{type, timestamp, data}\`, signed as the Standard Webhooks specification says (\`webhook-id\`,
\`webhook-timestamp\`, \`webhook-signature\`). \`x-webhooks\` lists the events and their bodies (the shape
of OpenAPI 3.1's \`webhooks\`). Delivery is at least once and in no promised order: drop a
\`webhook-id\` you have seen.`;

/**
 * The API document at /api/docs/json and its viewer at /api/docs. The events the portal posts are the
 * webhooks module's to describe (`x-webhooks`).
 */
async function openapiPlugin(app: FastifyInstance, { webhooks }: { webhooks: object }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Onboarding portal API', version: '1.0.0', description: DESCRIPTION },
      // Relative: the document describes whichever host serves it.
      servers: [{ url: '/api', description: 'The server this document came from' }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access_token that POST /auth/verify answers',
          },
          [API_KEY]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pk_…',
            description:
              'An API key an admin created (`pk_…`), for another system: it may call only the operations whose `x-api-key-scope` is one of its scopes. Every call is in the audit log with the key as actor; a key has its own budgets (`RateLimit` fields).',
          },
          [METRICS_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "The server's `METRICS_TOKEN`, for a metrics scraper (Prometheus): it opens `GET /metrics` and nothing else.",
          },
        },
      },
    },
    transform,
    transformObject: transformObjectWith(webhooks),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['access'] });
