import type { Page } from '@playwright/test';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('sign-in fits a narrow screen', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mobile-sign-in');
});

test.describe('signed in', () => {
  test.use({ asAdmin: true });

  test('on a narrow screen the navigation hides behind the menu button', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const dashboardLink = nav.getByRole('link', { name: 'Dashboard' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).not.toBeInViewport();
    // Off screen also means out of the tab order.
    await dashboardLink.evaluate((link) => link.focus());
    expect(await dashboardLink.evaluate((link) => document.activeElement === link)).toBe(false);
    // Every user's Edit button is on screen, not in a sideways-scrolling table.
    const admin = page.getByRole('listitem').filter({ hasText: 'e2e-admin@example.com' });
    const edit = admin.getByRole('link', { name: 'Edit e2e-admin' });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mobile-users-menu-collapsed');

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeInViewport();
    await expect(burger).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
    await screenshot(page, 'mobile-users-menu-open');

    // Following a link closes the menu again.
    await dashboardLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
    await screenshot(page, 'mobile-dashboard');

    // The longest product name (Spanish) still fits beside the menu button and the language menu.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByRole('banner').getByText('Portal de alta')).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mobile-dashboard-spanish');
  });
});
