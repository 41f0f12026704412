import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { signupRequestSchema, verifyRequestSchema } from './auth.ts';
import { emailField } from './common.ts';
import { amount, AMOUNT_TEXT_DOCUMENTED, MAX_AMOUNT, optionalUrl, requiredUrl } from './fields.ts';
import { mfaRequestSchema } from './mfa.ts';
import { posPrecheckInputSchema } from './precheck-pos.ts';
import { REFUSED_CHARACTERS } from './testing.ts';
import { userInputSchema } from './users.ts';

/**
 * The API document writes each request rule from the schema the server checks with: what
 * a field's documented JSON schema allows, the field takes. Where the server trims first, a text
 * without spaces at its ends is allowed by both or by neither; one with them may be refused by the
 * document alone (it says less than the server takes, never more).
 */

type Documented = { pattern?: string; minLength?: number; maxLength?: number; allOf?: Documented[] };

/** A field's JSON schema as the API document shows it (apps/api writes it with the same options). */
function documented(schema: z.ZodType, path: string[]): Documented {
  let node = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  for (const key of path) node = node.properties![key] as typeof node;
  return node as Documented;
}

/** Whether a string is allowed by a documented string schema, as a JSON Schema validator reads it. */
function allows(rule: Documented, text: string): boolean {
  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) return false;
  return (rule.allOf ?? []).every((part) => allows(part, text));
}

/** Text of the characters the rules are about, and ordinary ones. */
const text = (letters: string[], maxLength = 30) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...letters),
      fc.constantFrom(' ', '\t', '\n', '\r', '\u2028', '\u0085', '\u00A0', '\u3000', '\v', '\f', '😀', 'İ'),
      fc.constantFrom(...REFUSED_CHARACTERS),
    ),
    maxLength,
  });
const LETTERS = [...'abcXYZ019.-/:@'];

/** Text with `part` somewhere in it: what a rule is about, among anything else. */
const around = (part: fc.Arbitrary<string>) =>
  fc.tuple(text(LETTERS, 10), part, text(LETTERS, 10)).map((parts) => parts.join(''));

/** Checks a field's documented rule against the field's own check, over generated text. */
function agree(name: string, rule: Documented, takes: (text: string) => boolean, values = text(LETTERS)) {
  it(name, () => {
    fc.assert(
      fc.property(values, (value) => {
        const allowed = allows(rule, value);
        if (value === value.trim()) expect(allowed).toBe(takes(value));
        else if (allowed) expect(takes(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
}

const fieldTakes = (schema: z.ZodType, body: (value: string) => object, path: string) => (value: string) =>
  !schema.safeParse(body(value)).error?.issues.some((issue) => issue.path.join('.') === path);

describe("the API document's text rules are the server's", () => {
  const user = { email: 'anna@example.com' };
  agree(
    "a user's name: one line",
    documented(userInputSchema, ['name']),
    fieldTakes(userInputSchema, (name) => ({ ...user, name }), 'name'),
  );
  agree(
    'a sign-up name: one line, no link in any case',
    documented(signupRequestSchema, ['name']),
    fieldTakes(signupRequestSchema, (name) => ({ ...user, name }), 'name'),
    fc.oneof(text(LETTERS), around(fc.constantFrom('HtTp://', 'https:/', 'WwW.', 'ww.', '.Co/', '.c/'))),
  );
  agree(
    'the e-mailed code: not blank',
    documented(verifyRequestSchema, ['otp']),
    fieldTakes(verifyRequestSchema, (otp) => ({ ...user, otp }), 'otp'),
  );
  agree(
    'a second-factor code: not blank, its length as typed',
    documented(mfaRequestSchema, ['code']),
    fieldTakes(mfaRequestSchema, (code) => ({ ticket: 'a'.repeat(43), code }), 'code'),
  );
  agree(
    'a telephone number: international, the number itself without spaces at its ends',
    documented(posPrecheckInputSchema, ['telephone']),
    fieldTakes(posPrecheckInputSchema, (telephone) => ({ telephone }), 'telephone'),
    fc
      .tuple(
        fc.constantFrom('', ' '),
        fc.stringMatching(/^\+[0-9]{1,4}[ \t\-()0-9]{0,22}$/),
        fc.constantFrom('', ' ', '\t\n', '\u3000', '\v'),
      )
      .map((parts) => parts.join('')),
  );

  it('an e-mail address: what the document allows, the server takes', () => {
    const rule = documented(z.object({ email: emailField('required', 'invalid') }), ['email']);
    const address = fc.oneof(fc.emailAddress(), text([...'abAB09.-_+@!#']));
    fc.assert(
      fc.property(address, (value) => {
        if (allows(rule, value))
          expect(emailField('required', 'invalid').safeParse(value).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
    for (const refused of ['a!b@example.com', 'a@b.c', 'a..b@example.com', '.a@example.com'])
      expect(allows(rule, refused), refused).toBe(false);
    expect(allows(rule, 'Anna.Lena+portal@Example.COM')).toBe(true);
  });
});

describe("the API document's amounts in text", () => {
  const schema = amount('required');

  it('are read as the number they write, within the largest amount', () => {
    const written = fc.string({ unit: fc.constantFrom(...'0123456789', ' ', '\u00A0', '.'), maxLength: 24 });
    fc.assert(
      fc.property(written, (value) => {
        if (allows(AMOUNT_TEXT_DOCUMENTED, value)) expect(schema.safeParse(value).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('stop at as many digits as the largest amount has below it', () => {
    const digits = String(MAX_AMOUNT).length - 1;
    expect(allows(AMOUNT_TEXT_DOCUMENTED, `000${'9'.repeat(digits)}.99`)).toBe(true);
    expect(allows(AMOUNT_TEXT_DOCUMENTED, '9'.repeat(digits + 1))).toBe(false);
    expect(schema.safeParse('9'.repeat(digits + 1)).success).toBe(false);
  });
});

describe("the API document's web addresses", () => {
  const optional = documented(z.object({ url: optionalUrl('invalid') }), ['url']);
  const required = documented(z.object({ url: requiredUrl('required', 'invalid') }), ['url']);
  const takes = (value: string) => requiredUrl('required', 'invalid').safeParse(value).success;
  const bareHost = (length: number) => `${'a'.repeat(length - '.com'.length)}.com`;

  it('allow addresses with a scheme or a bare host, which the server takes', () => {
    for (const url of [
      'https://shop.example.com',
      'HTTP://Shop.Example.co.uk:8080/a/b?c=d&e#f',
      'shop.example.com/ü?q=😀',
      'a-b.c-d.example',
      bareHost(192),
    ]) {
      expect(allows(required, url), url).toBe(true);
      expect(takes(url), url).toBe(true);
    }
  });

  it('refuse what the server refuses: no dot, another scheme, a bad punycode label, a bare host too long for https://', () => {
    for (const url of ['shop', 'ftp://shop.example.com', 'https://xn--zz.example.com', bareHost(193)]) {
      expect(allows(required, url), url).toBe(false);
      expect(takes(url), url).toBe(false);
    }
  });

  it('leave an optional one blank, as the server does', () => {
    expect(allows(optional, '  ')).toBe(true);
    expect(optionalUrl('invalid').safeParse('  ').success).toBe(true);
    expect(allows(required, '')).toBe(false);
  });
});
