import { z } from './zod.ts';
import { MAX_EMAIL, MAX_SEARCH_LENGTH, MAX_TEXT } from './limits.ts';
import { LANGUAGES } from './locales.ts';
import { messageWith, tooLong } from './messages.ts';

export const SEARCH_DEBOUNCE_MS = 500;
export const MAX_PAGE_SIZE = 100;

/** Characters no text may hold: controls other than tab and line breaks, and bidirectional controls. */
const REFUSED_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069';
/** Line breaks of every kind, Unicode's own separators included. */
const LINE_BREAK_CLASS = '\\n\\r\\u0085\\u2028\\u2029';

/**
 * Any number of characters but `refused`, and no half of a UTF-16 surrogate pair. Without the `u`
 * flag (the server's) the pattern reads UTF-16 code units, so a high surrogate passes only with its
 * low one; both branches start on different units, so the match stays linear. With it (a JSON Schema
 * validator's) a pair is one code point, which the first branch takes.
 */
const textOf = (refused: string) => `(?:[^${refused}\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*`;

/** Plain text without the characters of the class body `alsoRefused`, for a pattern to build on. */
export const plainTextWithout = (alsoRefused: string) => textOf(REFUSED_CLASS + alsoRefused);

/**
 * Text a person can type: no NUL or other control characters (tabs and line breaks allowed), no
 * bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: they reorder what an
 * admin reads on screen or in a PDF), and no half of a UTF-16 surrogate pair (PostgreSQL refuses one
 * in JSON and silently turns one in text into U+FFFD).
 */
export const PLAIN_TEXT = new RegExp(`^${textOf(REFUSED_CLASS)}$`);
export const plainText = { error: 'validation.invalidCharacters' } as const;

/** A line break of any kind: a person's name is one line. */
export const LINE_BREAK = new RegExp(`[${LINE_BREAK_CLASS}]`);

/**
 * The API document's pattern of a required text: plain text holding more than spaces (the server
 * trims before it counts, so `minLength: 1` alone would let through what is refused as missing), on
 * one line if `oneLine`, and with `nowhere` matching nowhere in it.
 */
export function requiredTextPattern({
  oneLine = false,
  nowhere,
}: { oneLine?: boolean; nowhere?: RegExp } = {}) {
  const absent = nowhere ? `(?![\\s\\S]*(?:${nowhere.source}))` : '';
  return `^(?=[\\s\\S]*\\S)${absent}${textOf(oneLine ? REFUSED_CLASS + LINE_BREAK_CLASS : REFUSED_CLASS)}$`;
}

/** Required text: trimmed, at least one character, at most `max`, plain. */
export function requiredText(messageKey: string, max = MAX_TEXT) {
  return z
    .string({ error: messageKey })
    .trim()
    .min(1, { error: messageKey, abort: true })
    .max(max, { error: tooLong(max) })
    .regex(PLAIN_TEXT, plainText)
    .meta({ pattern: requiredTextPattern() });
}

/** Required text on one line: a name, which heads its record and may greet someone in mail. */
export function oneLineText(requiredKey: string, oneLineKey: string, max = MAX_TEXT) {
  return requiredText(requiredKey, max)
    .refine((text) => !LINE_BREAK.test(text), { error: oneLineKey })
    .meta({ pattern: requiredTextPattern({ oneLine: true }) });
}

/**
 * An e-mail address as zod's `z.email()` checks it, written once so the API document's pattern is
 * the server's rule: `format: email` alone allows addresses it refuses (`a!b@example.com`, `a@b.c`).
 */
export const EMAIL = z.regexes.email;

/** E-mail: trimmed and lower-cased, so one person is one address everywhere. */
export function emailField(requiredKey: string, invalidKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredKey, abort: true })
    .max(MAX_EMAIL, { error: tooLong(MAX_EMAIL) })
    .regex(PLAIN_TEXT, plainText)
    .pipe(z.email({ pattern: EMAIL, error: invalidKey }))
    .meta({
      format: 'email',
      pattern: EMAIL.source,
      description: 'Read in lower case: the case of an address does not matter',
    });
}

/**
 * Text a list is searched or filtered by: trimmed, at most `max` characters, plain (PLAIN_TEXT). A
 * filter's text reaches the database, which refuses a NUL with an error, not a miss.
 */
export function filterText(max: number, tooLongError = tooLong(max)) {
  return z.string().trim().max(max, { error: tooLongError }).regex(PLAIN_TEXT, plainText);
}

const DECIMAL_DIGITS = /^\d{1,16}$/;

/**
 * `number` as a path or a query carries it: decimal digits alone, at most 16 (as many as the safe
 * integers have). `Number()` reads far more (`0x10`, ` 326`, `+3`, `1e3`), which took
 * `/merchant/0x10` to merchant 16; anything else reaches `number` as it came, and is refused there.
 * Preprocessed rather than piped from a string, so the API document still says `integer`.
 */
export function decimalParam<T extends z.ZodType<number | undefined>>(number: T) {
  return z.preprocess(
    (raw) => (typeof raw === 'string' && DECIMAL_DIGITS.test(raw) ? Number(raw) : raw),
    number,
  );
}

/** A whole number from 1 to `max`; however it misses, it is told once, with the message `error`. */
export const positiveWhole = (error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.number({ error }).int({ error, abort: true }).min(1, { error, abort: true }).max(max, { error });

/**
 * The centuries a date filter may name: wide of any record the portal holds, and days JavaScript and
 * PostgreSQL both read (PostgreSQL has no year 0, and the day after 9999-12-31, where a filter's end
 * is taken to, is `+010000-01-01`, which it refuses).
 */
const DAY_CENTURIES = { first: 19, last: 29 };
export const FIRST_FILTER_DAY = `${DAY_CENTURIES.first}00-01-01`;
export const LAST_FILTER_DAY = `${DAY_CENTURIES.last}99-12-31`;
const centuries = Array.from(
  { length: DAY_CENTURIES.last - DAY_CENTURIES.first + 1 },
  (_, i) => DAY_CENTURIES.first + i,
);
const DAY_IN_RANGE = new RegExp(`^(?:${centuries.join('|')})\\d\\d-`);

/** A calendar day a list is filtered by: `YYYY-MM-DD`, from FIRST_FILTER_DAY to LAST_FILTER_DAY. */
export function dayFilter() {
  return z.iso.date({ error: 'validation.dateInvalid', abort: true }).regex(DAY_IN_RANGE, {
    error: messageWith('validation.dateOutOfRange', { from: FIRST_FILTER_DAY, to: LAST_FILTER_DAY }),
  });
}

export function listQuerySchema(defaultPageSize: number) {
  return z.object({
    q: filterText(MAX_SEARCH_LENGTH).optional(),
    page: decimalParam(positiveWhole('validation.pageInvalid', 1_000_000).default(1)),
    pageSize: decimalParam(
      positiveWhole('validation.pageSizeInvalid', MAX_PAGE_SIZE).default(defaultPageSize),
    ),
  });
}

/** What a list call is asked: an optional search term and a page. */
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;
/** A list without a search (the signed-in user's own pre-checks). */
export type PageQuery = Omit<ListQuery, 'q'>;

/**
 * A search counts its matches only this many rows past the page asked for. Beyond that `total` is
 * where counting stopped and `totalCapped` is set ("1 - 20 out of 60+ results"): counting every match
 * of a common term at a million rows costs many times finding its page, and a person pages a few
 * pages at most before refining the search. Each page further on counts further. Few rows ahead: the
 * count is most of a common term's cost, and a longer one kept its tail latency high under load.
 */
export const SEARCH_COUNT_AHEAD = 40;

/** Where a search's count stops for this page: the rows up to its end, and SEARCH_COUNT_AHEAD more. */
export const searchCountLimit = (page: number, pageSize: number) => page * pageSize + SEARCH_COUNT_AHEAD;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** More rows match than `total`: a search stopped counting there (searchCountLimit). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/** The answer of a create: the new record's id. */
export const createdResponseSchema = z.object({ id: z.string() });

/** A moment as every answer writes it: ISO 8601 in UTC (`Date.toISOString`), `date-time` in the document. */
export const timestampSchema = z.iso.datetime();

export const uuidParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/** A language of the product, as a request or a user record names it. */
export const languageSchema = z.enum(LANGUAGES, { error: 'validation.languageInvalid' });

/** `?language=` of the calls that answer in a language (form posts, PDFs). */
export const languageQuerySchema = z.object({
  language: languageSchema.optional(),
});

/**
 * A list's CSV export (`GET <list>/export.csv`): the list's search, read as the list reads it, and
 * the language of the file's header and labels.
 */
export const listExportQuerySchema = listQuerySchema(1).pick({ q: true }).extend(languageQuerySchema.shape);
export type ListExportQuery = z.output<typeof listExportQuerySchema>;
