import { z } from './zod.ts';
import { PLAIN_TEXT, plainText, plainTextWithout, requiredText } from './common.ts';
import { MAX_LONG_TEXT, MAX_TEXT } from './limits.ts';
import { YES_NO } from './field-catalogue.ts';
import { tooLong } from './messages.ts';

/**
 * Field builders shared by the pre-check forms. Each takes the catalogue key of its "required"
 * message; format messages are common keys. Form values arrive as strings from the browser and as
 * JSON from API clients, so both shapes are accepted and normalised here, once.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function optionalText(max = MAX_TEXT) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(max, { error: tooLong(max) })
      .regex(PLAIN_TEXT, plainText)
      .optional(),
  );
}

export function requiredLongText(messageKey: string) {
  return requiredText(messageKey, MAX_LONG_TEXT);
}

/** Digits of the largest amount we accept: far above any real monthly volume, far below float trouble. */
const MAX_AMOUNT_DIGITS = 12;
export const MAX_AMOUNT = 10 ** MAX_AMOUNT_DIGITS;

/** An amount in text as the server reads it: digits, with spaces anywhere between them, and a decimal point. */
const AMOUNT_TEXT = /^\s*\d[\d\s]*(?:\.\s*\d[\d\s]*)?$/;

/**
 * Marks an amount in the API document: the server takes it as a number or as its digits in text
 * (DESIGN §7), which the document's generator spells as `oneOf` (apps/api plugins/openapi.ts) with
 * AMOUNT_TEXT_DOCUMENTED as the text.
 */
export const AMOUNT_AS_TEXT = 'x-amount-as-text';

/**
 * An amount in text as the API document allows it: AMOUNT_TEXT with at most MAX_AMOUNT_DIGITS digits
 * before the point once leading zeros are dropped, so its value is within MAX_AMOUNT, which a JSON
 * schema's `maximum` cannot say of a string.
 */
export const AMOUNT_TEXT_DOCUMENTED = {
  type: 'string',
  pattern: `^\\s*(?:0\\s*)*(?:\\d\\s*){1,${MAX_AMOUNT_DIGITS}}(?:\\.\\s*(?:\\d\\s*)+)?$`,
  description:
    `The same amount in text, e.g. \`25 000.75\`: digits, spaces anywhere between them, a decimal point; ` +
    `at most ${MAX_AMOUNT_DIGITS} digits before the point`,
} as const;

/** A non-negative amount or count, given as a JSON number or as text such as "1500" or "1 500.50". */
export function amount(requiredKey: string) {
  return z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        if (typeof v !== 'string') return v;
        return AMOUNT_TEXT.test(v) ? Number(v.replace(/\s/g, '')) : v;
      },
      z
        .number({
          error: (issue) => (issue.input === undefined ? requiredKey : 'validation.numberInvalid'),
        })
        .min(0, { error: 'validation.numberInvalid' })
        .max(MAX_AMOUNT, { error: 'validation.numberTooLarge' }),
    )
    .meta({ [AMOUNT_AS_TEXT]: true });
}

/**
 * Whether an address may become a link: http or https with a dotted host. Anything else
 * (`javascript:`, `data:`, `vbscript:`, `ftp:`) is refused, since the detail pages and the PDF link it.
 * The browser's own parser decides, so what passes is what a link would open.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/\\]\S*$/i.test(value)) return false;
  // A label typed in its `xn--` form: parsers disagree on whether it must decode (Node 20 and
  // browsers refuse a broken one, Node 24 takes any), so it is refused as the API document says.
  if (/^https?:\/\/(?:[^/?#@]*@)?(?:[^/?#:.]*\.)*xn--/i.test(value)) return false;
  try {
    return /^[^.]+(?:\.[^.]+)*\.[^.]{2,}$/.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** What a bare host is taken as. */
const DEFAULT_SCHEME = 'https://';

/** A bare host like "shop.example.com" is taken as https; anything with a scheme is checked as typed. */
function withScheme(value: unknown) {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const trimmed = v.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `${DEFAULT_SCHEME}${trimmed}`;
}

function webUrl(requiredKey: string, invalidKey: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) })
    .max(MAX_TEXT, { error: tooLong(MAX_TEXT) })
    .regex(PLAIN_TEXT, { ...plainText, abort: true })
    .refine(isWebUrl, { error: invalidKey });
}

/**
 * The web addresses the API document allows: the part of what `isWebUrl` takes that a pattern can
 * say, since the server reads an address as a browser does. A host of ASCII labels (none an
 * internationalised `xn--` one, which must decode) with a dot and a last label of letters, a port
 * below 10000, then a path, query or fragment without spaces. A bare host gains `https://` before
 * its length is checked, so it may be that much shorter.
 */
const LABEL = '(?![xX][nN]--)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const HOST = `(?:${LABEL}\\.)+[A-Za-z]{2,}`;
const REST = `(?:[/?#]${plainTextWithout('\\s')})?`;
const SCHEMED_URL = `[hH][tT][tT][pP][sS]?://${HOST}(?::\\d{1,4})?${REST}`;
const BARE_HOST_URL = `(?=[\\s\\S]{0,${MAX_TEXT - DEFAULT_SCHEME.length}}$)${HOST}${REST}`;

const URL_DOCUMENTED = {
  description:
    'A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may ' +
    `be ${MAX_TEXT - DEFAULT_SCHEME.length} characters at most. The server reads the address as a browser does and takes ` +
    'some the pattern does not (a host in another script, a user name)',
};

export function optionalUrl(invalidKey: string) {
  return z
    .preprocess(withScheme, webUrl(invalidKey, invalidKey).optional())
    .meta({ ...URL_DOCUMENTED, pattern: `^(?:\\s*|${SCHEMED_URL}|${BARE_HOST_URL})$` });
}

export function requiredUrl(requiredKey: string, invalidKey: string) {
  return z
    .preprocess(withScheme, webUrl(requiredKey, invalidKey))
    .meta({ ...URL_DOCUMENTED, pattern: `^(?:${SCHEMED_URL}|${BARE_HOST_URL})$` });
}

export function yesNo(requiredKey = 'validation.yesNo') {
  return z.enum(YES_NO, { error: requiredKey });
}

/** A list of allowed wire values, deduplicated; `minKey` makes at least one required. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, minKey?: string) {
  const list = z.array(z.enum(values, { error: 'validation.invalid' }), {
    error: minKey ?? 'validation.invalid',
  });
  return (minKey ? list.min(1, { error: minKey }) : list).transform((items) => [...new Set(items)]);
}

/**
 * International format: a plus, a country code, then 4 to 20 digits, spaces, dashes or brackets. The
 * server checks it trimmed; its last character written as no space makes it the same rule untrimmed,
 * so the API document's pattern is this one.
 */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{0,3}[\s\-()\d]{3,19}[-()\d]$/;

export function internationalPhone(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .regex(PLAIN_TEXT, { ...plainText, abort: true })
    .regex(INTERNATIONAL_PHONE, { error: 'validation.phoneInternational' });
}

export function optionalInternationalPhone() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(PLAIN_TEXT, { ...plainText, abort: true })
      .regex(INTERNATIONAL_PHONE, { error: 'validation.phoneInternational' })
      .optional(),
  );
}
