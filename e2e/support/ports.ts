/** Fixed loopback ports of the e2e stack, away from the 3000 a developer's own server uses. */
export const APP_PORT = 3310;
export const MAIL_HTTP_PORT = 3311;
export const SMTP_PORT = 3312;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const ADMIN_EMAIL = 'e2e-admin@example.com';
