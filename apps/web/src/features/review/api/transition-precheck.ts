import {
  ecomPrecheckSchema,
  type PrecheckKind,
  posPrecheckSchema,
  type TransitionRequest,
} from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';
import { PRECHECK_API_PATHS } from './precheck-paths';

export type TransitionInput = {
  kind: PrecheckKind;
  id: string;
  body: TransitionRequest;
  /** The ETag the pre-check was read with: a change by someone else since answers 412 (DESIGN §12). */
  etag: string | null;
};

/** Moves a pre-check to another status; answers it as it now is. */
export function transitionPrecheck({ kind, id, body, etag }: TransitionInput) {
  return apiRequest(`${recordPath(PRECHECK_API_PATHS[kind], id)}/transitions`, {
    method: 'POST',
    body,
    // Without a tag the server refuses the move (428) rather than decide on what nobody read.
    headers: etag ? { 'If-Match': etag } : undefined,
    schema: kind === 'pos' ? posPrecheckSchema : ecomPrecheckSchema,
  });
}

export const useTransitionPrecheck = changingMutation(transitionPrecheck);
