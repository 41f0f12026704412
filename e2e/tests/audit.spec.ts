import { createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';

test.use({ asAdmin: true });

test('an admin reads the audit log: the chain status, an action it did, its sign-ins, filtered', async ({
  page,
}) => {
  const email = uniqueEmail('audited');
  const user = await createUser(await getAdminToken(), { email, name: 'Audited Person' });

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Chain verified up to entry \d+$/)).toBeVisible();

  // Newest first: the user just created, linked to its edit screen while it exists.
  const created = page.getByRole('row').filter({ hasText: 'User created' }).first();
  await expect(created).toContainText('e2e-admin@example.com');
  await expect(created.getByRole('link', { name: `Open User ${user.id}` })).toHaveAttribute(
    'href',
    `/edit-user/${user.id}`,
  );
  await screenshot(page, 'audit-log');
  await expectNoSeriousViolations(page);

  await page.getByLabel('Actor').fill('e2e-admin@example.com');
  await page.getByLabel('Action').selectOption({ label: 'Signed in' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=auth.sign-in/);
  const rows = page.getByRole('row').filter({ hasText: 'Signed in' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'User created' })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await screenshot(page, 'audit-log-320');
});
