/**
 * Loopback ports of the e2e stack, away from the 3000 a developer's own server uses. E2E_PORT moves
 * the three together, so two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 3310);
export const APP_PORT = base;
export const MAIL_HTTP_PORT = base + 1;
export const SMTP_PORT = base + 2;
/** The company identity provider of the single sign-on test. */
export const OIDC_PORT = base + 3;
/**
 * The product as the browser sees it, and its PORTAL_URL: a host name, since browsers refuse an IP
 * address as a passkey's relying party. The server still listens on 127.0.0.1 alone: Chromium takes
 * `localhost` for loopback without asking DNS, and Node tries each address the name has.
 */
export const APP_URL = `http://localhost:${APP_PORT}`;
export const ADMIN_EMAIL = 'e2e-admin@example.com';
