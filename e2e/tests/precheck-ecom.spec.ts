import type { Page, Request } from '@playwright/test';
import { apiRequest, getAdminToken } from '../support/api.ts';
import { solveAltcha } from '../support/altcha.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  continueButton,
  detailValue,
  errorSummary,
  openReview,
  reviewHeading,
  reviewSection,
  reviewSubmitButton,
  submitAnother,
  submittedReference,
} from '../support/forms.ts';
import { downloadCopy, fetchPdf, pdfText, renderPdfPage } from '../support/pdf.ts';
import { APP_URL } from '../support/ports.ts';
import {
  ECOM_SERVICE_LABELS,
  ecomSection,
  fillEcomForm,
  otherRegionEntry,
  serviceBox,
} from '../support/precheck-ecom.ts';
import { uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

const isEcomPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/precheck';

const regionSelect = (page: Page) => page.getByRole('combobox', { name: 'Region', exact: true });

const OTHER_OFFERS = [
  ECOM_SERVICE_LABELS.creditCard,
  ECOM_SERVICE_LABELS.affiliate,
  ECOM_SERVICE_LABELS.whitelabelGateway,
  ECOM_SERVICE_LABELS.incorporation,
];

// One pre-check travels from the visitor's form to the admin's screens: the second test reads what the first sent.
test.describe.serial('the public e-commerce pre-check', () => {
  const tag = uniqueTag();
  const company = `E2E Nordlicht ${tag}`;
  const password = 'S3cr3t-Pässwort!';
  let id = '';
  let reference = '';

  test('a new visitor picks region and services, sees the errors, fills every required field and sends it with a solved captcha', async ({
    page,
  }) => {
    // About fifty fields, each judged again on every change, and a real proof of work.
    test.slow();
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isEcomPost(request)) posts.push(request);
    });

    await test.step('the public form, in English and Spanish, without serious accessibility violations', async () => {
      await page.goto('/p/add-precheck');
      await expect(page.getByRole('heading', { name: 'Pre-check Form', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      // The captcha waits in the review, after Continue.
      await expect(continueButton(page)).toBeVisible();
      await expect(page.getByRole('group', { name: 'Security check' })).toHaveCount(0);
      await screenshot(page, 'precheck-ecom-public-en');
      await expectNoSeriousViolations(page, { soft: true });

      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expect(
        page.getByRole('heading', { name: 'Formulario de preverificación', level: 1 }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeVisible();
      await screenshot(page, 'precheck-ecom-public-es');
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
      await expect(page.getByRole('heading', { name: 'Pre-check Form', level: 1 })).toBeVisible();
    });

    await test.step('a region that does not offer a service unticks and disables it', async () => {
      await expect(regionSelect(page)).toHaveValue('us');
      for (const label of Object.values(ECOM_SERVICE_LABELS)) await serviceBox(page, label).check();

      await regionSelect(page).selectOption({ label: 'Europe' });
      await expect(serviceBox(page, ECOM_SERVICE_LABELS.clearingHouse)).not.toBeChecked();
      await expect(serviceBox(page, ECOM_SERVICE_LABELS.clearingHouse)).toBeDisabled();
      await expect(serviceBox(page, ECOM_SERVICE_LABELS.alternativeBilling)).toBeChecked();
      await expect(serviceBox(page, ECOM_SERVICE_LABELS.corporateBanking)).toBeChecked();
      await expect(ecomSection(page, 'ACH (Clearing House)')).toHaveCount(0);

      await regionSelect(page).selectOption({ label: 'Other' });
      for (const label of [
        ECOM_SERVICE_LABELS.clearingHouse,
        ECOM_SERVICE_LABELS.alternativeBilling,
        ECOM_SERVICE_LABELS.corporateBanking,
      ]) {
        await expect(serviceBox(page, label), label).not.toBeChecked();
        await expect(serviceBox(page, label), label).toBeDisabled();
      }
      for (const section of ['Alternative Billing (EU)', 'Corporate Banking'])
        await expect(ecomSection(page, section), section).toHaveCount(0);

      for (const label of OTHER_OFFERS) {
        await serviceBox(page, label).check();
        await expect(serviceBox(page, label), label).toBeChecked();
        await expect(serviceBox(page, label), label).toBeEnabled();
      }
      for (const section of [
        'General Information',
        'Credit Card Processing',
        'Affiliate Payout Program',
        'Whitelabel Gateway',
        'Company Incorporation',
      ])
        await expect(ecomSection(page, section), section).toBeVisible();
    });

    await test.step('Continue on the empty form: the summary lists the errors, no review, and nothing is sent', async () => {
      await continueButton(page).click();
      await expect(errorSummary(page)).toBeVisible();
      await expect(errorSummary(page)).toContainText('Company name is required');
      // The captcha is asked for in the review, not here.
      await expect(errorSummary(page)).not.toContainText('Please complete the captcha');
      await expect(reviewHeading(page)).toHaveCount(0);
      const companyInput = ecomSection(page, 'General Information').getByRole('textbox', {
        name: 'Company name',
        exact: true,
      });
      await expect(companyInput).toHaveAttribute('aria-invalid', 'true');
      expect(posts).toEqual([]);
      await screenshot(page, 'precheck-ecom-public-error-summary');
    });

    await test.step('every required field filled, Other gateway features specified', async () => {
      const whitelabel = ecomSection(page, 'Whitelabel Gateway');
      await expect(whitelabel.getByRole('textbox', { name: 'Specify other gateway features' })).toHaveCount(
        0,
      );
      await fillEcomForm(page, otherRegionEntry(company));
      await expect(
        whitelabel.getByRole('textbox', { name: 'Specify other gateway features', exact: true }),
      ).toHaveValue('Tokenisation vault');
      // Nothing is left to fix: the summary is gone.
      await expect(errorSummary(page)).toHaveCount(0);
    });

    await test.step('Continue opens the review; there the real ALTCHA widget solves its proof of work, and the form is sent', async () => {
      await openReview(page);
      expect(posts).toEqual([]);
      await expect(detailValue(reviewSection(page, 'General Information'), 'Company name')).toHaveText(
        company,
      );
      await expect(
        detailValue(reviewSection(page, 'Whitelabel Gateway'), 'Specify other gateway features'),
      ).toHaveText('Tokenisation vault');
      const payload = await solveAltcha(page);
      const [response] = await Promise.all([
        page.waitForResponse((r) => isEcomPost(r.request())),
        reviewSubmitButton(page).click(),
      ]);
      expect(response.status()).toBe(201);
      id = ((await response.json()) as { id: string }).id;
      expect(response.request().headers()['x-captcha-token']).toBe(payload);
      expect(response.request().postDataJSON()).toMatchObject({
        reg: 'other',
        srv: ['creditCard', 'affiliate', 'whitelabelGateway', 'incorporation'],
        genInfo: { genComp: company },
        wlInfo: { wlGatewayFeatures: ['riskManagement', 'other'], wlOtherGateway: 'Tokenisation vault' },
      });
      expect(posts).toHaveLength(1);

      reference = await submittedReference(page, 'E');
      await screenshot(page, 'precheck-ecom-public-success');
      await expectNoSeriousViolations(page, { soft: true, context: 'the success page' });
      const copy = await downloadCopy(page);
      expect(copy.name).toBe(`${reference}.pdf`);
      expect(pdfText(copy.pdf)).toContain(company);
      await submitAnother(page);
      await expect(errorSummary(page)).toHaveCount(0);
      await expect(regionSelect(page)).toHaveValue('us');
    });
  });

  test.describe('as admin', () => {
    test.use({ asAdmin: true });

    test('the admin finds it, follows a service link, reveals the password and opens the PDF', async ({
      page,
      context,
    }) => {
      expect(id, 'the pre-check sent by the visitor').not.toBe('');
      const stored = await apiRequest<{ reference: string }>('GET', `/precheck/${id}`, {
        token: await getAdminToken(),
      });
      expect(stored.body.reference, 'the reference the visitor was shown').toBe(reference);

      await test.step('found in the list by the search box', async () => {
        await page.goto('/precheck');
        await expect(page.getByRole('heading', { name: 'eCommerce Pre-checks', level: 1 })).toBeVisible();
        await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
        await expect(page.getByRole('row')).toHaveCount(2);
        const row = page.getByRole('row').filter({ hasText: company });
        await expect(row).toContainText('OTHER');
        await screenshot(page, 'precheck-ecom-list');
        await row.getByRole('link', { name: `View the eCommerce pre-check of ${company}` }).click();
      });

      await test.step('the detail links its services to their sections', async () => {
        await expect(page).toHaveURL(new RegExp(`/precheck/${id}$`));
        await expect(page.getByRole('heading', { name: `eCommerce Pre-check for ${company}` })).toBeVisible();
        await expect(detailValue(page, 'Region')).toHaveText('Other');
        await expect(detailValue(page, 'Company name')).toHaveText(company);
        const section = page.getByRole('region', { name: 'Whitelabel Gateway' });
        await expect(section).toBeVisible();
        await expect(detailValue(page, 'Specify other gateway features')).toHaveText('Tokenisation vault');
        await screenshot(page, 'precheck-ecom-detail');

        await detailValue(page, 'Services').getByRole('link', { name: 'Whitelabel gateway' }).click();
        await expect(page).toHaveURL(new RegExp(`/precheck/${id}#wlInfo$`));
        await expect(section.getByRole('heading', { name: 'Whitelabel Gateway' })).toBeInViewport();
      });

      await test.step('the website password is masked until its toggle is pressed', async () => {
        const cell = detailValue(page, 'Website password');
        await expect(cell).toContainText('Password hidden');
        await expect(cell).not.toContainText(password);
        await cell.getByRole('button', { name: 'Show password' }).click();
        await expect(cell).toContainText(password);
        await expect(cell.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      });

      await test.step('View PDF opens a new tab with the PDF from the API', async () => {
        const [tab, pdfResponse] = await Promise.all([
          context.waitForEvent('page'),
          page.waitForResponse((r) => new URL(r.url()).pathname === `/api/precheck/${id}/pdf`),
          page.getByRole('button', { name: 'View PDF' }).click(),
        ]);
        expect(pdfResponse.status()).toBe(200);
        expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
        await expect(tab).toHaveURL(new RegExp(`^blob:${APP_URL}/`));
        await tab.close();
        // The tab turned the answer into a blob; the same PDF, fetched again, is rendered here.
        const pdf = await fetchPdf(`/precheck/${id}/pdf?language=en`, await getAdminToken());
        // The PDF masks the password as the detail does before its reveal, and nothing reveals it there.
        const text = pdfText(pdf);
        expect(text).toMatch(/Website password\s+••••••••/);
        expect(text).not.toContain(password);
        renderPdfPage(pdf, 'precheck-ecom-pdf-page-1');
      });
    });
  });
});
