import type { PrecheckKind } from '@portal/shared';
import { apiRequest, ifMatch } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';
import { precheckPartPath, precheckRecordSchema } from './precheck-api';

export type AssignInput = { kind: PrecheckKind; id: string; assigneeId: string | null; etag: string | null };

/** Assigns a pre-check to a staff member, or to nobody, as the version read (`If-Match`). */
export function assignPrecheck({ kind, id, assigneeId, etag }: AssignInput) {
  return apiRequest(precheckPartPath(kind, id, 'assignee'), {
    method: 'PUT',
    body: { assigneeId },
    headers: ifMatch(etag),
    schema: precheckRecordSchema(kind),
  });
}

export const useAssignPrecheck = changingMutation(assignPrecheck);
