import type { Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { solveAltcha } from '../support/altcha.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { continueButton, errorSummary, openReview } from '../support/forms.ts';
import {
  ECOM_SERVICE_LABELS,
  type EcomEntry,
  fillEcomForm,
  otherRegionEntry,
  serviceBox,
} from '../support/precheck-ecom.ts';
import { fillPosForm, minimalPosEntry, uniqueTag } from '../support/precheck-pos.ts';

screenOnly();

/**
 * What the browser reported while a page loaded and was used: console errors (a refusal by the policy
 * is one: "Refused to evaluate a string as JavaScript…"), uncaught errors, and the
 * `securitypolicyviolation` events the page saw, which are what a CSP report would carry.
 */
async function watch(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => reported.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)),
  ];
}

/** A valid e-commerce form: general information and credit card processing. */
async function fillSmallEcomForm(page: Page) {
  await serviceBox(page, ECOM_SERVICE_LABELS.creditCard).check();
  const { 'General Information': general, 'Credit Card Processing': creditCard } = otherRegionEntry(
    `E2E CSP ${uniqueTag()}`,
  );
  const entry: EcomEntry = { 'General Information': general!, 'Credit Card Processing': creditCard! };
  await fillEcomForm(page, entry);
}

test.describe('under the Content Security Policy, nothing is refused and nothing is logged', () => {
  for (const [url, heading, fill] of [
    ['/p/add-precheck-pos', 'POS Pre-check', (page: Page) => fillPosForm(page, minimalPosEntry('E2E CSP'))],
    ['/p/add-precheck', 'Pre-check Form', fillSmallEcomForm],
  ] as const) {
    test(`the public form ${url}, loaded, checked and reviewed with its captcha solved`, async ({ page }) => {
      const reports = await watch(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // Continue on the empty form loads the schemas (zod) and checks every field with them.
      await continueButton(page).click();
      await expect(errorSummary(page)).toBeVisible();
      // The review loads the captcha widget, whose proof of work runs in a worker of its own.
      await fill(page);
      await openReview(page);
      await solveAltcha(page);
      expect(await reports()).toEqual([]);
    });
  }

  test('sign-in, asking for a code', async ({ page }) => {
    const reports = await watch(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.getByLabel('Email address').fill(uniqueEmail('csp'));
    await page.getByRole('button', { name: 'Send code' }).click();
    // The answer is checked against its schema before the code step shows.
    await expect(page.getByRole('heading', { name: 'Enter your code', level: 1 })).toBeVisible();
    expect(await reports()).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ asAdmin: true });

    test('staff screens: a list, and a form checked', async ({ page }) => {
      const reports = await watch(page);
      await page.goto('/users');
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText('e2e-admin@example.com')).toBeVisible();
      await page.getByRole('link', { name: 'Add user' }).click();
      await expect(page.getByRole('heading', { name: 'Add user', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add user' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      expect(await reports()).toEqual([]);
    });
  });
});
