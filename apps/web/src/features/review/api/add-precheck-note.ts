import { type PrecheckKind, reviewHistoryItemSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';
import { precheckPartPath } from './precheck-api';

/** Adds an internal note to a pre-check's history. */
export function addPrecheckNote({ kind, id, text }: { kind: PrecheckKind; id: string; text: string }) {
  return apiRequest(precheckPartPath(kind, id, 'notes'), {
    method: 'POST',
    body: { text },
    schema: reviewHistoryItemSchema,
  });
}

export const useAddPrecheckNote = changingMutation(addPrecheckNote);
