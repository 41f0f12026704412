import { expect, type Page } from '@playwright/test';
import { codeMailedTo } from './mail.ts';

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

/** Step 2: types the code the SMTP listener received and waits for the role's start page. */
export async function enterMailedCode(
  page: Page,
  email: string,
  since: number,
  role: keyof typeof HOME = 'admin',
): Promise<void> {
  await page.getByLabel('One-time code').fill(await codeMailedTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(HOME[role].url);
  await expect(page.getByRole('heading', { name: HOME[role].heading, level: 1 })).toBeVisible();
}

/** Signs in through the /auth two-step UI with the code mailed to `email`. */
export async function signIn(page: Page, email: string, role: keyof typeof HOME = 'admin'): Promise<void> {
  await enterMailedCode(page, email, await requestCode(page, email), role);
}
