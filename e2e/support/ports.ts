/**
 * Loopback ports of the e2e stack, away from the 3000 a developer's own server uses. E2E_PORT moves
 * the three together, so two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 3310);
export const APP_PORT = base;
export const MAIL_HTTP_PORT = base + 1;
export const SMTP_PORT = base + 2;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const ADMIN_EMAIL = 'e2e-admin@example.com';
