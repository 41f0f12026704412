import type { Language } from '../support/api.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';

screenOnly();

test('robots.txt is a text file that keeps crawlers out of the staff screens and lets them read the forms', async ({
  request,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await answer.text()).split('\n');
  expect(lines).not.toContainEqual(expect.stringMatching(/<html/i));
  expect(lines).toContain('User-agent: *');
  for (const path of ['/p/add-precheck-pos', '/p/add-precheck']) expect(lines).toContain(`Allow: ${path}`);
  for (const path of [
    '/dashboard',
    '/users',
    '/merchants',
    '/precheck-pos',
    '/precheck',
    '/audit',
    '/api-keys',
  ])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).not.toContain('Disallow: /');
});

/** How each language's description of the POS form begins (the whole texts: apps/web screens.test.tsx). */
const POS_DESCRIPTION: Record<Language, string> = {
  en: 'Start your POS pre-check: ',
  es: 'Inicie su preverificación TPV: ',
  de: 'Starten Sie Ihre POS-Vorabprüfung: ',
  it: 'Avvii la sua preverifica POS: ',
};

test('the public forms have a meta description in the language shown, and the staff screens none', async ({
  page,
}) => {
  const description = page.locator('head meta[name="description"]');
  for (const [language, start] of Object.entries(POS_DESCRIPTION)) {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    for (const url of ['/p/add-precheck-pos', '/p/add-precheck']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Both are written beside the form's part of the catalogue, which may arrive after them.
      await expect(page).not.toHaveTitle(/precheck(Pos|Ecom)\./);
      await expect(description).toHaveCount(1);
      await expect(description).not.toHaveAttribute('content', /^precheck(Pos|Ecom)\./);
      const content = (await description.getAttribute('content')) ?? '';
      expect(content.length, content).toBeGreaterThan(50);
      if (url === '/p/add-precheck-pos') expect(content.startsWith(start), content).toBe(true);
    }
  }
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(description).toHaveCount(0);
});
