import { type AST, RegExpParser } from '@eslint-community/regexpp';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

/**
 * fast-check arbitraries of the values a JSON schema of the API document allows, for the subset of
 * OpenAPI 3.0 the document uses. A keyword it does not know throws rather than being ignored, so a
 * schema it cannot honour is never sampled loosely. Strings come from their patterns (lookarounds are
 * left to the final check) and are kept only if ajv finds them valid against their schema; the caller
 * checks each whole body against the document too.
 */

type Schema = Record<string, unknown>;
export type Components = Record<string, Schema>;

/** The keywords read; the first four say nothing about which values are allowed. */
const KNOWN = new Set([
  'description',
  'default',
  'title',
  'example',
  '$ref',
  'type',
  'nullable',
  'enum',
  'oneOf',
  'anyOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
]);

/**
 * Characters a text may be made of, beyond ASCII letters and digits: every kind of space and line
 * break, controls, bidirectional marks, letters whose case changes their length, combining marks,
 * astral characters, and halves of surrogate pairs. Classes and `\S` pick from these, so a pattern
 * that forgets one of them lets it through and the server is asked about it.
 */
const UNUSUAL = [
  ...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2067',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\ufffe',
  'é',
  'ß',
  'İ',
  'ı',
  'ﬁ',
  '\u212a',
  'ж',
  'ع',
  '中',
  'e\u0301',
  '😀',
  '𝔘',
  '\ud800',
  '\udc00',
];
const ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const anyCharacter = fc.oneof(
  { arbitrary: fc.constantFrom(...ALNUM), weight: 3 },
  { arbitrary: fc.constantFrom(...UNUSUAL), weight: 2 },
);

/** The characters of the pool one regular-expression atom (a class, `\s`, `.`) matches. */
function poolMatching(raw: string): fc.Arbitrary<string>[] {
  const atom = new RegExp(`^(?:${raw})$`, 'u');
  const matching = [...ALNUM, ...UNUSUAL].filter((c) => atom.test(c));
  return matching.length > 0 ? [fc.constantFrom(...matching)] : [];
}

function characterOf(raw: string): fc.Arbitrary<string> {
  const [matching] = poolMatching(raw);
  if (!matching) throw new Error(`no character of the pool matches ${raw}`);
  return matching;
}

/**
 * A string of `element` repeated between `min` and `max` times; an open end stops at `cap`. Short
 * strings mostly, and now and then one of any length up to the limit, where length rules bite.
 */
function repeated(element: fc.Arbitrary<string>, min: number, max: number, cap: number) {
  const maxLength = Math.max(min, Math.min(max, cap));
  const list = (size: fc.SizeForArbitrary) => fc.array(element, { minLength: min, maxLength, size });
  return fc
    .oneof({ arbitrary: list('small'), weight: 4 }, { arbitrary: list('max'), weight: 1 })
    .map((parts) => parts.join(''));
}

function fromNode(node: AST.Node, cap: number): fc.Arbitrary<string> {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return fc.oneof(...node.alternatives.map((alternative) => fromNode(alternative, cap)));
    case 'Alternative': {
      if (node.elements.length === 0) return fc.constant('');
      const parts = node.elements.map((element) => fromNode(element, cap));
      return fc.tuple(...parts).map((strings) => strings.join(''));
    }
    case 'Quantifier':
      return repeated(fromNode(node.element, cap), node.min, node.max, cap);
    case 'Character':
      return fc.constant(String.fromCodePoint(node.value));
    case 'CharacterClass': {
      if (node.negate) return characterOf(node.raw);
      // A class's own ranges, drawn from directly, and what of the pool it matches.
      const ranges = node.elements.flatMap((element) =>
        element.type === 'CharacterClassRange'
          ? [
              fc
                .integer({ min: element.min.value, max: element.max.value })
                .map((c) => String.fromCodePoint(c)),
            ]
          : [],
      );
      const sources = [...poolMatching(node.raw), ...ranges];
      if (sources.length === 0) return characterOf(node.raw);
      return fc.oneof(...sources);
    }
    case 'CharacterSet':
      return characterOf(node.raw);
    case 'Assertion':
      // `^` and `$` match where the string starts and ends; a lookaround is checked on the result.
      if (node.kind === 'start' || node.kind === 'end' || node.kind === 'lookahead') return fc.constant('');
      throw new Error(`no generator for the assertion ${node.raw}`);
    default:
      throw new Error(`no generator for ${node.type} (${node.raw})`);
  }
}

/** Strings `pattern` may match, drawn from its parts; most match it, the caller keeps those that do. */
function stringsOf(pattern: string, cap: number): fc.Arbitrary<string> {
  const parsed = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, {
    unicode: true,
  });
  return fromNode(parsed, cap);
}

export function schemaArbitrary(root: Schema, components: Components): fc.Arbitrary<unknown> {
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);

  function resolve(schema: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = components[ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`no component ${ref}`);
    return resolve(target);
  }

  function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
    const branches = (schema.allOf as Schema[] | undefined) ?? [];
    const patterns = [schema, ...branches].flatMap((s) => (typeof s.pattern === 'string' ? [s.pattern] : []));
    const cap = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
    const sources = [
      ...patterns.map((pattern) => stringsOf(pattern, cap)),
      ...(schema.format === 'email' ? [fc.emailAddress()] : []),
    ];
    if (sources.length === 0) {
      // Text of any characters rarely has a format's shape, and the check below would refuse it all.
      if (schema.format)
        throw new Error(`no generator for format ${JSON.stringify(schema.format)} without a pattern`);
      sources.push(repeated(anyCharacter, 0, Infinity, cap));
    }
    const valid = ajv.compile(schema);
    return fc.oneof(...sources).filter((value) => valid(value));
  }

  function arbitrary(given: Schema): fc.Arbitrary<unknown> {
    const schema = resolve(given);
    const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
    if (unknown.length > 0) throw new Error(`no generator for ${unknown.join(', ')}`);
    const value = valueArbitrary(schema);
    return schema.nullable === true ? fc.oneof(fc.constant(null), value) : value;
  }

  function valueArbitrary(schema: Schema): fc.Arbitrary<unknown> {
    // Only a string's checks are combined (patterns one after another), in stringArbitrary.
    if (schema.allOf && schema.type !== 'string') throw new Error('no generator for allOf but of strings');
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map(arbitrary));
    if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(arbitrary));
    switch (schema.type) {
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitrary(s)]));
        const requiredKeys = (schema.required ?? []) as string[];
        return fc.record(shape, { requiredKeys });
      }
      case 'array':
        return fc.array(arbitrary(schema.items as Schema), {
          minLength: (schema.minItems as number | undefined) ?? 0,
          maxLength:
            (schema.maxItems as number | undefined) ?? ((schema.minItems as number | undefined) ?? 0) + 4,
        });
      case 'string':
        return stringArbitrary(schema);
      case 'number':
      case 'integer': {
        const range = {
          min: schema.minimum as number | undefined,
          max: schema.maximum as number | undefined,
        };
        if (schema.type === 'integer') return fc.integer(range);
        return fc.double({ ...range, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      default:
        throw new Error(`no generator for type ${String(schema.type)}`);
    }
  }

  return arbitrary(root);
}
