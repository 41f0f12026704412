import type { PrecheckKind, TransitionRequest } from '@portal/shared';
import { apiRequest, ifMatch } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';
import { precheckPartPath, precheckRecordSchema } from './precheck-api';

export type TransitionInput = {
  kind: PrecheckKind;
  id: string;
  body: TransitionRequest;
  /** The ETag the pre-check was read with: a change by someone else since answers 412 (DESIGN §12). */
  etag: string | null;
};

/** Moves a pre-check to another status; answers it as it now is. */
export function transitionPrecheck({ kind, id, body, etag }: TransitionInput) {
  return apiRequest(precheckPartPath(kind, id, 'transitions'), {
    method: 'POST',
    body,
    headers: ifMatch(etag),
    schema: precheckRecordSchema(kind),
  });
}

export const useTransitionPrecheck = changingMutation(transitionPrecheck);
