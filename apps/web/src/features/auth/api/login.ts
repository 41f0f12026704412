import { type LoginRequest, okResponseSchema } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks for a one-time code by mail; the answer is the same whether or not the address has an account. */
export function login(body: LoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: okResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
