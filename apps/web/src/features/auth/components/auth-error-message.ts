import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/**
 * Sign-in errors (spec §8): a rejected code (401), a refused passkey and flood protection (429) carry
 * a message the server localized for this user, and so does a refused field (400: "This value is too
 * long (at most 254 characters)"), which the generic text would hide; anything else gets the generic
 * text.
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error, 401) || isApiError(error, 429)) return error.message;
  if (isApiError(error) && error.code === 'passkey_refused') return error.message;
  if (isApiError(error, 400) && error.errors.length > 0) {
    return error.errors.map((fieldError) => fieldError.message).join(' ');
  }
  return t('auth.errorOccurred');
}
