import { type SubjectErasureRequest, subjectErasureSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

/** Erases a person (DESIGN §13): answers what went, and the held pre-checks that stayed. */
export function eraseSubject(request: SubjectErasureRequest) {
  return apiRequest('/privacy/subjects/erase', {
    method: 'POST',
    body: request,
    schema: subjectErasureSchema,
  });
}

export const useEraseSubject = changingMutation(eraseSubject);
