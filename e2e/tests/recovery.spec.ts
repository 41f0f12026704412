import { apiRequest, createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';
import { uniqueTag } from '../support/precheck-pos.ts';

screenOnly();

/** USERS_PAGE_SIZE of packages/shared. */
const USERS_PAGE = 20;

test.use({ asAdmin: true });

/** The chunk of the Users screen (routes/users/users.tsx), whatever its build hash. */
const USERS_CHUNK = /\/assets\/users-[\w-]{8}\.js$/;

test('a screen whose chunk fails to load says so, and Retry loads it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.route(USERS_CHUNK, (route) => route.abort('internetdisconnected'));

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('The connection may have dropped.')).toBeVisible();
  await screenshot(page, 'chunk-failed');

  await page.unroute(USERS_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
});

test('when a new build replaced the chunks, the message offers a reload instead', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The old build's chunk is gone and the server's index.html names another entry script.
  await page.route(USERS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(src="\/assets\/index-)[\w-]+(\.js")/, '$1NewBuild$2');
      await route.fulfill({ response, body: html });
    },
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'A new version of the portal is available' })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

test('a failed dashboard load says so with Try again, not as empty figures', async ({ page }) => {
  let fail = true;
  await page.route('**/api/stats/dashboard', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'Service unavailable' } })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The dashboard figures could not be loaded.');
  await expect(page.getByText('No pre-checks yet.')).toHaveCount(0);
  await expect(page.getByText('No figures to show yet.')).toHaveCount(0);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Latest pre-checks' })).toBeVisible();
});

test('while another page of a list loads, the list is marked busy and the window goes back to the top', async ({
  page,
}) => {
  const tag = uniqueTag();
  const token = await getAdminToken();
  const created: string[] = [];
  for (let n = 0; n < USERS_PAGE + 1; n++) {
    created.push((await createUser(token, { name: `Busy ${tag} ${n}`, email: uniqueEmail(`busy-${n}`) })).id);
  }
  try {
    await page.setViewportSize({ width: 1280, height: 500 });
    let release: () => void = () => undefined;
    await page.goto(`/users?q=${tag}`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    await page.route('**/api/users?*page=2*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fallback();
    });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('progressbar').or(page.getByLabel('Loading...'))).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  } finally {
    // Other tests expect the e2e admin on the first page of the user list, newest first.
    await Promise.all(created.map((id) => apiRequest('DELETE', `/users/${id}`, { token })));
  }
});
