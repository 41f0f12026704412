import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where every screenshot goes (git-ignored). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/screenshots',
);

/**
 * Screenshots are for a person to look at; CI, where nobody does, turns them off with
 * `E2E_SCREENSHOTS=off` rather than spend the browser's time encoding pages nobody opens.
 */
const TAKEN = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * A screenshot of the current screen, at e2e/artifacts/screenshots/<name>.png (git-ignored): the whole
 * page unless `fullPage` is false (a tab showing a PDF has no page to scroll).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKEN) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}
