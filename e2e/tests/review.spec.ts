/**
 * "Check your answers": Continue checks the form and opens a review of every answer by
 * section; Change and "Back to the form" return to the form with every value; the public forms' captcha
 * and the final Submit are in the review. What the review shows is what the PDF then prints.
 */
import type { Page, Request } from '@playwright/test';
import { altchaState, solveAltcha } from '../support/altcha.ts';
import type { Language } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import {
  backToFormButton,
  changeLink,
  continueButton,
  detailValue,
  openReview,
  review,
  reviewHeading,
  reviewSection,
  reviewSubmitButton,
  submitAnother,
  submittedReference,
} from '../support/forms.ts';
import { expectFits } from '../support/layout.ts';
import { downloadCopy, pdfText } from '../support/pdf.ts';
import {
  ECOM_SERVICE_LABELS,
  ecomPrecheckBody,
  ecomSection,
  expectEcomForm,
  expectEcomReview,
  fillEcomForm,
  otherRegionEntry,
  seedEcomDraft,
  serviceBox,
  US_ONLY_SERVICES_ENTRY,
} from '../support/precheck-ecom.ts';
import {
  expectPosForm,
  fullPosEntry,
  minimalPosEntry,
  seedPosDraft,
  uniqueTag,
} from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The review's sections of a form with all seven services: general information, then the services in
 * the order of the detail page and the PDF (the groups' order), which is not the form's order.
 */
const SECTIONS = [
  'General Information',
  'Credit Card Processing',
  'Affiliate Payout Program',
  'Whitelabel Gateway',
  'ACH (Clearing House)',
  'Corporate Banking',
  'Company Incorporation',
  'Alternative Billing (EU)',
];

const isPost = (request: Request) =>
  request.method() === 'POST' &&
  ['/api/precheck', '/api/precheck-pos'].includes(new URL(request.url()).pathname);

/** Every POST of a pre-check the page sends, from now on. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isPost(request)) posts.push(request);
  });
  return posts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the e-commerce form with all seven services: reviewed, changed, reviewed again and sent; the PDF shows what the review showed', async ({
  page,
}) => {
  // Some eighty fields typed, each judged again on every change, and a real proof of work.
  test.slow();
  const company = `E2E Review ${uniqueTag()}`;
  const answers = { ...otherRegionEntry(company), ...US_ONLY_SERVICES_ENTRY };
  const changedFulfillment = 'Shipped within 24 hours, tracked';
  const posts = recordPosts(page);

  await page.goto('/p/add-precheck');
  for (const label of Object.values(ECOM_SERVICE_LABELS)) await serviceBox(page, label).check();
  await fillEcomForm(page, answers);

  await test.step('Continue opens the review: a section per service after the general information, nothing sent', async () => {
    await openReview(page);
    expect(posts).toEqual([]);
    const sections = review(page).getByRole('region');
    await expect(sections).toHaveCount(SECTIONS.length);
    for (const [index, section] of SECTIONS.entries()) {
      await expect(sections.nth(index)).toHaveAccessibleName(section);
      await expect(changeLink(page, section)).toHaveText('Change');
    }
    const general = reviewSection(page, 'General Information');
    await expect(detailValue(general, 'Region')).toHaveText('United States');
    // Each a link to its section of the review.
    await expect(detailValue(general, 'Services').getByRole('link')).toHaveText([
      'Credit card processing',
      'Affiliate payout program',
      'Whitelabel gateway',
      'ACH',
      'Corporate banking',
      'Company incorporation',
      'Alternative billing EU',
    ]);
    // The captcha and the final Submit are here, after the answers; the form's Continue is hidden.
    await expect(review(page).getByRole('group', { name: 'Security check' })).toBeVisible();
    await expect(reviewSubmitButton(page)).toBeVisible();
    await expect(continueButton(page)).toBeHidden();
  });

  await test.step('every answer as entered, the password masked until asked for', async () => {
    await expectEcomReview(page, answers);
    const password = detailValue(reviewSection(page, 'General Information'), 'Website password');
    await expect(password).not.toContainText('S3cr3t-Pässwort!');
    await password.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toContainText('S3cr3t-Pässwort!');
    await password.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).not.toContainText('S3cr3t-Pässwort!');
  });

  await test.step('Back to the form: every value as it was left, focus on Continue', async () => {
    await backToFormButton(page).click();
    await expect(reviewHeading(page)).toHaveCount(0);
    await expect(continueButton(page)).toBeFocused();
    for (const label of Object.values(ECOM_SERVICE_LABELS))
      await expect(serviceBox(page, label)).toBeChecked();
    await expectEcomForm(page, answers);
    expect(posts).toEqual([]);
  });

  await test.step("Change leads to the section's first field: the region for the general information", async () => {
    await openReview(page);
    await changeLink(page, 'General Information').click();
    await expect(reviewHeading(page)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toBeFocused();
  });

  await test.step('Change Credit Card Processing, change its first answer, and the review shows the new one', async () => {
    await openReview(page);
    await changeLink(page, 'Credit Card Processing').click();
    const fulfillment = ecomSection(page, 'Credit Card Processing').getByRole('textbox', {
      name: 'Fulfillment',
      exact: true,
    });
    await expect(fulfillment).toBeFocused();
    await expect(fulfillment).toBeInViewport();
    await fulfillment.fill(changedFulfillment);
    await openReview(page);
    await expect(detailValue(reviewSection(page, 'Credit Card Processing'), 'Fulfillment')).toHaveText(
      changedFulfillment,
    );
    // Nothing else changed.
    await expectEcomReview(page, {
      ...answers,
      'Credit Card Processing': { ...answers['Credit Card Processing'], Fulfillment: changedFulfillment },
    });
    expect(posts).toEqual([]);
  });

  // What the review shows of a few rows, to find again in the PDF.
  const lines: { label: string; value: string }[] = [];
  for (const [section, label] of [
    ['General Information', 'Region'],
    ['General Information', 'Company name'],
    ['General Information', 'Company address'],
    ['Credit Card Processing', 'Fulfillment'],
    ['Credit Card Processing', 'Current monthly volume'],
    ['Credit Card Processing', 'License held'],
    ['Affiliate Payout Program', 'Products'],
    ['Company Incorporation', 'Billing descriptor'],
  ] as const) {
    const value = (await detailValue(reviewSection(page, section), label).textContent())?.trim() ?? '';
    expect(value, `${section}: ${label}`).not.toBe('');
    lines.push({ label, value });
  }

  let reference = '';
  await test.step('the captcha solved in the review, Submit sends the changed answers once', async () => {
    await solveAltcha(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => isPost(r.request())),
      reviewSubmitButton(page).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      reg: 'us',
      genInfo: { genComp: company },
      ccpInfo: { ccpFulfill: changedFulfillment },
    });
    expect(posts).toHaveLength(1);
    reference = await submittedReference(page, 'E');
    await expect(reviewHeading(page)).toHaveCount(0);
  });

  await test.step('the PDF copy holds the reference and the changed answer, and the lines as the review showed them', async () => {
    const copy = await downloadCopy(page);
    expect(copy.name).toBe(`${reference}.pdf`);
    const text = pdfText(copy.pdf);
    expect(text).toContain(reference);
    expect(text).toContain(changedFulfillment);
    expect(text).not.toContain('Shipped within 2 days');
    for (const { label, value } of lines)
      expect(text, `${label}: ${value}`).toMatch(new RegExp(`${escaped(label)} +${escaped(value)}`));
    // The sections in the review's order.
    const at = SECTIONS.map((section) => text.indexOf(section));
    expect(
      at.every((index) => index >= 0),
      `every section in the PDF: ${at.join(', ')}`,
    ).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  await submitAnother(page);
  await expect(continueButton(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('us');
});

test('the POS form: Back to the form keeps every value, a reload while reviewing reopens the review', async ({
  page,
}) => {
  const entry = fullPosEntry(`E2E Review POS ${uniqueTag()}`);
  // What is tested is going back and forth, not typing: the form starts from a saved draft.
  await seedPosDraft(page, entry);
  const posts = recordPosts(page);
  await page.goto('/p/add-precheck-pos');
  await openReview(page);
  const general = reviewSection(page, 'General Information');
  await expect(review(page).getByRole('heading', { level: 3 })).toHaveText([
    'General Information',
    'Contact Information',
    'Product/Service Information',
    'Further Information',
  ]);
  await expect(detailValue(general, 'Company Name')).toHaveText(entry.text.company!);
  // The bare host name as the server will store it, a URL.
  await expect(detailValue(general, 'Website')).toHaveText('https://www.example.com');
  const product = reviewSection(page, 'Product/Service Information');
  await expect(detailValue(product, 'Desired card acceptance')).toHaveText(
    'Visa/Mastercard, Girocard/EC cash',
  );
  await expect(detailValue(product, 'Additional services')).toHaveText('Cash pooling, DCC');
  const further = reviewSection(page, 'Further Information');
  await expect(detailValue(further, 'Monthly card turnover (€)')).toHaveText('€25,000.00');
  await expect(detailValue(further, 'Tip')).toHaveText('Without signature');

  await test.step('Back to the form: every value kept, focus on Continue', async () => {
    await backToFormButton(page).click();
    await expect(reviewHeading(page)).toHaveCount(0);
    await expect(continueButton(page)).toBeFocused();
    await expectPosForm(page, entry);
  });

  await test.step('a reload while reviewing opens the review again, with the same answers', async () => {
    await openReview(page);
    await page.reload();
    await expect(reviewHeading(page)).toBeVisible();
    await expect(continueButton(page)).toBeHidden();
    await expect(detailValue(reviewSection(page, 'General Information'), 'Company Name')).toHaveText(
      entry.text.company!,
    );
    await backToFormButton(page).click();
    await expectPosForm(page, entry);
    // Back in the form, a reload stays in the form.
    await page.reload();
    await expect(continueButton(page)).toBeVisible();
    await expect(reviewHeading(page)).toHaveCount(0);
    await expectPosForm(page, entry);
  });

  await test.step('a review restored with values that no longer pass starts in the form', async () => {
    await openReview(page);
    // As if the draft had been changed meanwhile, say in a second tab: the company is gone.
    await page.evaluate(() => {
      const key = 'draft:precheck-pos:public';
      const draft = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...draft, company: '' }));
    });
    await page.reload();
    await expect(continueButton(page)).toBeVisible();
    await expect(reviewHeading(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveValue('');
  });
  expect(posts).toEqual([]);
});

test('by keyboard only: from the last field Tab to Continue, Enter, the review has focus on its heading; Change returns to the field', async ({
  page,
}) => {
  const entry = fullPosEntry(`E2E Keyboard ${uniqueTag()}`);
  await seedPosDraft(page, entry);
  await page.goto('/p/add-precheck-pos');
  // The last field is the Tip radio group: its chosen radio is where Tab stops.
  const tip = page.getByRole('radio', { name: 'Without signature', exact: true });
  await tip.focus();
  await page.keyboard.press('Tab');
  await expect(continueButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reviewHeading(page)).toBeFocused();
  await expect(page.getByText('Nothing has been sent yet.')).toBeInViewport();

  // From the heading, the next stop is the first section's Change link; Enter leads to its first field.
  await page.keyboard.press('Tab');
  await expect(changeLink(page, 'General Information')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Company Name', exact: true })).toBeFocused();

  // Back to the review by keyboard: focus the last field again, Tab, Enter.
  await tip.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(reviewHeading(page)).toBeFocused();
  // Back to the form from the review, by keyboard: focus returns to Continue.
  await backToFormButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(continueButton(page)).toBeFocused();
});

// The review's widget starts afresh each time it opens, so the form drops its solution on the way back
// (use-precheck-form.ts): an unticked box never sends a solution.
test('after Back to the form and Continue, the captcha shown and the captcha sent agree', async ({
  page,
}) => {
  await seedPosDraft(page, minimalPosEntry(`E2E Captcha back ${uniqueTag()}`));
  const posts = recordPosts(page);
  await page.goto('/p/add-precheck-pos');
  await openReview(page);
  await solveAltcha(page);
  await backToFormButton(page).click();
  await openReview(page);
  await expect(altchaState(page)).toHaveAttribute('data-state', /^(unverified|verified)$/);
  const shownSolved = (await altchaState(page).getAttribute('data-state')) === 'verified';
  await reviewSubmitButton(page).click();
  if (shownSolved) {
    await expect(page.getByRole('region', { name: 'Form is successfully submitted' })).toBeVisible();
  } else {
    await expect(review(page).getByText('Please complete the captcha')).toHaveCount(2);
    await page.waitForTimeout(500);
    expect(posts, 'a POST with a solution the review shows as not there').toEqual([]);
  }
});

/** What the review and the success page say in each language, and what names the language menu. */
const TEXTS: Record<
  Language,
  {
    menu: string;
    continue: string;
    review: string;
    change: (section: string) => string;
    general: string;
    submit: string;
    group: string;
    checkbox: string;
    success: string;
  }
> = {
  en: {
    menu: 'Language',
    continue: 'Continue',
    review: 'Check your answers',
    change: (section) => `Change ${section}`,
    general: 'General Information',
    submit: 'Submit',
    group: 'Security check',
    checkbox: "I'm not a robot",
    success: 'Form is successfully submitted',
  },
  es: {
    menu: 'Idioma',
    continue: 'Continuar',
    review: 'Compruebe sus respuestas',
    change: (section) => `Cambiar ${section}`,
    general: 'Información general',
    submit: 'Enviar',
    group: 'Control de seguridad',
    checkbox: 'No soy un robot',
    success: 'El formulario se ha enviado correctamente',
  },
  de: {
    menu: 'Sprache',
    continue: 'Weiter',
    review: 'Prüfen Sie Ihre Angaben',
    change: (section) => `${section} ändern`,
    general: 'Allgemeine Informationen',
    submit: 'Absenden',
    group: 'Sicherheitsprüfung',
    checkbox: 'Ich bin kein Roboter',
    success: 'Formular wurde erfolgreich übermittelt',
  },
  it: {
    menu: 'Lingua',
    continue: 'Continui',
    review: 'Controlli le sue risposte',
    change: (section) => `Modifichi ${section}`,
    general: 'Informazioni generali',
    submit: 'Invii',
    group: 'Controllo di sicurezza',
    checkbox: 'Non sono un robot',
    success: 'Il modulo è stato inviato correttamente',
  },
};

test.describe('in every language', () => {
  screenOnly();

  test('the review and the success page, in every language, have no serious axe findings', async ({
    browser,
  }) => {
    // Four reviews, four proofs of work, four sends.
    test.slow();
    const context = await browser.newContext();
    for (const language of ['en', 'es', 'de', 'it'] as const) {
      const texts = TEXTS[language];
      // A fresh tab for each: the draft is seeded once per tab, and the last one was sent.
      const page = await context.newPage();
      await seedEcomDraft(page, ecomPrecheckBody(`E2E Review ${language} ${uniqueTag()}`));
      await page.goto('/p/add-precheck');
      // Switched as a visitor does, with the page's language menu (the last tab's choice is remembered).
      await page.getByRole('combobox', { name: /^(Language|Idioma|Sprache|Lingua)$/ }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('combobox', { name: texts.menu })).toBeVisible();

      await page.getByRole('button', { name: texts.continue, exact: true }).click();
      const heading = page.getByRole('heading', { name: texts.review, level: 2 });
      await expect(heading).toBeFocused();
      const reviewed = page.getByRole('region', { name: texts.review });
      await expect(
        reviewed.getByRole('link', { name: texts.change(texts.general), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true, context: `${language}: the review` });

      await solveAltcha(page, { group: texts.group, checkbox: texts.checkbox });
      await expectNoSeriousViolations(page, {
        soft: true,
        context: `${language}: the review, captcha solved`,
      });
      await reviewed.getByRole('button', { name: texts.submit, exact: true }).click();
      const success = page.getByRole('region', { name: texts.success });
      await expect(success).toContainText(/E-[0-9A-Z]{4}-[0-9A-Z]{4}/);
      await expectNoSeriousViolations(page, { soft: true, context: `${language}: the success page` });
      await page.close();
    }
    await context.close();
  });
});

test.describe('the review at 320 px and at 1440 px', () => {
  screenOnly();

  for (const width of [320, 1440]) {
    test(`at ${width} px the review fits, each Change link beside its heading`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await seedEcomDraft(page, ecomPrecheckBody(`E2E Review ${width} ${uniqueTag()}`));
      await page.goto('/p/add-precheck');
      await openReview(page);
      await expectFits(page, width);
      for (const section of ['General Information', 'Credit Card Processing']) {
        const heading = reviewSection(page, section).getByRole('heading', { level: 3 });
        const [headingBox, linkBox] = [
          await heading.boundingBox(),
          await changeLink(page, section).boundingBox(),
        ];
        // On the heading's line, at the right: the link's box overlaps the heading's vertically.
        expect(linkBox!.x, section).toBeGreaterThan(headingBox!.x + headingBox!.width - 1);
        expect(linkBox!.y, section).toBeLessThan(headingBox!.y + headingBox!.height);
        expect(linkBox!.y + linkBox!.height, section).toBeGreaterThan(headingBox!.y);
      }
      await screenshot(page, `review-${width}`);
    });
  }
});
