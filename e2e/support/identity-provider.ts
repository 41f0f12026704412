import type { Page } from '@playwright/test';
import { MAIL_HTTP_PORT } from './ports.ts';

/**
 * Makes the launcher's OpenID provider sign in `email` the next time `page` comes to it, with the
 * `amr` its ID token will carry (`mfa` among them: the provider proved a second factor). The
 * provider's cookies go first: it would otherwise keep whoever signed in there before.
 */
export async function nextAtProvider(page: Page, email: string, amr: string[], { verified = true } = {}) {
  await page.context().clearCookies({ domain: '127.0.0.1' });
  const query = new URLSearchParams({ email, amr: amr.join(','), verified: verified ? 'yes' : 'no' });
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/oidc/next?${query}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`setting who signs in at the provider: HTTP ${res.status}`);
}
