import {
  type FieldError,
  get,
  type FieldPath,
  type FieldValues,
  type FormState,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { firstFieldError, useFieldErrorText } from '@/lib/form-errors';

/**
 * A field's error as the form shows it: once the field was left, or after a submit attempt (DESIGN
 * §6). A whole-form check (the e-commerce form re-checks when its sections change) also finds errors
 * in fields nobody has reached yet; those stay unseen until then.
 */
export function shownFieldError<V extends FieldValues>(
  formState: Pick<FormState<V>, 'errors' | 'touchedFields' | 'submitCount'>,
  path: FieldPath<V> | (string & {}),
): FieldError | undefined {
  // Read from the state, not through getFieldState: that also reads (and so subscribes a component
  // to) each field's dirty and validating flags, which change on every check of any field.
  const isTouched = Boolean(get(formState.touchedFields, path));
  const error: FieldError | undefined = get(formState.errors, path);
  return isTouched || formState.submitCount > 0 ? error : undefined;
}

/**
 * The error a field shows now, for the component that shows it: only that component re-renders as
 * the field is left, judged or fixed, not the whole form around it (a long form re-rendered on every
 * key once its fields had been left).
 */
export function useShownFieldError<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'control'>,
  path: FieldPath<V>,
): FieldError | undefined {
  const { errors, touchedFields, submitCount } = useFormState({ control: form.control, name: path });
  return shownFieldError<FieldValues>({ errors, touchedFields, submitCount }, path);
}

/** `useShownFieldError` as the text to show under the field (lib/form-errors), or nothing. */
export function useShownFieldErrorText<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'control'>,
  path: FieldPath<V>,
): string | undefined {
  return useFieldErrorText()(firstFieldError(useShownFieldError(form, path)));
}
