import { z } from 'zod';
import { PLAIN_TEXT, plainText, requiredText } from './common.ts';
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

/** Largest amount we accept: far above any real monthly volume, far below float trouble. */
export const MAX_AMOUNT = 1e12;

/** A non-negative amount or count, given as a JSON number or as text such as "1500" or "1500.50". */
/**
 * Marks an amount in the API document: the server takes it as a number or as its digits in text
 * (DESIGN §7), which the document's generator spells as `oneOf` (apps/api plugins/openapi.ts).
 */
export const AMOUNT_AS_TEXT = 'x-amount-as-text';

export function amount(requiredKey: string) {
  return z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        if (typeof v !== 'string') return v;
        const normalised = v.trim().replace(/\s/g, '');
        return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : v;
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
  try {
    return /^[^.]+(?:\.[^.]+)*\.[^.]{2,}$/.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** A bare host like "shop.example.com" is taken as https; anything with a scheme is checked as typed. */
function withScheme(value: unknown) {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const trimmed = v.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function webUrl(requiredKey: string, invalidKey: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) })
    .max(MAX_TEXT, { error: tooLong(MAX_TEXT) })
    .regex(PLAIN_TEXT, { ...plainText, abort: true })
    .refine(isWebUrl, { error: invalidKey });
}

/**
 * Not `format: uri` in the API document: the server takes a bare host too (`withScheme`), which that
 * format would refuse.
 */
const URL_DESCRIPTION = {
  description: 'A web address (http or https); a bare host such as `shop.example.com` is taken as https',
};

export function optionalUrl(invalidKey: string) {
  return z.preprocess(withScheme, webUrl(invalidKey, invalidKey).optional()).meta(URL_DESCRIPTION);
}

export function requiredUrl(requiredKey: string, invalidKey: string) {
  return z.preprocess(withScheme, webUrl(requiredKey, invalidKey)).meta(URL_DESCRIPTION);
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

/** International format: a plus, a country code, then digits with optional spaces, dashes or brackets. */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{0,3}[\s\-()\d]{4,20}$/;

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
