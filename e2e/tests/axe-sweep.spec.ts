import type { Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { createUser, getAdminToken, type Language } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { navigateInApp } from '../support/navigation.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { createEcomPrecheck, ecomPrecheckBody } from '../support/precheck-ecom.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';

const LANGUAGES: Language[] = ['en', 'es', 'de', 'it'];

screenOnly();
test.setTimeout(180_000);

/** Waits until the screen shown has its data. */
const loaded = (page: Page) => expect(page.locator('[role="status"] .mantine-Loader-root')).toHaveCount(0);

/** Loads `url` in `language`. */
async function load(page: Page, url: string, language: Language) {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loaded(page);
}

/** Every screen in every language: each language loaded once, its screens reached from there. */
async function sweep(page: Page, screens: string[]) {
  for (const language of LANGUAGES) {
    const [first, ...rest] = screens;
    await load(page, first!, language);
    await expectNoSeriousViolations(page, { soft: true, context: `${language} ${first}` });
    for (const url of rest) {
      await navigateInApp(page, url);
      await loaded(page);
      await expectNoSeriousViolations(page, { soft: true, context: `${language} ${url}` });
    }
  }
}

test('every public screen, in every language, has no serious axe findings', async ({ page }) => {
  await sweep(page, ['/auth', '/signup', '/p/add-precheck-pos', '/p/add-precheck']);
});

test('the check reports what axe finds', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><button></button></main></body></html>',
  );
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/critical button-name/);
});

test.describe('signed in as admin', () => {
  test.use({ asAdmin: true });

  test('every staff screen, in every language, has no serious axe findings', async ({ page }) => {
    const token = await getAdminToken();
    const tag = uniqueTag();
    const posId = await createPosPrecheck(token, posPrecheckBody(`Axe POS ${tag}`));
    const ecomId = await createEcomPrecheck(token, ecomPrecheckBody(`Axe Commerce ${tag}`));
    const user = await createUser(token, { name: `Axe ${tag}`, email: uniqueEmail('axe-sweep') });
    const merchants = await page.request.get(`/api/merchant?q=${encodeURIComponent(`Axe POS ${tag}`)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const merchantId = ((await merchants.json()) as { items: { id: number }[] }).items[0]?.id;
    const screens = [
      '/dashboard',
      '/merchant',
      '/users',
      '/add-user',
      `/edit-user/${user.id}`,
      '/merchants',
      `/merchants/${merchantId}`,
      '/precheck-pos',
      `/precheck-pos/${posId}`,
      '/add-precheck-pos',
      '/precheck',
      `/precheck/${ecomId}`,
      '/add-precheck',
      '/security',
      '/outgoing',
      '/api-keys',
      '/backups',
      '/precheck-pos/00000000-0000-4000-8000-000000000000',
    ];
    await sweep(page, screens);
  });
});
