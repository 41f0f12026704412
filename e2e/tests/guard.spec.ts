import { createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { signIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

test('a merchant is kept out of the admin screens and sees only the merchant links', async ({ page }) => {
  const email = uniqueEmail('merchant');
  await createUser(await getAdminToken(), { name: 'Mia Merchant', email, role: 'merchant' });
  await signIn(page, email, 'merchant');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'POS', 'eCommerce', 'Security']);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/merchant');
  await expect(nav.getByRole('link', { name: 'POS' })).toHaveAttribute('href', '/add-precheck-pos');
  await expect(nav.getByRole('link', { name: 'eCommerce' })).toHaveAttribute('href', '/add-precheck');
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveCount(0);

  // The role must match exactly: a valid merchant token does not open admin screens. The guard sends
  // the merchant to /auth, which sends a signed-in visitor on to their start page, the overview.
  const usersRequests: string[] = [];
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/users')) usersRequests.push(request.url());
  });
  for (const path of ['/users', '/add-user']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/merchant$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add POS pre-check' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add user' })).toHaveCount(0);
  }
  expect(visited.filter((path) => path === '/auth')).toHaveLength(2);
  // The admin screens never even asked for the user list.
  expect(usersRequests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
});
