import { translate } from '@portal/i18n';
import {
  ECOM_GROUP_SCHEMAS,
  ECOM_GROUPS,
  ecomPrecheckInputSchema,
  loginRequestSchema,
  posPrecheckInputSchema,
  SERVICES_BY_REGION,
  signupRequestSchema,
  userInputSchema,
  verifyRequestSchema,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { REFUSED_CHARACTERS } from '@portal/shared/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@portal/shared/zod';
import { users } from './db/schema.ts';
import { createTestApp, freshAddress, type TestApp } from './test/app.ts';
import { ecomPrecheckBody } from './test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from './test/precheck-pos-fixture.ts';
import { expectRefused } from './test/refused.ts';

/*
 * Any text in any text field of any write: the API never fails with a 5xx; half a surrogate pair or a
 * bidirectional control is refused with the field's characters message; and whatever is accepted is
 * stored exactly as the schema hands it on, never silently altered (PostgreSQL would turn half a pair
 * into U+FFFD).
 */

let t: TestApp;
let admin: string;
let someUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('hostile-admin@example.com', 'admin');
  someUserId = (await t.addUser('hostile-target@example.com')).id;
  admin = (await t.signIn('hostile-admin@example.com')).authorization;
});
afterAll(() => t.close());

// What must never be stored, written independently of the PLAIN_TEXT pattern it checks.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const forbidden = (text: string) => BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text);

const TROUBLE = [
  ...REFUSED_CHARACTERS,
  '\u0008',
  '\uFEFF',
  '\uFFFD',
  '\u200F',
  '\u2028',
  '\n',
  '\t',
  '😀',
  '"',
  '\\',
  "'; drop table users; --",
  '<script>',
  '%00',
];

/** Arbitrary text of any code point, with the troublemakers above mixed in often. */
const noise = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.constantFrom(...TROUBLE),
  ),
  maxLength: 12,
});

/**
 * How a run replaces a valid answer: noise alone, or the run's own answer with noise around it (so it
 * may still pass). Applied to each run's fresh body, so a unique e-mail stays unique when only
 * whitespace is added around it.
 */
type Replacement = { place: 'alone' | 'after' | 'before'; noise: string };
const replacement: fc.Arbitrary<Replacement> = fc.record({
  place: fc.constantFrom('alone', 'after', 'before'),
  noise,
});
const replace = (original: string, { place, noise: n }: Replacement) =>
  place === 'alone' ? n : place === 'after' ? `${original}${n}` : `${n}${original}`;

/** The text fields of a write schema: the properties that come out as free text, not one of a list. */
function textFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown; enum?: unknown }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([, property]) => property.type === 'string' && !property.enum)
    .map(([name]) => name);
}

type Path = readonly string[];
type Body = Record<string, unknown>;
type Answer = { statusCode: number; json: () => unknown };

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Body | undefined)?.[key], value);

function withValue(body: Body, path: Path, value: string): Body {
  const [head, ...rest] = path as [string, ...string[]];
  return { ...body, [head]: rest.length ? withValue(body[head] as Body, rest, value) : value };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

type Write = {
  name: string;
  /** The schema the API checks the body with: it names the text fields and what a stored row holds. */
  schema: z.ZodType;
  fields: Path[];
  body: () => Body;
  send: (body: Body) => Promise<Answer>;
  /** The stored record of an accepted write, shaped like the body. */
  stored?: (answer: Answer, expected: Body) => Promise<unknown>;
  numRuns: number;
};

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}@example.com`;
const inject = (method: 'POST' | 'PUT', url: string, payload: Body, authorization?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: freshAddress(),
    // An update names the version it was made on; any, here, where the text is the subject.
    ...(authorization && { headers: { authorization, ...(method === 'PUT' && { 'if-match': '*' }) } }),
  });
const read = async (url: string) => (await t.app.inject({ url, headers: { authorization: admin } })).json();
const idOf = (answer: Answer) => (answer.json() as { id: string }).id;

const ALL_SERVICES = [...SERVICES_BY_REGION.us];

const WRITES: Write[] = [
  {
    name: 'POS pre-check',
    schema: posPrecheckInputSchema,
    fields: textFields(posPrecheckInputSchema).map((name) => [name]),
    body: () => posPrecheckBody(),
    send: (body) => inject('POST', '/api/precheck-pos', body),
    stored: (answer) => read(`/api/precheck-pos/${idOf(answer)}`),
    numRuns: 50,
  },
  ...ECOM_GROUPS.map((group): Write => ({
    name: `e-commerce pre-check, ${group}`,
    schema: ecomPrecheckInputSchema,
    fields: textFields(ECOM_GROUP_SCHEMAS[group]).map((name) => [group, name]),
    body: () => ecomPrecheckBody(ALL_SERVICES),
    send: (body) => inject('POST', '/api/precheck', body),
    async stored(answer) {
      const id = idOf(answer);
      const record = (await read(`/api/precheck/${id}`)) as { genInfo: Body };
      // The password comes back only from its own call.
      const { genPass } = (await read(`/api/precheck/${id}/secret`)) as { genPass: string };
      return { ...record, genInfo: { ...record.genInfo, genPass } };
    },
    numRuns: 30,
  })),
  {
    name: 'user, created by an admin',
    schema: userInputSchema,
    fields: textFields(userInputSchema).map((name) => [name]),
    body: () => ({ name: 'Ada Lovelace', email: unique('ada') }),
    send: (body) => inject('POST', '/api/users', body, admin),
    stored: (answer) => read(`/api/users/${idOf(answer)}`),
    numRuns: 30,
  },
  {
    name: 'user, updated by an admin',
    schema: userInputSchema,
    fields: textFields(userInputSchema).map((name) => [name]),
    body: () => ({ name: 'Ada Lovelace', email: unique('ada') }),
    send: (body) => inject('PUT', `/api/users/${someUserId}`, body, admin),
    stored: () => read(`/api/users/${someUserId}`),
    numRuns: 30,
  },
  {
    name: 'sign-up',
    schema: signupRequestSchema,
    fields: textFields(signupRequestSchema).map((name) => [name]),
    body: () => ({ name: 'Grace Hopper', email: unique('grace'), languagePreference: 'en' }),
    send: (body) => inject('POST', '/api/auth/signup', body),
    async stored(_answer, expected) {
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(expected.email)));
      return row;
    },
    numRuns: 30,
  },
  {
    name: 'sign-in, code request',
    schema: loginRequestSchema,
    fields: textFields(loginRequestSchema).map((name) => [name]),
    body: () => ({ email: unique('nobody') }),
    send: (body) => inject('POST', '/api/auth/login', body),
    numRuns: 25,
  },
  {
    name: 'sign-in, code check',
    schema: verifyRequestSchema,
    fields: textFields(verifyRequestSchema).map((name) => [name]),
    body: () => ({ email: unique('nobody'), otp: '123456' }),
    send: (body) => inject('POST', '/api/auth/verify', body),
    numRuns: 25,
  },
];

const invalidCharacters = translate('en', 'validation.invalidCharacters');

describe('hostile text in every text field of every write', () => {
  it('finds the text fields in the schemas', () => {
    const named = (name: string) =>
      WRITES.find((write) => write.name === name)!.fields.map((p) => p.join('.'));
    expect(named('POS pre-check')).toEqual(expect.arrayContaining(['company', 'website', 'email', 'mobile']));
    expect(named('e-commerce pre-check, genInfo')).toEqual(
      expect.arrayContaining(['genInfo.genUrl', 'genInfo.genPass', 'genInfo.genEmail', 'genInfo.genPhone']),
    );
    expect(named('sign-in, code check')).toEqual(['email', 'otp']);
    for (const write of WRITES) expect(write.fields.length, write.name).toBeGreaterThan(0);
  });

  it.each(WRITES.map((write) => [write.name, write] as const))('%s', async (_name, write) => {
    // Each field is replaced in about one run in five, so a run changes a few fields at once.
    const changes = fc.record(
      Object.fromEntries(
        write.fields.map((path) => [
          path.join('.'),
          fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: replacement, weight: 1 }),
        ]),
      ),
    );
    await fc.assert(
      fc.asyncProperty(changes, async (change) => {
        let body = write.body();
        const changed = write.fields.filter((path) => change[path.join('.')] !== undefined);
        for (const path of changed) {
          body = withValue(body, path, replace(String(at(body, path)), change[path.join('.')]!));
        }

        const answer = await write.send(body);
        expect(answer.statusCode).toBeLessThan(500);

        const hostile = changed.filter((path) => forbidden(String(at(body, path))));
        if (hostile.length > 0) {
          expectRefused(answer, 'validation_failed');
          const { errors } = answer.json() as { errors: { path: string; message: string }[] };
          for (const path of hostile) {
            expect(errors).toContainEqual({
              path: path.join('.'),
              code: 'invalid',
              message: invalidCharacters,
            });
          }
        }

        if (answer.statusCode < 300 && write.stored) {
          const expected = write.schema.parse(body) as Body;
          const stored = await write.stored(answer, expected);
          for (const path of write.fields)
            expect(at(stored, path) ?? null).toEqual(at(expected, path) ?? null);
          for (const text of strings(stored)) expect(forbidden(text), JSON.stringify(text)).toBe(false);
        }
      }),
      { numRuns: write.numRuns },
    );
  });
});

describe('hostile text in query strings and path parameters', () => {
  const wellFormed = noise.filter((text) => !LONE_SURROGATE.test(text));

  it('the list search: never a 5xx, and a bidirectional control refused on querystring.q', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/users', '/api/precheck-pos', '/api/precheck', '/api/merchant'),
        wellFormed,
        async (list, q) => {
          const answer = await t.app.inject({
            url: `${list}?q=${encodeURIComponent(q)}`,
            headers: { authorization: admin },
          });
          expect(answer.statusCode).toBeLessThan(500);
          if (BIDI_CONTROL.test(q)) {
            expectRefused(answer, 'validation_failed');
            expect(answer.json().errors).toContainEqual({
              path: 'querystring.q',
              code: 'invalid',
              message: invalidCharacters,
            });
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('half a surrogate pair, percent-encoded as its would-be UTF-8, is never a 5xx', async () => {
    for (const url of ['/api/users?q=%ED%A0%80', '/api/merchant?q=a%ED%B0%80b', '/api/users/%ED%A0%80']) {
      const answer = await t.app.inject({ url, headers: { authorization: admin } });
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('path parameters: never a 5xx, always a JSON answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/users/', '/api/precheck-pos/', '/api/precheck/', '/api/merchant/'),
        wellFormed.filter((text) => text.length > 0),
        async (base, id) => {
          const answer = await t.app.inject({
            url: `${base}${encodeURIComponent(id)}`,
            headers: { authorization: admin },
          });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        },
      ),
      { numRuns: 40 },
    );
  });
});
