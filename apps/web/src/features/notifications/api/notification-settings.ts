import { type NotificationSettings, notificationSettingsSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook, singleQuery } from '@/lib/query-factories';

export const notificationSettingsKey = ['me', 'notifications'] as const;

export function getNotificationSettings(signal?: AbortSignal) {
  return apiRequest('/me/notifications', { schema: notificationSettingsSchema, signal });
}

export const { use: useNotificationSettings } = singleQuery(notificationSettingsKey, getNotificationSettings);

/** The whole choice (one switch): the answer is the choice as stored, which the cache then holds. */
export function setNotificationSettings(body: NotificationSettings) {
  return apiRequest('/me/notifications', { method: 'PUT', body, schema: notificationSettingsSchema });
}

export const useSetNotificationSettings = mutationHook(setNotificationSettings, (queryClient, stored) =>
  queryClient.setQueryData(notificationSettingsKey, stored),
);
