import { deleteMutation } from '@/lib/query-factories';
import { webhooksQueryKey } from './get-webhooks';

export const { request: deleteWebhook, use: useDeleteWebhook } = deleteMutation(
  webhooksQueryKey,
  '/webhooks',
);
