import { type WebhookCreate, webhookCreatedSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterChange } from '@/lib/query-factories';

/** The answer holds the endpoint's signing secret, this once. */
export function createWebhook(data: WebhookCreate) {
  return apiRequest('/webhooks', { method: 'POST', body: data, schema: webhookCreatedSchema });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => refreshAfterChange(queryClient),
    // The mutation cache would keep the answer, secret included, for minutes after the screen is left.
    gcTime: 0,
  });
}
