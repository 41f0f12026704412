import { apiKeyListSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { singleQuery } from '@/lib/query-factories';

/** Prefix of every API key query. */
export const apiKeysQueryKey = ['api-keys'] as const;

/** Every key not revoked, newest first: few enough to come in one answer, without paging. */
export function getApiKeys(signal?: AbortSignal) {
  return apiRequest('/api-keys', { schema: apiKeyListSchema, signal });
}

export const { options: apiKeysQueryOptions, use: useApiKeys } = singleQuery(
  [...apiKeysQueryKey, 'list'],
  getApiKeys,
);
