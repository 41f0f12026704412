import type { Page } from '@playwright/test';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { continueButton } from '../support/forms.ts';

screenOnly();

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's outline, as drawn. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test('2.4.7: a field in error keeps a visible focus ring', async ({ page }) => {
  await page.goto('/p/add-precheck-pos');
  await continueButton(page).click();
  const company = page.getByRole('textbox', { name: 'Company Name' });
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await company.focus();
  const outline = await focusOutline(page);
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test.describe('signed in', () => {
  test.use({ asAdmin: true });

  test('2.4.2: every screen has its own translated title, and focus moves to its heading', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Users – Onboarding Portal');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Merchants' }).click();
    const heading = page.getByRole('heading', { name: 'Merchants', level: 1 });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Merchants – Onboarding Portal');

    // A search keeps focus in the search box: only moving to another screen moves it.
    const search = page.getByRole('searchbox', { name: 'Search merchants' });
    await search.fill('zzz');
    await expect(page).toHaveURL(/q=zzz/);
    await expect(search).toBeFocused();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveTitle('Händler – Onboarding-Portal');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Dashboard – Onboarding-Portal');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  });

  test('1.4.3: search placeholders reach 4.5:1 on white', async ({ page }) => {
    await page.goto('/merchants');
    const search = page.getByRole('searchbox', { name: 'Search merchants' });
    await expect(search).toHaveAttribute('placeholder', /./);
    const colours = await search.evaluate((input) => ({
      placeholder: getComputedStyle(input, '::placeholder').color,
      background: getComputedStyle(input).backgroundColor,
    }));
    expect(contrast(colours.placeholder, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  test('2.4.11: tabbing backwards through a staff form never hides the focused field under the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto('/add-precheck-pos');
    await continueButton(page).focus();
    const header = await page.getByRole('banner').boundingBox();
    const hidden: string[] = [];
    for (let stop = 0; stop < 45; stop++) {
      await page.keyboard.press('Shift+Tab');
      const where = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return {
          top: box.top,
          name: element.getAttribute('name') ?? element.id,
          inMain: !!element.closest('main'),
        };
      });
      if (where.inMain && where.top < header!.y + header!.height) hidden.push(where.name);
    }
    expect(hidden).toEqual([]);
  });
});
