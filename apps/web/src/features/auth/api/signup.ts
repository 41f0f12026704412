import { okResponseSchema, type SignupRequest } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Registers a merchant account and mails it a sign-in code. */
export function signup(body: SignupRequest) {
  return apiRequest('/auth/signup', { method: 'POST', body, schema: okResponseSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
