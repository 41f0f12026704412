import type { PrecheckCreated } from '@portal/shared';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
