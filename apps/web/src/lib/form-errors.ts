import { messageKey } from '@portal/i18n/browser';
import { parseMessage } from '@portal/shared';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';

/** Marks errors whose text came from the server, already localized, as opposed to a schema's message key. */
const SERVER_ERROR = 'server';

/**
 * Puts the server's field errors (`errors[].path`) under the matching inputs; a path inside a field
 * (`cards.0` of a checkbox list) lands on the field. Paths the form does not have are left to the
 * form-level message. Returns whether any field got an error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) {
      setError(field, { type: SERVER_ERROR, message });
      applied = true;
    }
  }
  return applied;
}

/** Text for a field error: zod messages are catalogue keys (e.g. "validation.nameRequired"), server ones are final. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    const { key, values } = parseMessage(error.message);
    const vars: Record<string, string | number> | undefined = values;
    return t(messageKey(key), vars);
  };
}

/**
 * The first error in a field's error tree: list fields report per item (`cards.0`) or as a whole,
 * and a group of fields (`genInfo`) reports per field.
 */
export function firstFieldError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const items: unknown[] = Array.isArray(error) ? (error as unknown[]) : [];
  if (!Array.isArray(error)) {
    // An error itself (it has a type), never searched further: its `ref` is a DOM element.
    if ('type' in error || 'message' in error) {
      return 'message' in error && typeof error.message === 'string' ? (error as FieldError) : undefined;
    }
    items.push(...(Object.values(error) as unknown[]));
  }
  for (const item of items) {
    const found = firstFieldError(item);
    if (found) return found;
  }
  return undefined;
}
