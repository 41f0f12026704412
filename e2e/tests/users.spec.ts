import { createUser, findUsers, getAdminToken, tokenFor } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { BOTH_DATABASES, expect, signedInState, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshots.ts';

test.use({ asAdmin: true });

test('an admin adds, finds, edits and deletes a user', async ({ page }) => {
  const email = uniqueEmail('crud');
  const name = `Ada Crud ${email.slice(9, 19)}`;

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  // Newest first: the run's admin, made first, is pages down by now; the page lists the users of others.
  await expect(page.getByRole('row').filter({ hasText: '@example.com' }).first()).toBeVisible();
  await screenshot(page, 'users-list');

  // Add
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/add-user$/);
  await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
  // New users start as English-speaking merchants.
  await expect(page.getByLabel('Role')).toHaveValue('merchant');
  await expect(page.getByLabel('Language preference')).toHaveValue('en');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Language preference').selectOption('de');
  await screenshot(page, 'add-user');
  await page.getByRole('button', { name: 'Add user' }).click();

  // Back on the list, with the new row (newest first, so on page 1).
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([name, email, 'Admin', 'Edit']);
  const [stored] = await findUsers(await getAdminToken(), email);
  expect(stored).toMatchObject({ name, email, role: 'admin', languagePreference: 'de' });

  // Search, case-insensitive and kept in the URL: only the matching row stays. Typing is debounced, so
  // a whole address typed key by key asks the server a handful of times at most, not once per key.
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users' && url.searchParams.has('q'))
      searches.push(url.searchParams.get('q') ?? '');
  });
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.pressSequentially(email.toUpperCase(), { delay: 15 });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email.toUpperCase())}`));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  expect(searches.at(-1)).toBe(email.toUpperCase());
  expect(searches.length).toBeLessThanOrEqual(3);
  await search.fill(`${email}-nobody`);
  await expect(page.getByText('No users found for your search.')).toBeVisible();
  await search.fill(email);
  await expect(row).toBeVisible();

  // Edit
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-user/${stored?.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Role')).toHaveValue('admin');
  await expect(page.getByLabel('Language preference')).toHaveValue('de');
  const renamed = `${name} Renamed`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Update user' }).click();

  await expect(page).toHaveURL(/\/users(\?.*)?$/);
  const renamedRow = page.getByRole('row').filter({ hasText: email });
  await expect(renamedRow.getByRole('cell').first()).toHaveText(renamed);

  // Delete, through the confirmation dialog; Cancel first keeps the user.
  await renamedRow.getByRole('link', { name: `Edit ${renamed}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await screenshot(page, 'edit-user-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-user\//);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '@example.com' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  expect(await findUsers(await getAdminToken(), email)).toEqual([]);
});

test(
  "two admins edit one user: the second save is refused, shows the first's version and re-applies the change",
  { tag: BOTH_DATABASES },
  async ({ page, browser }) => {
    const adminToken = await getAdminToken();
    const email = uniqueEmail('edited');
    const name = `Eve Edited ${email.slice(9, 19)}`;
    const target = await createUser(adminToken, { name, email });
    const secondEmail = uniqueEmail('second-admin');
    await createUser(adminToken, { name: 'Sam Second', email: secondEmail, role: 'admin' });
    const other = await browser.newContext({ storageState: signedInState(await tokenFor(secondEmail)) });
    const second = await other.newPage();

    // Both open the user; the first renames them and saves.
    await page.goto(`/edit-user/${target.id}`);
    await second.goto(`/edit-user/${target.id}`);
    await expect(second.getByLabel('Name')).toHaveValue(name);
    await page.getByLabel('Name').fill(`${name} Renamed`);
    await page.getByRole('button', { name: 'Update user' }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);

    // The second, still on the old version, changes the language and saves.
    await second.getByLabel('Language preference').selectOption('it');
    const [refused] = await Promise.all([
      second.waitForResponse((r) => r.request().method() === 'PUT'),
      second.getByRole('button', { name: 'Update user' }).click(),
    ]);
    expect(refused.status()).toBe(412);
    const conflict = second
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this user while you were editing' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('listitem')).toHaveText([
      'Language preference: yours “Italiano”, now “English”',
    ]);
    await expect(second.getByLabel('Name')).toHaveValue(`${name} Renamed`);
    await expect(second.getByLabel('Language preference')).toHaveValue('en');
    await expectNoSeriousViolations(second);
    await screenshot(second, 'user-conflict');
    await second.setViewportSize({ width: 320, height: 900 });
    await screenshot(second, 'user-conflict-320');

    await conflict.getByRole('button', { name: 'Apply my changes again' }).click();
    await expect(second.getByLabel('Language preference')).toHaveValue('it');
    await expect(second.getByLabel('Name')).toHaveValue(`${name} Renamed`);
    await second.getByRole('button', { name: 'Update user' }).click();
    await expect(second).toHaveURL(/\/users(\?.*)?$/);

    // Both changes are kept.
    const [stored] = await findUsers(adminToken, email);
    expect(stored).toMatchObject({ name: `${name} Renamed`, languagePreference: 'it' });
    await other.close();
  },
);
