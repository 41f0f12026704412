import { webhookSecretSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordPath, refreshAfterChange } from '@/lib/query-factories';

/** A new signing secret, in this answer only; the one before still signs beside it for 24 hours. */
export function rotateWebhookSecret(id: string) {
  return apiRequest(`${recordPath('/webhooks', id)}/rotate-secret`, {
    method: 'POST',
    schema: webhookSecretSchema,
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    // The endpoint now says until when the previous secret signs.
    onSuccess: () => refreshAfterChange(queryClient),
    // As for a new endpoint: the cache must not keep the secret after the screen has let it go.
    gcTime: 0,
  });
}
