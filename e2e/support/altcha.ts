/**
 * The public forms' ALTCHA check (POS and e-commerce), solved for real in the browser, in the review
 * of a valid form: the check fetches a challenge from the API and works out the proof of work in ALTCHA's worker.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The ALTCHA check's state: unverified, verifying, verified, expired or error. */
export function altchaState(page: Page): Locator {
  return page.getByTestId('altcha');
}

/**
 * Scrolls to the security check, as someone does who goes there first: the widget is loaded once the
 * form is used or its place comes into view, not with the page. It is in the review ("Check your
 * answers"), after Continue, not in the form itself.
 */
export async function reachCaptcha(page: Page, group = 'Security check'): Promise<void> {
  await page.getByRole('group', { name: group }).scrollIntoViewIfNeeded();
}

/** The check's texts in a language other than English: its group's name and its checkbox's label. */
export type AltchaTexts = { group: string; checkbox: string };

/**
 * Ticks "I'm not a robot" and waits while the widget fetches a challenge from the API and works out
 * the proof of work in its worker; returns the payload it will send in X-Captcha-Token.
 */
export async function solveAltcha(
  page: Page,
  texts: AltchaTexts = { group: 'Security check', checkbox: "I'm not a robot" },
): Promise<string> {
  await reachCaptcha(page, texts.group);
  await expect(altchaState(page)).toHaveAttribute('data-state', 'unverified');
  await page.getByRole('checkbox', { name: texts.checkbox }).click();
  await expect(altchaState(page)).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  const payload = await altchaState(page).locator('input[name="altcha"]').inputValue();
  expect(payload).not.toBe('');
  return payload;
}
