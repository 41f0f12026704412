/** The browser's localStorage keys: the signed-in user's access token and the language they chose. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const LANGUAGE_STORAGE_KEY = 'language';
