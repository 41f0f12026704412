import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';

/**
 * Puts a failed or skipped message back in the queue (202, DESIGN §11); the server refuses one that is
 * not (409) or no longer exists (404), with a message fit to show.
 */
export function resendMessage(id: string) {
  return apiRequest(`${recordPath('/outbox', id)}/resend`, { method: 'POST' });
}

export const useResendMessage = changingMutation(resendMessage);
