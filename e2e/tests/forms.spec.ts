import { expect, screenOnly, test } from '../support/fixtures.ts';
import { altchaState } from '../support/altcha.ts';
import {
  continueButton,
  errorSummary,
  openReview,
  reviewHeading,
  reviewSubmitButton,
} from '../support/forms.ts';
import { minimalPosEntry, seedPosDraft, uniqueTag } from '../support/precheck-pos.ts';

screenOnly();

test('the form stays still while it is filled in: the error summary waits for a submit attempt', async ({
  page,
}) => {
  await page.goto('/p/add-precheck-pos');
  const company = page.getByRole('textbox', { name: 'Company Name' });
  await company.focus();
  const top = (await company.boundingBox())!.y;
  await page.keyboard.press('Tab');
  await expect(page.getByText('Company Name is required')).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  expect((await company.boundingBox())!.y).toBe(top);

  // By keyboard: leaving Tax ID shows its error and moves the button, which a click could miss.
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(errorSummary(page)).toBeVisible();
  await expect(reviewHeading(page)).toHaveCount(0);
});

test("in the review, the summary's captcha link puts focus on the captcha's own checkbox", async ({
  page,
}) => {
  // The captcha is solved in the review of a valid form: it starts from a saved draft.
  await seedPosDraft(page, minimalPosEntry(`E2E Captcha link ${uniqueTag()}`));
  await page.goto('/p/add-precheck-pos');
  await openReview(page);
  await reviewSubmitButton(page).click();
  // The widget loads once the form is used; until it is there the link can only focus its place.
  await expect(altchaState(page)).toHaveAttribute('data-state', 'unverified');
  await errorSummary(page).getByRole('link', { name: 'Please complete the captcha' }).click();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeFocused();
});

test('fields stop at the length the server accepts', async ({ page }) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email address');
  await email.fill(`${'a'.repeat(300)}@example.com`);
  expect((await email.inputValue()).length).toBe(254);
});

test.describe('signed in', () => {
  test.use({ asAdmin: true });

  test('a search box clears at once with its button, and keeps the focus', async ({ page }) => {
    await page.goto('/merchants?q=zzz');
    const search = page.getByRole('searchbox', { name: 'Search merchants' });
    await expect(search).toHaveValue('zzz');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/merchants$/);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });
});
