import { expect, type Page } from '@playwright/test';
import { codeMailedTo } from './mail.ts';
import { nextCode, rememberSecret } from './totp.ts';

/** Step 1 of the real sign-in screen: asks for a code and waits for the code step. Returns when it asked. */
export async function requestCode(page: Page, email: string): Promise<number> {
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  return since;
}

/** Where each role starts once signed in, and that page's heading. */
const HOME = {
  admin: { url: /\/dashboard$/, heading: 'Dashboard' },
  merchant: { url: /\/merchant$/, heading: 'Overview' },
} as const;

/**
 * Step 3 of an admin's first sign-in: reads the key off the page as a person would type it into their
 * app, confirms with the app's code, and saves the recovery codes.
 */
export async function enrolSecondFactor(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  rememberSecret(email, await page.getByTestId('totp-secret').innerText());
  await page.getByLabel('Authenticator code').fill(await nextCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

/** Step 3 of an enrolled account's sign-in: the authenticator's current code. */
export async function enterAuthenticatorCode(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await nextCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** An admin's step 3, whichever it is: enrolling at the first sign-in, else the authenticator's code. */
export async function passSecondFactor(page: Page, email: string): Promise<void> {
  const enrol = page.getByRole('heading', { name: 'Set up your second factor' });
  const code = page.getByRole('heading', { name: 'Enter your authenticator code' });
  await expect(enrol.or(code)).toBeVisible();
  if (await enrol.isVisible()) await enrolSecondFactor(page, email);
  else await enterAuthenticatorCode(page, email);
}

/**
 * Step 2: types the code the SMTP listener received; then, for an admin, the second factor, and waits
 * for the role's start page.
 */
export async function enterMailedCode(
  page: Page,
  email: string,
  since: number,
  role: keyof typeof HOME = 'admin',
): Promise<void> {
  await page.getByLabel('One-time code').fill(await codeMailedTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  if (role === 'admin') await passSecondFactor(page, email);
  await expect(page).toHaveURL(HOME[role].url);
  await expect(page.getByRole('heading', { name: HOME[role].heading, level: 1 })).toBeVisible();
}

/** Signs in through the /auth two-step UI with the code mailed to `email`. */
export async function signIn(page: Page, email: string, role: keyof typeof HOME = 'admin'): Promise<void> {
  await enterMailedCode(page, email, await requestCode(page, email), role);
}

/** Signs out with the header's button and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
