/** What every form and detail page of the portal shows the same way: its summary, its success, its rows. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The form's own button: it checks the form and, if valid, opens the review ("Check your
 * answers") instead of sending anything. It stays in the page, hidden, while the review shows.
 */
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The review of a valid form, named by its heading "Check your answers". */
export const review = (page: Page) => page.getByRole('region', { name: 'Check your answers' });

/** The review's heading, which takes focus when the review opens. */
export const reviewHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Check your answers', level: 2 });

/** The review's final button, the only one that sends. */
export const reviewSubmitButton = (page: Page) =>
  review(page).getByRole('button', { name: 'Submit', exact: true });

/** The review's way back to the form, every value kept. */
export const backToFormButton = (page: Page) =>
  review(page).getByRole('button', { name: 'Back to the form', exact: true });

/** One section of the review, named by its heading (the form section's legend). */
export const reviewSection = (page: Page, heading: string) =>
  review(page).getByRole('region', { name: heading, exact: true });

/** A review section's Change link, back to the form at that section's first field. */
export const changeLink = (page: Page, heading: string) =>
  reviewSection(page, heading).getByRole('link', { name: `Change ${heading}`, exact: true });

/**
 * Presses Continue on a valid form and waits for the review: its heading shown and focused, the form
 * hidden. Nothing is sent by it.
 */
export async function openReview(page: Page): Promise<void> {
  await continueButton(page).click();
  await expect(reviewHeading(page)).toBeFocused();
  await expect(continueButton(page)).toBeHidden();
}

/** The box 'Please fix the following errors:' that lists every current error. */
export const errorSummary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });

/** The success page, named by its heading 'Form is successfully submitted'. */
export const successMessage = (page: Page) =>
  page.getByRole('region', { name: 'Form is successfully submitted' });

/** Eight characters of Crockford's base32 in two groups: no I, L, O or U to misread (DESIGN §11). */
const REFERENCE_BODY = '[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}';

/**
 * The new pre-check's reference, read from the success page once it shows; it must be `prefix` (P for
 * POS, E for e-commerce) and eight characters, `P-7KQ3-XM2A`.
 */
export async function submittedReference(page: Page, prefix: 'P' | 'E'): Promise<string> {
  const shown = new RegExp(`Reference:\\s*(${prefix}-${REFERENCE_BODY})`);
  await expect(successMessage(page)).toContainText(shown);
  return shown.exec((await successMessage(page).textContent()) ?? '')![1]!;
}

/** Leaves the success page for a fresh form. */
export const submitAnother = (page: Page) => page.getByRole('button', { name: 'Submit another' }).click();

/** The value cell of a detail-table row, found by the row's label: in `scope`, a page or a part of one. */
export function detailValue(scope: Page | Locator, label: string): Locator {
  // The row's header is looked for inside each row: a locator from the page, not from `scope`.
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/**
 * A group's accessible name: its legend, and " (required)" after it where the group must be answered
 * (said to screen readers, the asterisk being only drawn).
 */
export const groupName = (legend: string) =>
  new RegExp(`^${legend.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(required\\))?$`);
