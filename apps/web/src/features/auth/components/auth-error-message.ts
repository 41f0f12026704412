import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/**
 * Sign-in errors (spec §8): a rejected code (401) and flood protection (429) carry a message the
 * server localized for this user; anything else gets the generic text.
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error, 401) || isApiError(error, 429)) return error.message;
  return t('auth.errorOccurred');
}
