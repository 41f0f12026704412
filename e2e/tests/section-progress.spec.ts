import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import {
  ECOM_SERVICE_LABELS,
  type EcomEntry,
  ecomSection,
  fillEcomForm,
  otherRegionEntry,
  serviceBox,
  US_ONLY_SERVICES_ENTRY,
} from '../support/precheck-ecom.ts';
import { uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

/** The sections of a form with all seven services, in form order (general information, then the checkboxes' order). */
const SECTIONS = [
  'General Information',
  'Credit Card Processing',
  'ACH (Clearing House)',
  'Corporate Banking',
  'Affiliate Payout Program',
  'Whitelabel Gateway',
  'Alternative Billing (EU)',
  'Company Incorporation',
];

const progress = (page: Page) => page.getByRole('navigation', { name: 'Form progress' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A section's entry, whatever its state; its name says the state: 'Corporate Banking: Complete'. */
const entry = (page: Page, section: string) =>
  progress(page).getByRole('link', { name: new RegExp(`^${escaped(section)}: `) });

/**
 * A finger on the element where it shows. Locator.tap first scrolls the element into view, and for a
 * stuck sticky bar that moves the page under it, which no finger does.
 */
async function touch(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** What the visitor types into one section, its sub-headings included. */
const partOf = (all: EcomEntry, section: string): EcomEntry =>
  Object.fromEntries(
    Object.entries(all).filter(([where]) => where === section || where.startsWith(`${section}/`)),
  );

test('beside the e-commerce form, the progress follows all seven services to complete, section by section', async ({
  page,
}) => {
  // Some eighty fields, each judged again on every change.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/p/add-precheck');
  await expect(progress(page).getByRole('link')).toHaveText([/^General Information/]);

  for (const label of Object.values(ECOM_SERVICE_LABELS)) await serviceBox(page, label).check();
  await expect(progress(page).getByRole('link')).toHaveCount(SECTIONS.length);
  for (const [index, section] of SECTIONS.entries()) {
    await expect(progress(page).getByRole('link').nth(index)).toHaveAccessibleName(`${section}: Not started`);
  }
  await expectNoSeriousViolations(page, { soft: true, context: 'the form with its progress list' });
  await screenshot(page, 'section-progress-1440', { fullPage: false });

  const answers = { ...otherRegionEntry(`E2E Progress ${uniqueTag()}`), ...US_ONLY_SERVICES_ENTRY };
  for (const section of SECTIONS) {
    await fillEcomForm(page, partOf(answers, section));
    // Leaving the last field judges it: only then is the section's last answer known to be valid.
    await page.keyboard.press('Tab');
    await expect(entry(page, section)).toHaveAccessibleName(`${section}: Complete`);
    await expect(progress(page).getByRole('status')).toHaveText(`${section} complete`);
    // Sticky: still in sight however far down the form the filling has gone.
    await expect(progress(page)).toBeInViewport();
  }
  await screenshot(page, 'section-progress-1440-complete', { fullPage: false });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test('the compact bar opens the list by keyboard and by tap, and leads to a section', async ({ page }) => {
    await page.goto('/p/add-precheck');
    for (const label of [ECOM_SERVICE_LABELS.creditCard, ECOM_SERVICE_LABELS.affiliate])
      await serviceBox(page, label).check();
    const bar = progress(page).getByRole('button', { name: 'Section 1 of 3' });
    const menu = progress(page).getByRole('dialog', { name: 'Form progress' });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expectFits(page, 320);

    await test.step('by keyboard: Enter opens it at the current section, Escape closes it and returns to the bar', async () => {
      await bar.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(entry(page, 'General Information')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(bar).toBeFocused();
    });

    await test.step('by keyboard: Tab to an entry, Enter moves focus to its section', async () => {
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      // The list takes focus a moment after it shows: a Tab before then starts from the bar.
      await expect(entry(page, 'General Information')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(entry(page, 'Credit Card Processing')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(
        ecomSection(page, 'Credit Card Processing').getByRole('textbox', {
          name: 'Fulfillment',
          exact: true,
        }),
      ).toBeFocused();
      await expect(progress(page).getByRole('button', { name: 'Section 2 of 3' })).toBeVisible();
      // The bar stays at the top, above the section it leads to.
      await expect(progress(page)).toBeInViewport();
      await screenshot(page, 'section-progress-320-bar', { fullPage: false });
    });

    await test.step('by tap: the bar opens the list, an entry leads to its section', async () => {
      await touch(page, progress(page).getByRole('button', { name: 'Section 2 of 3' }));
      await expect(menu).toBeVisible();
      await expect(entry(page, 'Credit Card Processing')).toBeFocused();
      await expect(menu.getByRole('link')).toHaveCount(3);
      await expectFits(page, 320);
      await screenshot(page, 'section-progress-320-menu', { fullPage: false });
      await expectNoSeriousViolations(page, { soft: true, context: 'the open progress menu' });

      await touch(page, entry(page, 'Affiliate Payout Program'));
      await expect(menu).toBeHidden();
      await expect(
        ecomSection(page, 'Affiliate Payout Program').getByRole('textbox', {
          name: 'Company registration number',
          exact: true,
        }),
      ).toBeFocused();
      await expect(progress(page).getByRole('button', { name: 'Section 3 of 3' })).toBeVisible();
    });
  });
});
