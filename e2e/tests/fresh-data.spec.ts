import { getAdminToken } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';

test.describe('as admin', () => {
  test.use({ asAdmin: true });

  test('a deleted pre-check leaves the dashboard at once, and its page then says not found', async ({
    page,
  }) => {
    const company = `Fresh delete ${uniqueTag()}`;
    // Another pre-check stays, so the list has rows after the deletion even when this test runs alone.
    await createPosPrecheck(await getAdminToken(), posPrecheckBody(`Fresh stays ${uniqueTag()}`));
    const id = await createPosPrecheck(await getAdminToken(), posPrecheckBody(company));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const latest = page.getByRole('region', { name: 'Latest pre-checks' });

    await page.goto('/dashboard');
    await latest.getByRole('link', { name: `View the pre-check of ${company}` }).click();
    await expect(page.getByRole('heading', { name: `POS Pre-check for ${company}` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/precheck-pos$/);

    // Within the 30 s the dashboard's answer counts as fresh: the change itself must have refreshed it.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(latest.getByRole('row').nth(1)).toBeVisible();
    await expect(latest.getByRole('row').filter({ hasText: company })).toHaveCount(0);

    // Back to the deleted record's page, in the app: not its cached data, but "not found" and the way back.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/precheck-pos/${id}$`));
    await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View PDF' })).toHaveCount(0);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to POS Pre-checks' }).click();
    await expect(page).toHaveURL(/\/precheck-pos$/);
  });

  test('an unknown or malformed id says not found', async ({ page }) => {
    for (const url of ['/precheck/00000000-0000-4000-8000-000000000000', '/merchants/not-a-number']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to Merchants' })).toHaveAttribute('href', '/merchants');
  });
});
