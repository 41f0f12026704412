import { apiRequest, createUser, getAdminToken } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { signIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { openReview, reviewSubmitButton, successMessage } from '../support/forms.ts';
import { createEcomPrecheck, ecomPrecheckBody } from '../support/precheck-ecom.ts';
import {
  createPosPrecheck,
  minimalPosEntry,
  posPrecheckBody,
  seedPosDraft,
  uniqueTag,
} from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

type Created = { id: string; type: 'POS' | 'ECOM'; company: string };

test.describe('signed in as admin', () => {
  test.use({ asAdmin: true });

  test('the dashboard shows the monthly chart and the ten latest pre-checks, each View going to its detail', async ({
    page,
  }) => {
    const token = await getAdminToken();
    const tag = uniqueTag();
    // Eleven, oldest first, POS and e-commerce taking turns; the dashboard writes names in sentence case.
    const created: Created[] = [];
    for (let n = 1; n <= 11; n++) {
      const type = n % 2 ? 'POS' : 'ECOM';
      const company = `Dash ${type.toLowerCase()} ${n} ${tag}`;
      const id =
        type === 'POS'
          ? await createPosPrecheck(token, posPrecheckBody(company))
          : await createEcomPrecheck(token, ecomPrecheckBody(company));
      created.push({ id, type, company });
    }
    const latest = created.slice(1).reverse();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const chart = page.getByRole('region', { name: 'Pre-checks per month' });
    await expect(chart.locator('.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-legend-wrapper')).toContainText('POS pre-checks');
    await expect(chart.locator('.recharts-legend-wrapper')).toContainText('eCommerce pre-checks');

    const table = page.getByRole('region', { name: 'Latest pre-checks' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.filter({ has: page.getByRole('cell') }).locator('td:first-child')).toHaveText(
      latest.map((item) => item.company),
    );
    for (const item of latest.slice(0, 2))
      await expect(rows.filter({ hasText: item.company })).toContainText(item.type);
    await screenshot(page, 'dashboard-en');

    const ecom = latest.find((item) => item.type === 'ECOM')!;
    await table.getByRole('link', { name: `View the pre-check of ${ecom.company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/precheck/${ecom.id}$`));
    await expect(
      page.getByRole('heading', { name: `eCommerce Pre-check for ${ecom.company}` }),
    ).toBeVisible();

    await page.goBack();
    const pos = latest.find((item) => item.type === 'POS')!;
    await table.getByRole('link', { name: `View the pre-check of ${pos.company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/precheck-pos/${pos.id}$`));
    await expect(page.getByRole('heading', { name: `POS Pre-check for ${pos.company}` })).toBeVisible();

    await page.goto('/dashboard');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(
      page.getByRole('region', { name: 'Vorabprüfungen pro Monat' }).locator('.recharts-legend-wrapper'),
    ).toContainText('POS-Vorabprüfungen');
    await expect(page.getByRole('region', { name: 'Neueste Vorabprüfungen' }).getByRole('row')).toHaveCount(
      11,
    );
    await screenshot(page, 'dashboard-de');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('region', { name: 'Pre-checks per month' })).toBeVisible();
  });

  test('the merchant list opens a merchant, whose deletion is confirmed and who is then gone', async ({
    page,
  }) => {
    const token = await getAdminToken();
    const company = `E2E Merchant GmbH ${uniqueTag()}`;
    const email = uniqueEmail('merchant-del');
    // A pre-check makes (or updates) the merchant of its e-mail address.
    await createPosPrecheck(token, posPrecheckBody(company, email));

    await page.goto('/merchants');
    await expect(page.getByRole('heading', { name: 'Merchants', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText(email);
    await screenshot(page, 'merchants-list');

    await row.getByRole('link', { name: `View the merchant ${company}` }).click();
    await expect(page).toHaveURL(/\/merchants\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByRole('heading', { name: `Merchant: ${company}` })).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await screenshot(page, 'merchant-detail');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this merchant?' });
    await expect(dialog).toContainText(`Do you really want to delete the merchant ${company}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/merchants$/);
    await expect(page.getByRole('heading', { name: 'Merchants', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);
    expect((await apiRequest('GET', `/merchants/${id}`, { token })).status).toBe(404);
  });
});

test('a merchant starts on the Overview, sends a POS pre-check and finds it there without a reload', async ({
  page,
}) => {
  const email = uniqueEmail('overview');
  const merchant = await createUser(await getAdminToken(), {
    name: 'Olga Overview',
    email,
    role: 'merchant',
  });
  // What is tested is where the sent pre-check shows up, not typing: the form starts from a saved draft.
  const company = `E2E Overview ${uniqueTag()}`;
  await seedPosDraft(page, minimalPosEntry(company, email), { userId: merchant.id });
  await signIn(page, email, 'merchant');
  // The overview, where a merchant starts, is now cached: sending must refresh it.
  const mine = page.getByRole('region', { name: 'My pre-checks' });
  await expect(mine).toContainText('You have not submitted any pre-checks yet.');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'POS' }).click();
  await expect(page).toHaveURL(/\/add-precheck-pos$/);
  await expect(page.getByRole('heading', { name: 'POS Pre-check', level: 1 })).toBeVisible();
  await expect(page.getByText('Your unsent entries were restored.')).toBeVisible();
  await openReview(page);
  await reviewSubmitButton(page).click();
  await expect(successMessage(page)).toBeVisible();

  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/merchant$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const row = mine.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('POS');
  await expect(mine.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'merchant-overview');

  await row.getByRole('link', { name: `View the pre-check of ${company}` }).click();
  await expect(page).toHaveURL(/\/precheck-pos\/[^/]+$/);
  await expect(page.getByRole('heading', { name: `POS Pre-check for ${company}` })).toBeVisible();
});
