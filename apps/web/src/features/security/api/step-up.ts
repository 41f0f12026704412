import type { StepUpRequest } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';

/** Proves the session's second factor again, for the grave actions of the next minutes. */
export function stepUp(body: StepUpRequest) {
  return apiRequest('/auth/step-up', { method: 'POST', body });
}
