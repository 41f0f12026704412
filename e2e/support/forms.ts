/** What every form and detail page of the portal shows the same way: its summary, its success, its rows. */
import { expect, type Page } from '@playwright/test';

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

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

/** The value cell of a detail-table row, found by the row's label. */
export const detailValue = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

/**
 * A group's accessible name: its legend, and " (required)" after it where the group must be answered
 * (said to screen readers, the asterisk being only drawn).
 */
export const groupName = (legend: string) =>
  new RegExp(`^${legend.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(required\\))?$`);
