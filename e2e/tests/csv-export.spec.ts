import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { getAdminToken } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

test.use({ asAdmin: true });

/** Clicks Export CSV and reads the file the browser saved: its name, and its text as bytes decode it. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('an admin exports exactly the POS pre-checks of a search, safe to open in a spreadsheet', async ({
  page,
}) => {
  const tag = uniqueTag();
  const token = await getAdminToken();
  // A formula, umlauts and ß: what a spreadsheet would run, and what a wrong encoding would garble.
  const companies = [`=HYPERLINK("http://x") ${tag}`, `Müßiggang Bäckerei ${tag}`, `Plain Shop ${tag}`];
  for (const company of companies) await createPosPrecheck(token, posPrecheckBody(company));
  // Not part of the search: must not be in the file.
  await createPosPrecheck(token, posPrecheckBody(`Elsewhere ${uniqueTag()}`));

  await page.goto('/precheck-pos');
  await page.getByRole('searchbox', { name: 'Search POS pre-checks' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(page.getByRole('row')).toHaveCount(companies.length + 1);
  await screenshot(page, 'csv-export-list');

  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^precheck-pos-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);

  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
  // Newest first, as the list shows them.
  expect(rows.map((row) => row['Company Name'])).toEqual(
    [`'=HYPERLINK("http://x") ${tag}`, `Müßiggang Bäckerei ${tag}`, `Plain Shop ${tag}`].reverse(),
  );
  expect(Object.keys(rows[0] ?? {}).slice(0, 4)).toEqual(['ID', 'Reference', 'Submitted', 'Status']);
  expect(Object.keys(rows[0] ?? {})[8]).toBe('Company Name');
  for (const row of rows) expect(row['Submitted']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await screenshot(page, 'csv-export-list-320');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/audit?action=export.csv');
  await expect(page.getByRole('row').filter({ hasText: 'CSV export' }).first()).toContainText('precheck-pos');
});
