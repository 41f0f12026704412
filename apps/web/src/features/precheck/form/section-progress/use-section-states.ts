import { type FieldSpec, fieldFormDefault, isUnanswered } from '@portal/shared';
import {
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { useEffect, useRef } from 'react';
import { shownFieldError } from '@/components/form/shown-field-error';

export type SectionState = 'notStarted' | 'inProgress' | 'complete' | 'hasErrors';

/** One question of a section, as the catalogue asks it for the answers given so far. */
export type ProgressField = {
  /** Where its answer and its error live in the form values, e.g. 'genInfo.genComp'. */
  path: string;
  field: FieldSpec;
  /** Whether it must be answered now (a conditional question once it is asked). */
  required: boolean;
};

export type ProgressSection = {
  /** The id of the section's fieldset, which its entry moves focus to. */
  id: string;
  /** The section's legend. */
  title: string;
  /** The questions the section asks now, and only those. */
  fields: readonly ProgressField[];
};

/** What of a react-hook-form form the progress reads. */
export type ProgressForm<V extends FieldValues> = Pick<
  UseFormReturn<V, unknown, unknown>,
  'control' | 'getValues' | 'getFieldState' | 'trigger'
>;

export type SectionProgressItem = ProgressSection & { state: SectionState };

/** What the form knows of one answer. */
export type AnswerCheck = {
  value: unknown;
  /** The form holds an error for it, shown or not yet. */
  invalid: boolean;
  /** The form shows that error (the field was left, or a submit was tried). */
  shown: boolean;
};

/** Changed from what an empty form starts with: a catalogue default ('no', 'standard') is not an answer given. */
function given(field: FieldSpec, value: unknown): boolean {
  return !isUnanswered(value) && value !== fieldFormDefault(field);
}

/**
 * A section's state from the catalogue's requirements and the form's own errors: an error shown in it
 * makes it 'hasErrors'; every required answer given and no error held (shown or not) makes it
 * 'complete'; any answer given 'inProgress'.
 */
export function sectionState(
  fields: readonly ProgressField[],
  check: (path: string) => AnswerCheck,
): SectionState {
  const checks = fields.map((field) => ({ field, ...check(field.path) }));
  if (checks.some(({ shown }) => shown)) return 'hasErrors';
  const complete = checks.every(
    ({ field, value, invalid }) => !invalid && (!field.required || !isUnanswered(value)),
  );
  if (complete) return 'complete';
  return checks.some(({ field, value }) => given(field.field, value)) ? 'inProgress' : 'notStarted';
}

/**
 * The state of each section the form shows now, kept current as answers, errors and the sections
 * themselves change (a ticked service adds one). `sectionsOf` describes them from the current answers.
 */
export function useSectionStates<V extends FieldValues>(
  form: ProgressForm<V>,
  sectionsOf: (values: V) => readonly ProgressSection[],
): SectionProgressItem[] {
  // Subscribes to every answer; read whole and typed from the form below.
  useWatch({ control: form.control });
  const formState = useFormState({ control: form.control });
  const values = form.getValues();
  const checkOf = (path: string): AnswerCheck => {
    const name = path as FieldPath<V>;
    return {
      value: get(values, path),
      invalid: Boolean(form.getFieldState(name, formState).error),
      shown: Boolean(shownFieldError(formState, name)),
    };
  };
  const sections = sectionsOf(values);

  // An error not shown yet was found by a whole-form check (a service ticked) and is judged again only
  // once its field is left; an answer given without leaving it (autofill, a select changed by script)
  // would keep its section from complete. Such a field is judged again, unseen, when its answer
  // changes; only then, as each check re-renders the whole form.
  const fields = sections.flatMap((section) => section.fields);
  const unseen = fields
    .map((field) => field.path)
    .filter((path) => {
      const { invalid, shown } = checkOf(path);
      return invalid && !shown;
    });
  const answered = useRef<ReadonlyMap<string, string>>(null);
  const { trigger } = form;
  useEffect(() => {
    const before = answered.current;
    const now = new Map(fields.map((field) => [field.path, JSON.stringify(get(values, field.path))]));
    answered.current = now;
    const changed = unseen.filter((path) => before?.has(path) && before.get(path) !== now.get(path));
    if (changed.length > 0) void trigger(changed as FieldPath<V>[]);
  });

  return sections.map((section) => ({ ...section, state: sectionState(section.fields, checkOf) }));
}
