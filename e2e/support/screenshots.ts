import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** A full-page screenshot of the current screen, at e2e/artifacts/screenshots/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
