import type { Browser } from '@playwright/test';
import { getAdminToken } from '../support/api.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

test.use({ asAdmin: true, viewport: { width: 1440, height: 600 } });

/** The colour of one pixel of a PNG, `x` from the left and `fromBottom` from its last row. */
async function pixel(browser: Browser, png: Buffer, x: number, fromBottom: number): Promise<string> {
  // Decoded on a blank page of its own: the portal's CSP allows no data: images.
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ data, x, fromBottom }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [r, g, b] = context.getImageData(x, image.height - fromBottom, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      },
      { data: png.toString('base64'), x, fromBottom },
    );
  } finally {
    await page.close();
  }
}

test('the sidebar runs the whole height of a long page: on screen when scrolled, and in a full-page capture', async ({
  page,
  browser,
}) => {
  // A pre-check's detail page: longer than the window, whatever else the run has stored.
  const company = `Shell ${uniqueTag()} GmbH`;
  await page.goto(
    `/precheck-pos/${await createPosPrecheck(await getAdminToken(), posPrecheckBody(company))}`,
  );
  await expect(page.getByRole('heading', { name: `POS Pre-check for ${company}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600);

  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();

  // Captured from the top, as a full-page screenshot usually is: the fixed sidebar is drawn there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const navWidth = (await page.locator('.mantine-AppShell-navbar').boundingBox())!.width;
  const whole = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await screenshot(page, 'shell-long-page');
  // Under the sidebar, at the foot of the page: the sidebar's white, not the page's grey.
  expect(await pixel(browser, whole, 20, 10)).toBe('rgb(255, 255, 255)');
  expect(await pixel(browser, whole, Math.round(navWidth) + 20, 10)).toBe('rgb(248, 249, 250)');
});
