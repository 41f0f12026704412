import { type ApiKeyCreate, apiKeyCreatedSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterChange } from '@/lib/query-factories';

/**
 * The answer holds the key itself, this once. Not retried: the authenticator code it carries is spent
 * by the first try, so a second would be refused (and count against the account).
 */
export function createApiKey(data: ApiKeyCreate) {
  return apiRequest('/api-keys', { method: 'POST', body: data, schema: apiKeyCreatedSchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => refreshAfterChange(queryClient),
    // The mutation cache would keep the answer, key included, for minutes after the screen is left.
    gcTime: 0,
  });
}
