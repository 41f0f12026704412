import type { Page, Request } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { apiRequest, createUser, getAdminToken, tokenFor } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { BOTH_DATABASES, expect, signedInState, test } from '../support/fixtures.ts';
import {
  backToFormButton,
  continueButton,
  detailValue,
  errorSummary,
  groupName,
  openReview,
  review,
  reviewHeading,
  reviewSection,
  reviewSubmitButton,
  submitAnother,
  submittedReference,
  successMessage,
} from '../support/forms.ts';
import { downloadCopy, expectPdfViewerShows, fetchPdf, pdfText, renderPdfPage } from '../support/pdf.ts';
import { APP_URL } from '../support/ports.ts';
import {
  altchaState,
  createPosPrecheck,
  EMPTY_POS_ENTRY,
  expectPosForm,
  fillPosForm,
  fullPosEntry,
  minimalPosEntry,
  POS_REQUIRED_MESSAGES,
  posPrecheckBody,
  seedPosDraft,
  solveAltcha,
  uniqueTag,
} from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

const isPosPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/precheck-pos';

/** Every POST /api/precheck-pos the page sends, from now on. */
function recordPosPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isPosPost(request)) posts.push(request);
  });
  return posts;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Shown when the form starts from a saved draft, here the one a test seeded with seedPosDraft. */
const draftRestored = (page: Page) => page.getByText('Your unsent entries were restored.');
const securityCheck = (page: Page) => page.getByRole('group', { name: 'Security check' });

test(
  'an anonymous visitor sends the public form with a solved captcha; an admin finds, reads, opens as PDF and deletes it',
  { tag: BOTH_DATABASES },
  async ({ page, browser }) => {
    // Typing four sections, solving the proof of work and reading a PDF: close to a minute on two cores.
    test.slow();
    const tag = uniqueTag();
    const company = `E2E Bäckerei ${tag}`;
    const entry = fullPosEntry(company);
    const email = entry.text.email!;
    const posts = recordPosPosts(page);
    let id = '';
    let reference = '';

    await test.step('the public form, in English and German, without serious accessibility violations', async () => {
      await page.goto('/p/add-precheck-pos');
      await expect(page.getByRole('heading', { name: 'POS Pre-check', level: 1 })).toBeVisible();
      // The public variant: a minimal page with the language menu, no staff navigation; its captcha
      // waits in the review, after Continue.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      await expect(continueButton(page)).toBeVisible();
      await expect(securityCheck(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
      await screenshot(page, 'precheck-pos-public-en');
      await expectNoSeriousViolations(page, { soft: true });

      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.getByRole('heading', { name: 'POS-Vorabprüfung', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('textbox', { name: 'Firmenname', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
      await screenshot(page, 'precheck-pos-public-de');
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await expect(page.getByRole('heading', { name: 'POS Pre-check', level: 1 })).toBeVisible();
    });

    await test.step('Continue on the empty form: every required message, no review, and nothing sent', async () => {
      await continueButton(page).click();
      // The captcha is not asked for yet: it is solved in the review.
      await expect(errorSummary(page).getByRole('listitem')).toHaveText(POS_REQUIRED_MESSAGES);
      await expect(reviewHeading(page)).toHaveCount(0);
      await expect(securityCheck(page)).toHaveCount(0);
      // Each message also sits under its own field.
      const companyInput = page.getByRole('textbox', { name: 'Company Name', exact: true });
      await expect(companyInput).toHaveAttribute('aria-invalid', 'true');
      await expect(companyInput).toHaveAccessibleDescription('Company Name is required');
      expect(posts).toEqual([]);
      await screenshot(page, 'precheck-pos-public-error-summary');
      await expectNoSeriousViolations(page, { soft: true });
    });

    await test.step('filled in completely, reviewed, but submitted without the captcha: blocked in the browser, no POST', async () => {
      await fillPosForm(page, entry);
      // The summary follows the errors as they are fixed: with none left, it is gone.
      await expect(errorSummary(page)).toHaveCount(0);
      await openReview(page);
      expect(posts).toEqual([]);
      await expect(reviewSection(page, 'General Information')).toContainText(company);
      await expect(securityCheck(page)).toBeVisible();
      await reviewSubmitButton(page).click();
      await expect(errorSummary(page).getByRole('listitem')).toHaveText(['Please complete the captcha']);
      // In the review's summary and under the captcha; the review stays.
      await expect(review(page).getByText('Please complete the captcha')).toHaveCount(2);
      await expect(reviewHeading(page)).toBeVisible();
      expect(posts).toEqual([]);
    });

    await test.step('a reload keeps the unsent entries, and the review', async () => {
      await page.reload();
      await expect(reviewHeading(page)).toBeVisible();
      await expect(reviewSection(page, 'General Information')).toContainText(company);
      await backToFormButton(page).click();
      await expect(continueButton(page)).toBeFocused();
      await expect(page.getByText('Your unsent entries were restored.')).toBeVisible();
      await expectPosForm(page, entry);
      expect(posts).toEqual([]);
    });

    await test.step('the real ALTCHA widget solves its proof of work in the review, and the form is sent', async () => {
      await openReview(page);
      const payload = await solveAltcha(page);
      await reviewSubmitButton(page).scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(0);

      const [response] = await Promise.all([
        page.waitForResponse((r) => isPosPost(r.request())),
        reviewSubmitButton(page).click(),
      ]);
      expect(response.status()).toBe(201);
      id = ((await response.json()) as { id: string }).id;
      const request = response.request();
      expect(request.headers()['x-captcha-token']).toBe(payload);
      expect(new URL(request.url()).searchParams.get('language')).toBe('en');
      // Wire values, not labels; numbers as numbers; the bare host name as a URL.
      expect(request.postDataJSON()).toMatchObject({
        company,
        website: 'https://www.example.com',
        email,
        turnover: 25000,
        receiptSize: 42.5,
        cards: ['visaMastercard', 'girocard'],
        additionalServices: ['cashPooling', 'dcc'],
        terminals: 'yes',
        checkoutConnection: 'no',
        cashCut: 'detailed',
        tip: 'without-signature',
      });
      expect(posts).toHaveLength(1);

      reference = await submittedReference(page, 'P');
      // Focus went to the success page's heading, not to the page's body with the form gone.
      await expect(page.locator(':focus')).toHaveText('Form is successfully submitted');
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(successMessage(page)).toContainText(
        `We have sent a confirmation to ${email.toLowerCase()}.`,
      );
      await screenshot(page, 'precheck-pos-public-success');
      await expectNoSeriousViolations(page, { soft: true, context: 'the success page' });
      // The anonymous applicant's copy: the answer's token serves it three times, then no more.
      for (let i = 0; i < 3; i++) {
        const copy = await downloadCopy(page);
        expect(copy.name).toBe(`${reference}.pdf`);
        expect(pdfText(copy.pdf)).toContain(company);
      }
      await page.getByRole('link', { name: 'Download your copy (PDF)' }).click();
      await expect(page.getByRole('alert')).toContainText('Your copy could not be downloaded.');
      await submitAnother(page);
      await expectPosForm(page, EMPTY_POS_ENTRY);
      await expect(page.getByText('Your unsent entries were restored.')).toHaveCount(0);
      await expect(errorSummary(page)).toHaveCount(0);
      await expect.poll(() => scrollY(page)).toBe(0);
      // The draft is gone, and with it the step: the fresh form starts in the form, not in a review.
      expect(await page.evaluate(() => localStorage.getItem('draft:precheck-pos:public'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('draft-step:precheck-pos:public'))).toBeNull();
      await expect(continueButton(page)).toBeVisible();
      await expect(reviewHeading(page)).toHaveCount(0);
    });

    const adminToken = await getAdminToken();
    const admin = await browser.newContext({ storageState: signedInState(adminToken) });
    const adminPage = await admin.newPage();
    // Dates are shown from the stored time, so a run across midnight still agrees with the screen.
    const stored = await apiRequest<{ createdAt: string; reference: string }>('GET', `/precheck-pos/${id}`, {
      token: adminToken,
    });
    const createdAt = new Date(stored.body.createdAt);
    expect(stored.body.reference, 'the reference the applicant was shown').toBe(reference);

    await test.step('the admin finds it in the list by the reference its applicant was given', async () => {
      await adminPage.goto('/precheck-pos');
      await expect(adminPage.getByRole('heading', { name: 'POS Pre-checks' })).toBeVisible();
      await adminPage.getByRole('searchbox', { name: 'Search POS pre-checks' }).fill(reference);
      await expect(adminPage).toHaveURL(new RegExp(`[?&]q=${reference}`));
      await expect(adminPage.getByRole('row')).toHaveCount(2);
      const row = adminPage.getByRole('row').filter({ hasText: company });
      await expect(row.getByRole('cell')).toHaveText([
        company,
        new RegExp(`^Carl Müller\\s*${email.replaceAll('.', '\\.')}$`),
        /^Cash pooling\s*DCC$/,
        // Its review: received, nobody's yet.
        /^Received\s*Nobody$/,
        // MMM d, yyyy (spec §9)
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(createdAt),
        'View',
      ]);
      await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await screenshot(adminPage, 'precheck-pos-list');
      await row.getByRole('link', { name: `View the pre-check of ${company}` }).click();
    });

    await test.step('the detail shows the entries, translated and linked', async () => {
      await expect(adminPage).toHaveURL(new RegExp(`/precheck-pos/${id}$`));
      await expect(adminPage.getByRole('heading', { name: `POS Pre-check for ${company}` })).toBeVisible();
      await expect(detailValue(adminPage, 'Desired card acceptance')).toHaveText(
        'Visa/Mastercard, Girocard/EC cash',
      );
      await expect(detailValue(adminPage, 'Additional services')).toHaveText('Cash pooling, DCC');
      await expect(detailValue(adminPage, 'Company address')).toHaveText('Hauptstraße 5, 10115 Berlin');
      await expect(detailValue(adminPage, 'Monthly card turnover (€)')).toHaveText('€25,000.00');
      await expect(detailValue(adminPage, 'Terminals needed')).toHaveText('Yes');
      await expect(detailValue(adminPage, 'Cash cut')).toHaveText('Detailed');
      await expect(detailValue(adminPage, 'Tip')).toHaveText('Without signature');
      await expect(detailValue(adminPage, 'Submitted')).toHaveText(
        new Intl.DateTimeFormat('en').format(createdAt),
      );
      const website = detailValue(adminPage, 'Website').getByRole('link', {
        name: 'https://www.example.com',
      });
      await expect(website).toHaveAttribute('href', 'https://www.example.com');
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(
        detailValue(adminPage, 'Email address').getByRole('link', { name: email }),
      ).toHaveAttribute('href', `mailto:${email}`);
      await screenshot(adminPage, 'precheck-pos-detail');
      await expectNoSeriousViolations(adminPage, { soft: true });
    });

    await test.step('View PDF fetches the PDF with the token and shows it in a new tab', async () => {
      // A Content-Security-Policy refusal shows up as a console message of the tab that was refused.
      const consoleMessages: string[] = [];
      admin.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));

      const [tab, pdfResponse] = await Promise.all([
        admin.waitForEvent('page'),
        adminPage.waitForResponse((r) => new URL(r.url()).pathname === `/api/precheck-pos/${id}/pdf`),
        adminPage.getByRole('button', { name: 'View PDF' }).click(),
      ]);
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
      expect(pdfResponse.headers()['cache-control']).toBe('no-store');
      expect(new URL(pdfResponse.url()).search).toBe('?language=en');
      // The token travels in the header only, never in an address.
      expect(await pdfResponse.request().headerValue('authorization')).toMatch(/^Bearer /);
      // The tab already turned the answer into a blob, so Chromium no longer hands out its body: the
      // same PDF, fetched once more the same way, is what gets read and rendered below.
      const pdf = await fetchPdf(`/precheck-pos/${id}/pdf?language=en`, adminToken);

      await expect(tab).toHaveURL(new RegExp(`^blob:${APP_URL}/`));
      await expectPdfViewerShows(tab, `POS Pre-check for ${company}`);
      await screenshot(tab, 'precheck-pos-pdf-tab', { fullPage: false });
      expect(consoleMessages.filter((m) => /content.security.policy/i.test(m))).toEqual([]);
      await tab.close();

      const text = pdfText(pdf);
      for (const expected of [
        company,
        'Hauptstraße 5, 10115 Berlin',
        'Visa/Mastercard, Girocard/EC cash',
        email,
      ])
        expect(text).toContain(expected);
      renderPdfPage(pdf, 'precheck-pos-pdf-page-1');
    });

    await test.step('Delete asks first, then the admin is back on the list and the row is gone', async () => {
      await adminPage.getByRole('button', { name: 'Delete' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Delete this pre-check?' });
      await expect(dialog).toContainText(`Do you really want to delete the POS pre-check of ${company}?`);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(adminPage).toHaveURL(`${APP_URL}/precheck-pos`);
      await expect(adminPage.getByRole('heading', { name: 'POS Pre-checks' })).toBeVisible();
      await adminPage.getByRole('searchbox', { name: 'Search POS pre-checks' }).fill(tag);
      await expect(adminPage.getByText('No POS Pre-checks found for your search.')).toBeVisible();
      await expect(adminPage.getByRole('row').filter({ hasText: company })).toHaveCount(0);
      const { status } = await apiRequest('GET', `/precheck-pos/${id}`, { token: adminToken });
      expect(status).toBe(404);
    });
    await admin.close();
  },
);

test('a signed-in merchant sends the form without a captcha and sees only their own pre-checks', async ({
  browser,
}) => {
  const adminToken = await getAdminToken();
  const [mine, theirs] = [uniqueEmail('pos-merchant'), uniqueEmail('pos-other')];
  const merchant = await createUser(adminToken, { name: 'Mona Merchant', email: mine });
  await createUser(adminToken, { name: 'Otto Other', email: theirs });
  const othersId = await createPosPrecheck(
    await tokenFor(theirs),
    posPrecheckBody(`E2E Other ${uniqueTag()}`),
  );

  const token = await tokenFor(mine);
  const context = await browser.newContext({ storageState: signedInState(token) });
  // What is tested is sending without a captcha, not typing: the form starts from a saved draft.
  const company = `E2E Merchant ${uniqueTag()}`;
  await seedPosDraft(context, minimalPosEntry(company, mine), { userId: merchant.id });
  const page = await context.newPage();
  const captchaCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/captcha')) captchaCalls.push(request.url());
  });

  await page.goto('/add-precheck-pos');
  await expect(page.getByRole('heading', { name: 'POS Pre-check', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Overview',
    'POS',
    'eCommerce',
    'Security',
  ]);
  await expect(securityCheck(page)).toHaveCount(0);
  await expect(altchaState(page)).toHaveCount(0);

  await expect(draftRestored(page)).toBeVisible();
  await openReview(page);
  // Signed in, the review has no captcha either.
  await expect(securityCheck(page)).toHaveCount(0);
  await expect(altchaState(page)).toHaveCount(0);
  await expect(reviewSection(page, 'General Information')).toContainText(company);
  const [response] = await Promise.all([
    page.waitForResponse((r) => isPosPost(r.request())),
    reviewSubmitButton(page).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().headers()['x-captcha-token']).toBeUndefined();
  const { id } = (await response.json()) as { id: string };
  const reference = await submittedReference(page, 'P');
  const stored = await apiRequest<{ reference: string }>('GET', `/precheck-pos/${id}`, { token });
  expect(stored.body.reference, 'the reference the merchant was shown').toBe(reference);
  // Signed in, the copy is the merchant's own pre-check's PDF.
  const copy = await downloadCopy(page);
  expect(copy.name).toBe(`${reference}.pdf`);
  expect(pdfText(copy.pdf)).toContain(reference);
  await submitAnother(page);
  await expectPosForm(page, EMPTY_POS_ENTRY);
  expect(captchaCalls).toEqual([]);

  // Their own pre-check opens, without the admin's Delete.
  await page.goto(`/precheck-pos/${id}`);
  await expect(page.getByRole('heading', { name: `POS Pre-check for ${company}` })).toBeVisible();
  await expect(detailValue(page, 'Desired card acceptance')).toHaveText('American Express');
  await expect(detailValue(page, 'Additional services')).toHaveText('-');
  await expect(page.getByRole('button', { name: 'View PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Another merchant's pre-check does not exist for them.
  const [other] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/precheck-pos/${othersId}`),
    page.goto(`/precheck-pos/${othersId}`),
  ]);
  expect(other.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/merchant');
  await expect(page.getByRole('heading', { name: /POS Pre-check for/ })).toHaveCount(0);
  await context.close();
});

test('a solution the server has already seen is refused by the server; the entries stay and a new solution gets through', async ({
  page,
}) => {
  const entry = minimalPosEntry(`E2E Replay ${uniqueTag()}`);
  // What is tested is the captcha's replay, not typing: the form starts from a saved draft.
  await seedPosDraft(page, entry);
  await page.goto('/p/add-precheck-pos');
  await expect(draftRestored(page)).toBeVisible();
  await openReview(page);
  const payload = await solveAltcha(page);

  // The browser cannot know that this solution was used meanwhile (say from a second tab): only the
  // server can. Nothing is intercepted: the solution is spent by a real submission first.
  const spent = await fetch(`${APP_URL}/api/precheck-pos?language=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-token': payload },
    body: JSON.stringify(posPrecheckBody(`E2E Spender ${uniqueTag()}`)),
  });
  expect(spent.status).toBe(201);

  const [refused] = await Promise.all([
    page.waitForResponse((r) => isPosPost(r.request())),
    reviewSubmitButton(page).click(),
  ]);
  expect(refused.status()).toBe(400);
  const message = 'The captcha is invalid, expired or was already used; please solve it again';
  expect(await refused.json()).toEqual({
    code: 'captcha_invalid',
    message,
    errors: [{ path: 'captcha', code: 'captcha_invalid', message }],
  });

  // Said at the top of the review, which stays with every answer: only the captcha is to be done again.
  const failure = review(page).getByRole('alert').filter({ hasText: 'The form could not be submitted.' });
  await expect(failure).toContainText(message);
  await expect(errorSummary(page).getByRole('listitem')).toHaveText([message]);
  // Under the captcha, which starts over for a new solution.
  await expect(review(page).getByText(message)).toHaveCount(3);
  await expect(altchaState(page)).toHaveAttribute('data-state', 'unverified');
  await expect(reviewHeading(page)).toBeVisible();
  await expect(detailValue(reviewSection(page, 'General Information'), 'Company Name')).toHaveText(
    entry.text.company!,
  );
  await expect(detailValue(reviewSection(page, 'Contact Information'), 'Email address')).toHaveText(
    entry.text.email!,
  );
  await expect(continueButton(page)).toBeHidden();

  await solveAltcha(page);
  const [accepted] = await Promise.all([
    page.waitForResponse((r) => isPosPost(r.request())),
    reviewSubmitButton(page).click(),
  ]);
  expect(accepted.status()).toBe(201);
  await expect(successMessage(page)).toBeVisible();
  await submitAnother(page);
  await expectPosForm(page, EMPTY_POS_ENTRY);
});

test.describe('signed in as admin', () => {
  test.use({ asAdmin: true });

  test("a server's field errors land under their fields and every entry stays", async ({ page }) => {
    const entry = fullPosEntry(`E2E Refused ${uniqueTag()}`);
    // What is tested is how the server's errors show, not typing: the form starts from a saved draft.
    await seedPosDraft(page, entry, { token: await getAdminToken() });
    await page.goto('/add-precheck-pos');
    await expect(draftRestored(page)).toBeVisible();

    // The shared schema runs on both sides, so no value passes the browser and fails the server's
    // schema; the server's answer to one POST is stood in for here (its shape as DESIGN §10 gives it).
    const emailError = 'This address does not accept mail';
    const cardError = 'Girocard is not offered for this industry';
    await page.route(
      (url) => url.pathname === '/api/precheck-pos',
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            code: 'validation_failed',
            message: 'Please fix the following errors',
            errors: [
              { path: 'email', code: 'invalid', message: emailError },
              { path: 'cards.1', code: 'invalid', message: cardError },
            ],
          },
        }),
      { times: 1 },
    );
    await openReview(page);
    await reviewSubmitButton(page).click();

    // Errors about fields are fixed in the form: the review closes, and the form shows them.
    await expect(reviewHeading(page)).toHaveCount(0);
    await expect(continueButton(page)).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The form could not be submitted.' }),
    ).toContainText('Please fix the following errors');
    await expect(errorSummary(page).getByRole('listitem')).toHaveText([
      `Email address: ${emailError}`,
      `Desired card acceptance: ${cardError}`,
    ]);
    const emailInput = page.getByRole('textbox', { name: 'Email address', exact: true });
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toHaveAccessibleDescription(emailError);
    await expect(
      page.getByRole('group', { name: groupName('Desired card acceptance') }),
    ).toHaveAccessibleDescription(cardError);
    await expectPosForm(page, entry);
    await expect(successMessage(page)).toHaveCount(0);

    // Reviewed and sent again, the real server takes it.
    await openReview(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => isPosPost(r.request())),
      reviewSubmitButton(page).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(successMessage(page)).toBeVisible();
    await expect(errorSummary(page)).toHaveCount(0);
    await submitAnother(page);
    await expectPosForm(page, EMPTY_POS_ENTRY);
  });
});
