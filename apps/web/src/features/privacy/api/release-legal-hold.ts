import { PRECHECK_KIND_NAMES, type PrecheckKind } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

/** Lifts a pre-check's legal hold: retention and erasure requests reach it again. */
export function releaseLegalHold({ kind, id }: { kind: PrecheckKind; id: string }) {
  return apiRequest(`${PRECHECK_KIND_NAMES[kind].path}/${encodeURIComponent(id)}/legal-hold`, {
    method: 'DELETE',
  });
}

export const useReleaseLegalHold = changingMutation(releaseLegalHold);
