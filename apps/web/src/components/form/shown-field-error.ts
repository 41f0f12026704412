import type { FieldError, FieldPath, FieldValues, FormState, UseFormReturn } from 'react-hook-form';

/**
 * A field's error as the form shows it: once the field was left, or after a submit attempt (DESIGN
 * §6). A whole-form check (the e-commerce form re-checks when its sections change) also finds errors
 * in fields nobody has reached yet; those stay unseen until then.
 */
export function shownFieldError<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'getFieldState'>,
  formState: FormState<V>,
  path: FieldPath<V>,
): FieldError | undefined {
  const { error, isTouched } = form.getFieldState(path, formState);
  return isTouched || formState.submitCount > 0 ? error : undefined;
}
