import { createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';

screenOnly();

test('sign-in has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sign-up has no serious accessibility violations', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('signed in', () => {
  test.use({ asAdmin: true });

  test('users list has no serious accessibility violations', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('row').filter({ hasText: 'e2e-admin@example.com' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('add user has no serious accessibility violations', async ({ page }) => {
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('edit user, and its delete dialog, have no serious accessibility violations', async ({ page }) => {
    const user = await createUser(await getAdminToken(), { name: 'Axe Target', email: uniqueEmail('axe') });
    await page.goto(`/edit-user/${user.id}`);
    await expect(page.getByLabel('Name')).toHaveValue('Axe Target');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete user' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
