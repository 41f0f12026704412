import { type PrecheckKind, reviewHistoryItemSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';
import { PRECHECK_API_PATHS } from './precheck-paths';

/** Adds an internal note to a pre-check's history. */
export function addPrecheckNote({ kind, id, text }: { kind: PrecheckKind; id: string; text: string }) {
  return apiRequest(`${recordPath(PRECHECK_API_PATHS[kind], id)}/notes`, {
    method: 'POST',
    body: { text },
    schema: reviewHistoryItemSchema,
  });
}

export const useAddPrecheckNote = changingMutation(addPrecheckNote);
