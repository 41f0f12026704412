import type { PrecheckCreated } from '@portal/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockFetch } from './fetch-mock';
import { renderRoutes } from './render';

/** The 201 answer of an accepted pre-check, as the API gives it (an anonymous one adds `copyToken`). */
export const createdAnswer = (reference: string, extra: Partial<PrecheckCreated> = {}): PrecheckCreated => ({
  id: 'new-id',
  reference,
  createdAt: '2026-11-27T09:30:00.000Z',
  confirmationTo: 'jonas@example.com',
  ...extra,
});

/** Leaves the success page for a fresh form, as the applicant's "Submit another" does. */
export const submitAnother = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Submit another' }));

/** The form's Continue: it opens the review ("Check your answers") when the form is valid. */
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Continue, then the review's Submit: the applicant's two steps to send a valid form. */
export async function continueAndSubmit(user: UserEvent): Promise<void> {
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Check your answers' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** A valid POS draft left while it was being reviewed: the form reopens at its review. */
export function seedReviewedDraft(draftKey: string) {
  const values = {
    company: 'Café Müller GmbH',
    taxId: 'N/A',
    address: 'Hauptstraße 1, 10115 Berlin',
    director: 'Anna Müller',
    contactPerson: 'Jonas Weber',
    email: 'jonas@example.com',
    telephone: '+49 30 1234567',
    currentProvider: 'N/A',
    turnover: '25000',
    receiptSize: '18.50',
    bankStatementReference: 'CAFE MUELLER',
    cards: ['visaMastercard'],
  };
  localStorage.setItem(`draft:${draftKey}`, JSON.stringify(values));
  localStorage.setItem(`draft-step:${draftKey}`, 'review');
}

/** A pre-check form alone on its route, its server answering only the captcha's config. */
export function renderFormRoute(path: string, element: ReactElement) {
  mockFetch((request) =>
    request.url.pathname === '/api/captcha/config'
      ? jsonResponse(200, { provider: 'altcha' })
      : errorResponse(404, 'not_found', 'Not found'),
  );
  return renderRoutes([{ path, element }], { entries: [path] });
}
