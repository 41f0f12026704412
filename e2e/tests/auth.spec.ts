import { createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { enterMailedCode, passSecondFactor, signIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { codeMailedTo } from '../support/mail.ts';
import { ADMIN_EMAIL } from '../support/ports.ts';
import { screenshot } from '../support/screenshots.ts';
import { solveAltcha } from '../support/altcha.ts';

test('the admin signs in with the mailed code and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The address is shown in lower case, as the server stores it.
  await page.getByLabel('Email address').fill(ADMIN_EMAIL.toUpperCase());
  await expect(page.getByLabel('Email address')).toHaveValue(ADMIN_EMAIL);
  await screenshot(page, 'sign-in-1-email');

  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(ADMIN_EMAIL);
  const code = await codeMailedTo(ADMIN_EMAIL, since);

  // A wrong code is refused with the server's message, and the right one still works afterwards.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('One-time code').fill(code);
  await screenshot(page, 'sign-in-2-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  // An admin passes the second factor too (second-factor.spec.ts walks it through).
  await passSecondFactor(page, ADMIN_EMAIL);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/add-user');
  await expect(page.getByRole('link', { name: 'Add POS pre-check' })).toHaveAttribute(
    'href',
    '/add-precheck-pos',
  );
  await expect(page.getByRole('link', { name: 'Add eCommerce pre-check' })).toHaveAttribute(
    'href',
    '/add-precheck',
  );
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Users',
    'Merchants',
    'POS',
    'eCommerce',
    'Audit log',
    'Outgoing',
    'API keys',
    'Webhooks',
    'Backups',
    'Privacy',
    'Security',
  ]);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  await screenshot(page, 'dashboard-admin');

  // A signed-in visitor of /auth goes straight back to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out returns to /auth, revokes the session, and /users then redirects to /auth', async ({
  page,
}) => {
  const email = uniqueEmail('signout');
  await createUser(await getAdminToken(), { name: 'Sign Out Admin', email, role: 'admin' });
  await signIn(page, email);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The old token was revoked server-side: putting it back does not sign anyone in.
  await page.evaluate((value) => localStorage.setItem('authToken', value ?? ''), token);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('without a token, protected screens redirect to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/users', '/add-user', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
});

test('sign-up continues at the code step, and the mailed code signs the new merchant in', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill('Sam Signup');
  await page.getByLabel('Email address').fill(email);
  // Nothing is sent before the bot check is done.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please complete the captcha')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await solveAltcha(page);
  await screenshot(page, 'sign-up');
  const since = Date.now();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  // Just registered: no "Create one" beside the code.
  await expect(page.getByRole('link', { name: 'Create one' })).toHaveCount(0);
  await enterMailedCode(page, email, since, 'merchant');

  // A merchant, on the overview: the two pre-check buttons, no "Add user", and the merchant navigation.
  await expect(page.getByRole('link', { name: 'Add POS pre-check' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add eCommerce pre-check' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Overview',
    'POS',
    'eCommerce',
    'Security',
  ]);
});

test('the send-code button is busy while the request runs', async ({ page }) => {
  await page.goto('/auth');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  // An address without an account: the answer is the same, and no mail is sent.
  await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
  const send = page.getByRole('button', { name: 'Send code' });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute('data-loading', 'true');
  release();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ asAdmin: true });

  test('a protected screen shows the layout with Loading... while the token is checked', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/validate-token', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/users');
    await expect(page.getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  });

  test('an unknown path redirects to /dashboard', async ({ page }) => {
    await page.goto('/this/path/does-not-exist?x=1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
