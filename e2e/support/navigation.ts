import { expect, type Page } from '@playwright/test';

/**
 * Moves to `url` the way the app's own links do, without loading the page again, and waits for the
 * new screen's heading (the old one is marked first, so it cannot pass for it). A tab with no app yet
 * loads it, and its caller waits for what it needs. The screen is the same as after a load; a sweep
 * over many screens saves a reload each (the scripts parsed again, the session checked again), which
 * was most of its time.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  // The first screen of a fresh tab is loaded: there is no app yet to move within.
  if (page.url() === 'about:blank') {
    await page.goto(url);
    return;
  }
  const { pathname, search } = new URL(page.url());
  if (pathname + search === url) return;
  await page
    .locator('h1')
    .evaluateAll((headings) => headings.forEach((h) => h.setAttribute('data-left', '')));
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page.locator('h1:not([data-left])')).toBeVisible();
}
