import { z } from './zod.ts';
import { emailField, requiredText } from './common.ts';
import {
  type AlwaysAnswered,
  type CatalogueRecord,
  type FieldSpec,
  type FieldValue,
  fieldAlwaysAnswered,
  type InputValue,
  YES_NO,
} from './field-catalogue.ts';
import {
  amount,
  internationalPhone,
  optionalInternationalPhone,
  optionalText,
  optionalUrl,
  requiredUrl,
} from './fields.ts';
import { MAX_TEXT, maxLengthOf } from './limits.ts';

/**
 * The validation schemas a field catalogue (field-catalogue.ts) yields: a request's body and a stored
 * record's answers. Apart from the catalogues, so that what only shows a form (the browser's first
 * load) does not need zod.
 */

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** One question's validation. `defaultRequiredKey` is the catalogue's "missing" message. */
function fieldSchema(field: FieldSpec, defaultRequiredKey: string): z.ZodType {
  const requiredKey = field.requiredKey ?? defaultRequiredKey;
  const invalidKey = field.invalidKey ?? 'validation.invalid';
  const { required, defaultValue } = field;
  switch (field.kind) {
    case 'amount':
      return required ? amount(requiredKey) : z.preprocess(blankToUndefined, amount(requiredKey).optional());
    case 'yesNo':
    case 'choice': {
      const values = (field.kind === 'yesNo' ? YES_NO : field.options) as [string, ...string[]];
      const fallback = field.kind === 'yesNo' ? 'validation.yesNo' : 'validation.invalid';
      const answer = z.enum(values, { error: required ? requiredKey : fallback });
      if (required) return answer;
      return defaultValue === undefined ? answer.optional() : answer.default(defaultValue);
    }
    case 'choices': {
      const list = z.array(z.enum(field.options as [string, ...string[]], { error: 'validation.invalid' }), {
        error: required ? requiredKey : 'validation.invalid',
      });
      const unique = (required ? list.min(1, { error: requiredKey }) : list).transform((items) => [
        ...new Set(items),
      ]);
      return required ? unique : unique.default([]);
    }
    case 'email':
      return emailField(requiredKey, invalidKey);
    case 'url':
      return required ? requiredUrl(requiredKey, invalidKey) : optionalUrl(invalidKey);
    case 'phone':
      return required ? internationalPhone(requiredKey) : optionalInternationalPhone();
    default: {
      const max = maxLengthOf(field.kind) ?? MAX_TEXT;
      return required ? requiredText(requiredKey, max) : optionalText(max);
    }
  }
}

type InputField<G extends FieldSpec> = z.ZodType<FieldValue<G>, InputValue<G>>;

/** Each question's schema as its type says: required, filled with its default, or optional. */
type InputShape<F extends FieldSpec> = {
  [G in F as G['name']]: G extends { required: true }
    ? InputField<G>
    : AlwaysAnswered<G> extends true
      ? z.ZodDefault<InputField<G>>
      : z.ZodOptional<InputField<G>>;
};

/**
 * A body of these questions, unknown fields refused. The run-time checks come from `fieldSchema`,
 * one question at a time; the type says what each yields and what a client may send. `conditionOf`
 * says in words when a question is required that only its group's other answers make so, for the
 * API document.
 */
export function catalogueInputSchema<F extends FieldSpec>(
  fields: readonly F[],
  defaultRequiredKey: string,
  conditionOf: (name: string) => string | undefined = () => undefined,
) {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const schema = fieldSchema(field, defaultRequiredKey);
      const condition = conditionOf(field.name);
      return [field.name, condition ? schema.meta({ description: condition }) : schema];
    }),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<InputShape<F>, z.core.$strict>;
}

/** One stored answer as an answer schema checks it: null where an optional question was left out. */
function storedFieldSchema(field: FieldSpec, answered: boolean): z.ZodType {
  switch (field.kind) {
    case 'amount':
      return answered ? z.number() : z.number().nullable();
    case 'yesNo':
    case 'choice': {
      const values = (field.kind === 'yesNo' ? YES_NO : field.options) as [string, ...string[]];
      return answered ? z.enum(values) : z.enum(values).nullable();
    }
    case 'choices':
      return z.array(z.enum(field.options as [string, ...string[]]));
    default:
      return answered ? z.string() : z.string().nullable();
  }
}

type AnswerShape<F extends FieldSpec> = {
  [G in F as G['name']]: G extends { required: true }
    ? z.ZodType<FieldValue<G>>
    : z.ZodOptional<z.ZodType<FieldValue<G>>>;
};

/**
 * The answers of one group as a stored JSON document keeps them (the e-commerce groups): a required
 * question always answered, any other one answered or absent.
 */
export function catalogueAnswerShape<F extends FieldSpec>(fields: readonly F[]): AnswerShape<F> {
  return Object.fromEntries(
    fields.map((field) => {
      const answer = storedFieldSchema(field, true);
      return [field.name, field.required ? answer : answer.optional()];
    }),
  ) as AnswerShape<F>;
}

type RecordShape<F extends FieldSpec> = {
  [G in F as G['name']]: z.ZodType<CatalogueRecord<F>[G['name'] & keyof CatalogueRecord<F>]>;
};

/** The answers of a stored record as an API answer carries them, in catalogue order. */
export function catalogueRecordShape<F extends FieldSpec>(fields: readonly F[]): RecordShape<F> {
  return Object.fromEntries(
    fields.map((field) => [field.name, storedFieldSchema(field, fieldAlwaysAnswered(field))]),
  ) as RecordShape<F>;
}
