import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where every screenshot goes (git-ignored). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/screenshots',
);

/**
 * A screenshot of the current screen, at e2e/artifacts/screenshots/<name>.png (git-ignored): the whole
 * page unless `fullPage` is false (a tab showing a PDF has no page to scroll).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}
