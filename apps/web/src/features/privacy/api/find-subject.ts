import { subjectHoldingsSchema } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the portal holds about an address; the address travels in the body, never in a URL. */
export function findSubject(email: string) {
  return apiRequest('/privacy/subjects/find', {
    method: 'POST',
    body: { email },
    schema: subjectHoldingsSchema,
  });
}

/** A read, but by POST: a mutation, so it runs when asked and not again on focus. */
export function useFindSubject() {
  return useMutation({ mutationFn: findSubject });
}
