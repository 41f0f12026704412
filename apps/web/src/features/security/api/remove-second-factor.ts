import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

/** A merchant turns their second factor off. */
export function removeSecondFactor() {
  return apiRequest('/me/mfa', { method: 'DELETE' });
}

export const useRemoveSecondFactor = changingMutation(removeSecondFactor);
