/**
 * A field catalogue describes a pre-check form once: its sections, their questions in order, each
 * question's kind, rules and messages. The validation schemas, the stored record's schema, the
 * form's inputs and defaults, and the record's view (detail page and PDF) are all built from it, so
 * adding a question is one line here plus its labels and its column.
 */

/** The answers of a yes/no question, as sent and stored. */
export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

export type FieldKind =
  | 'text'
  | 'longText'
  | 'url'
  | 'email'
  /** International format, checked (POS telephone and mobile). */
  | 'phone'
  | 'password'
  /** Text that must parse as a non-negative number; stored and answered as a number. */
  | 'amount'
  | 'yesNo'
  /** One of `options`, picked from radio buttons. */
  | 'choice'
  /** Any of `options`, ticked in a checkbox list. */
  | 'choices';

export type FieldSpec = {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** Message key when the answer is missing; the catalogue's default when absent. */
  readonly requiredKey?: string;
  /** Message key of a malformed e-mail or web address. */
  readonly invalidKey?: string;
  /**
   * An amount that counts things (transactions, cards) or is a percentage, not money: written without
   * forced decimals. Money is written with two; its currency, where the spec names one, is in the label.
   */
  readonly count?: true;
  /**
   * Money in this currency (ISO 4217), whatever the record: the form shows it beside the answer, the
   * screens and PDFs write the amount with it, so a value copied out of them still says what it is.
   * Amounts whose label offers two currencies (EUR/GBP) have none: the record does not say which.
   */
  readonly currency?: 'EUR' | 'USD';
  /** The wire values of a choice or choices, in the order they are offered. */
  readonly options?: readonly string[];
  /** The answer the form starts at; an optional question left out is stored as this. */
  readonly defaultValue?: string;
  /** A sub-heading (a key of the catalogue's `subsections`) starts at this question. */
  readonly subsection?: string;
  /** The question has a help text under its label. */
  readonly help?: boolean;
  /** Each option of a choice has a help text. */
  readonly optionHelp?: boolean;
  /** The browser's autofill hint. */
  readonly autoComplete?: string;
  /** Columns of a checkbox list on wider screens. */
  readonly columns?: number;
  /** The record's row shows only when this question of the section has an answer (a second owner's details). */
  readonly shownWith?: string;
};

type FieldExtra = Omit<FieldSpec, 'name' | 'kind' | 'required'>;
type NoExtra = Record<never, never>;

/**
 * Builds questions with one `required`; the literal types are kept, so records built from them are
 * typed, and only the arguments give them: from a catalogue's `satisfies CatalogueSections`, a
 * question written without a kind would be of any kind rather than text, and a form could not tell
 * which inputs its questions need.
 */
function fieldBuilder<const R extends boolean>(required: R) {
  return <const N extends string, const K extends FieldKind = 'text', const E extends FieldExtra = NoExtra>(
    name: N,
    kind: K = 'text' as K,
    extra: E = {} as E,
  ): NoInfer<{ name: N; kind: K; required: R } & E> => ({ name, kind, required, ...extra });
}

/** A question that must be answered. */
export const requiredField = fieldBuilder(true);

/** A question that may be left out (stored as null, or as its `defaultValue` when it has one). */
export const optionalField = fieldBuilder(false);

/** Sections, in order, each with its questions in order. */
export type CatalogueSections = { readonly [section: string]: readonly FieldSpec[] };

/** Where a catalogue's texts live in the message catalogue. */
export type CatalogueKeys = {
  section: (section: string) => string;
  subsection: (subsection: string) => string;
  field: (field: string) => string;
  help: (field: string) => string;
  option: (field: string, option: string) => string;
  optionHelp: (field: string, option: string) => string;
};

/** The message key of a yes/no answer, the same in every catalogue. */
const yesNoKey = (answer: string) => `forms.${answer}`;

/** The label key of any option: yes/no answers are common, the others belong to the catalogue. */
export function optionKey(keys: CatalogueKeys, field: FieldSpec, option: string): string {
  return field.kind === 'yesNo' ? yesNoKey(option) : keys.option(field.name, option);
}

// ---------------------------------------------------------------------------------------------
// Types of the values, derived from the catalogue's literal types.

type OptionOf<F extends FieldSpec> = F extends { options: readonly (infer O extends string)[] } ? O : string;

/** A question's answer once validated and as stored. */
export type FieldValue<F extends FieldSpec> = F['kind'] extends 'amount'
  ? number
  : F['kind'] extends 'yesNo'
    ? YesNo
    : F['kind'] extends 'choice'
      ? OptionOf<F>
      : F['kind'] extends 'choices'
        ? OptionOf<F>[]
        : string;

/** Whether a validated answer is always there: required, defaulted, or a list (empty when none is ticked). */
export type AlwaysAnswered<F extends FieldSpec> = F extends { required: true }
  ? true
  : F extends { defaultValue: string }
    ? true
    : F extends { kind: 'choices' }
      ? true
      : false;

type AnsweredNames<F extends FieldSpec> = F extends F
  ? AlwaysAnswered<F> extends true
    ? F['name']
    : never
  : never;
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The validated answers of these questions (the schema's output). */
export type CatalogueData<F extends FieldSpec> = Flatten<
  { [G in F as G['name'] extends AnsweredNames<F> ? G['name'] : never]: FieldValue<G> } & {
    [G in F as G['name'] extends AnsweredNames<F> ? never : G['name']]?: FieldValue<G> | undefined;
  }
>;

/** What a client sends: amounts may be text, and what is optional or defaulted may be left out. */
export type CatalogueInput<F extends FieldSpec> = Flatten<
  { [G in F as G extends { required: true } ? G['name'] : never]: InputValue<G> } & {
    [G in F as G extends { required: true } ? never : G['name']]?: InputValue<G> | undefined;
  }
>;

/** A stored record's answers: an unanswered optional question is null. */
export type CatalogueRecord<F extends FieldSpec> = Flatten<{
  [G in F as G['name']]: G['name'] extends AnsweredNames<F> ? FieldValue<G> : FieldValue<G> | null;
}>;

/** What a form holds: text as typed (amounts too), wire values for the answers picked from a list. */
export type CatalogueFormValues<F extends FieldSpec> = Flatten<{
  [G in F as G['name']]: G['kind'] extends 'yesNo' | 'choice' | 'choices' ? FieldValue<G> : string;
}>;

/** Every question of a catalogue, section after section. */
export type CatalogueField<S extends CatalogueSections> = S[keyof S][number];

// ---------------------------------------------------------------------------------------------
// Built from the catalogue at run time (the validation schemas: catalogue-schema.ts).

/** Every question in order: the order of the form, its error summary, the detail and the PDF. */
export function catalogueFields<S extends CatalogueSections>(sections: S): CatalogueField<S>[] {
  return Object.values(sections).flat();
}

export type FieldBlock<F extends FieldSpec = FieldSpec> = { subsection: string | null; fields: F[] };

/** A section's questions cut into runs under their sub-headings (the first may have none). */
export function fieldBlocks<F extends FieldSpec>(fields: readonly F[]): FieldBlock<F>[] {
  const blocks: FieldBlock<F>[] = [];
  for (const field of fields) {
    const current = blocks.at(-1);
    if (field.subsection || !current) blocks.push({ subsection: field.subsection ?? null, fields: [field] });
    else current.fields.push(field);
  }
  return blocks;
}

/** Whether a value counts as not given: nothing, blank text, or an empty list. */
export function isUnanswered(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a record shows this question's row, given the answers of its section. */
export function fieldRowShown(field: FieldSpec, sectionValues: Readonly<Record<string, unknown>>): boolean {
  return field.shownWith === undefined || !isUnanswered(sectionValues[field.shownWith]);
}

/** The form's starting answer of a question: its default, nothing ticked, or empty text. */
export function fieldFormDefault(field: FieldSpec): string | string[] {
  return field.kind === 'choices' ? [] : (field.defaultValue ?? '');
}

/** An empty form with the catalogue's defaults. */
export function catalogueFormDefaults<F extends FieldSpec>(fields: readonly F[]): CatalogueFormValues<F> {
  return Object.fromEntries(
    fields.map((field) => [field.name, fieldFormDefault(field)]),
  ) as CatalogueFormValues<F>;
}

/** Whether a validated answer is always there (see `AlwaysAnswered`). */
export function fieldAlwaysAnswered(field: FieldSpec): boolean {
  return field.required || field.defaultValue !== undefined || field.kind === 'choices';
}

/** What a client may send for a question: an amount as text too. */
export type InputValue<G extends FieldSpec> = G['kind'] extends 'amount' ? number | string : FieldValue<G>;
