import type { Browser } from '@playwright/test';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';

screenOnly();

// A short window, so the dashboard is a long page without adding records (each would spend the
// admin's hourly submission budget, which the whole run shares).
test.use({ asAdmin: true, viewport: { width: 1440, height: 400 } });

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
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The figures and the chart arrive after the heading: the page is long once they are drawn.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(400);

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
