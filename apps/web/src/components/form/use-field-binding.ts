import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';

/**
 * Binds Mantine inputs to a react-hook-form form: `{...field('email')}` registers the input and
 * shows the field's translated error under it.
 */
export function useFieldBinding<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
) {
  const errorText = useFieldErrorText();
  return (name: Path<T>) => ({
    error: errorText(form.getFieldState(name, form.formState).error),
    ...form.register(name),
  });
}
