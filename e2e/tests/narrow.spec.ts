import { getAdminToken } from '../support/api.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { expectFits, expectWholeChoice } from '../support/layout.ts';
import { navigateInApp } from '../support/navigation.ts';
import { createEcomPrecheck, ecomPrecheckBody } from '../support/precheck-ecom.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

test.describe('at 320 px', () => {
  test.use({ asAdmin: true, viewport: { width: 320, height: 640 } });

  test('every kind of staff screen fits, in the longest language too', async ({ page }) => {
    const token = await getAdminToken();
    const tag = uniqueTag();
    const posId = await createPosPrecheck(token, posPrecheckBody(`Narrow Bäckerei Großhandel ${tag}`));
    const ecomId = await createEcomPrecheck(token, ecomPrecheckBody(`Narrow Commerce ${tag}`));
    const screens = [
      ['/dashboard', 'Dashboard'],
      ['/precheck-pos', 'POS Pre-checks'],
      ['/precheck', 'eCommerce Pre-checks'],
      [`/precheck-pos/${posId}`, `POS Pre-check for Narrow Bäckerei Großhandel ${tag}`],
      [`/precheck/${ecomId}`, `eCommerce Pre-check for Narrow Commerce ${tag}`],
      ['/users', 'Users'],
      ['/merchants', 'Merchants'],
      ['/add-precheck-pos', 'POS Pre-check'],
      ['/outgoing', 'Outgoing'],
    ] as const;
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') {
        await page.goto('/dashboard');
        await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      }
      for (const [url, heading] of screens) {
        await navigateInApp(page, url);
        if (language === 'en')
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading...').or(page.getByText('Cargando...'))).toHaveCount(0);
        await screenshot(page, `narrow-320-${language}${url.replace(/[/]/g, '-').slice(0, 40)}`);
        await expectFits(page, 320);
      }
    }
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  });

  test('the language menu shows the whole name of every language beside the menu button and the logo', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const menu = header.getByRole('combobox');
    for (const language of ['de', 'es', 'it', 'en'] as const) {
      await menu.selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectWholeChoice(menu);
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole('button', { expanded: false })).toBeInViewport({ ratio: 1 });
      await expectFits(page, 320);
      await screenshot(page, `narrow-320-language-menu-${language}`, { fullPage: false });
    }
  });
});

test.describe('at 200 % zoom of a 1280 px window', () => {
  // What a zoomed page lays out in: half the window's CSS pixels, each drawn twice as large.
  test.use({ asAdmin: true, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the detail, list and form screens fit', async ({ page }) => {
    const id = await createPosPrecheck(await getAdminToken(), posPrecheckBody(`Zoomed ${uniqueTag()}`));
    for (const url of [`/precheck-pos/${id}`, '/precheck-pos', '/precheck', '/add-precheck', '/dashboard']) {
      await navigateInApp(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectFits(page, 640);
    }
    await screenshot(page, 'zoom-200-dashboard');
  });
});

test.describe('at 1024 px', () => {
  test.use({ asAdmin: true, viewport: { width: 1024, height: 768 } });

  test('the eCommerce list beside the sidebar shows each row whole, its date and View included', async ({
    page,
  }) => {
    const company = `Wide Commerce ${uniqueTag()}`;
    await createEcomPrecheck(await getAdminToken(), ecomPrecheckBody(company));
    await page.goto(`/precheck?q=${encodeURIComponent(company)}`);
    const view = page.getByRole('link', { name: `View the eCommerce pre-check of ${company}` });
    await expect(view).toBeInViewport({ ratio: 1 });
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await expect(page.getByRole('main').getByText(today)).toBeVisible();
    await screenshot(page, 'ecom-list-1024');
    await expectFits(page, 1024);
  });
});
