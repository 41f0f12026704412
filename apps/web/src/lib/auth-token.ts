import { AUTH_TOKEN_STORAGE_KEY } from '@portal/shared';

/** The access token lives in localStorage (spec §3) so a reload or a new tab stays signed in. */
export function getAuthToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

export function setAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

export function clearAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}
