import type { Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { ADMIN_EMAIL } from '../support/ports.ts';
import { screenshot } from '../support/screenshots.ts';
import { nextCode } from '../support/totp.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };
test.use({ asAdmin: true, viewport: WIDE, permissions: ['clipboard-read', 'clipboard-write'] });

/** The key named `name`: a row of the table, or where the table does not fit, its block. */
const keyEntry = (page: Page, name: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name });

test('an admin creates an API key with a fresh authenticator code, copies it from its one showing, then revokes it', async ({
  page,
}) => {
  // Unique per run: the e2e database is shared by the run's tests.
  const name = `CRM ${uniqueEmail('key').split('@')[0]}`;
  // Within API_KEY_MAX_TTL (a year by default): 200 days ahead, as the date field and the list write it.
  const lastDay = new Date(Date.now() + 200 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDayField = `${lastDay.getFullYear()}-${pad(lastDay.getMonth() + 1)}-${pad(lastDay.getDate())}`;
  const lastDayShown = lastDay.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  await test.step('the form: name, scopes, last day and the authenticator code', async () => {
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: 'Read pre-checks' }).check();
    await page.getByRole('checkbox', { name: 'Submit pre-checks' }).check();
    await page.getByLabel('Valid until').fill(lastDayField);
    const code = page.getByLabel('Authenticator code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await screenshot(page, 'api-keys-1-form-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'form, 1280 px' });
    await code.fill(await nextCode(ADMIN_EMAIL));
    await page.getByRole('button', { name: 'Create key' }).click();
  });

  const key = page.getByTestId('new-api-key');
  await test.step('the key, once, with a Copy button', async () => {
    await expect(page.getByRole('heading', { name: `Your new API key: ${name}` })).toBeFocused();
    await expect(page.getByText('it will not be shown again')).toBeVisible();
    await expect(key).toHaveText(/^pk_[0-9A-Za-z]{49}$/);
    const shown = await key.innerText();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const entry = keyEntry(page, name);
    await expect(entry).toContainText('Read pre-checks');
    await expect(entry).toContainText('Submit pre-checks');
    await expect(entry).toContainText(ADMIN_EMAIL);
    await expect(entry).toContainText(lastDayShown);
    await expect(entry).toContainText('Never');
    await screenshot(page, 'api-keys-2-created-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'created, 1280 px' });

    await page.setViewportSize(NARROW);
    await expect(key).toBeVisible();
    await screenshot(page, 'api-keys-2-created-320');
    await expectFits(page, 320);
    await page.setViewportSize(WIDE);
  });

  await test.step('Done forgets it, and a reload does not bring it back', async () => {
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(key).toHaveCount(0);
    await page.reload();
    await expect(keyEntry(page, name)).toBeVisible();
    await expect(key).toHaveCount(0);
    await screenshot(page, 'api-keys-3-list-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'list, 1280 px' });
  });

  await test.step('at 320 px each key is a block that fits, its Revoke beside it', async () => {
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('button', { name: `Revoke API key ${name}` })).toBeVisible();
    await screenshot(page, 'api-keys-3-list-320');
    await expectFits(page, 320);
    await expectNoSeriousViolations(page, { soft: true, context: 'list, 320 px' });
    await page.setViewportSize(WIDE);
  });

  await test.step('Revoke asks, then the key is gone from the list', async () => {
    await page.getByRole('button', { name: `Revoke API key ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await expect(dialog).toContainText(`${name} stops working at once`);
    await screenshot(page, 'api-keys-4-revoke-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'revoke dialog, 1280 px' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The API key ${name} is revoked.` }),
    ).toBeVisible();
    await expect(keyEntry(page, name)).toHaveCount(0);
  });
});

test('a wrong authenticator code is said at its field, and no key is made', async ({ page }) => {
  await page.goto('/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Wrong code');
  await page.getByRole('checkbox', { name: 'Read merchants' }).check();
  const right = await nextCode(ADMIN_EMAIL);
  // A code that is surely not the current one: each digit moved on by one.
  const wrong = right.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel('Authenticator code').fill(wrong);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('Authenticator code')).toHaveAccessibleDescription('The code is not correct');
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await screenshot(page, 'api-keys-5-wrong-code-1280');
  await expectNoSeriousViolations(page, { context: 'wrong code, 1280 px' });
  await expect(keyEntry(page, 'Wrong code')).toHaveCount(0);
});
