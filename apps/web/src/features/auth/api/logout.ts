import { apiRequest } from '@/lib/api-client';

/** Revokes the token on the server. */
export function logout() {
  return apiRequest('/auth/logout', { method: 'POST' });
}
