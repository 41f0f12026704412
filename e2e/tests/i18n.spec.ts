import { expect, screenOnly, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

test.use({ asAdmin: true });

test('the language menu switches the interface to German and back, and is remembered', async ({ page }) => {
  await page.goto('/users');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const menu = page.getByRole('combobox', { name: 'Language' });
  await expect(menu.locator('option:checked')).toHaveText('English');

  await menu.selectOption('de');
  await expect(page.getByRole('heading', { name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Benutzer',
    'Händler',
    'POS',
    'E-Commerce',
    'Audit-Protokoll',
    'Postausgang',
    'API-Schlüssel',
    'Webhooks',
    'Sicherungen',
    'Datenschutz',
    'Sicherheit',
  ]);
  await expect(page.getByRole('button', { name: 'Vorabprüfungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Benutzer hinzufügen' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'E-Mail', 'Rolle', 'Aktionen']);
  await expect(page.getByRole('combobox', { name: 'Sprache' }).locator('option:checked')).toHaveText(
    'Deutsch',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await screenshot(page, 'users-list-german');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Benutzer' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Merchants' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
