import { ecomPrecheckSchema, type PrecheckKind, posPrecheckSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';
import { PRECHECK_API_PATHS } from './precheck-paths';

export type AssignInput = { kind: PrecheckKind; id: string; assigneeId: string | null; etag: string | null };

/** Assigns a pre-check to a staff member, or to nobody, as the version read (`If-Match`). */
export function assignPrecheck({ kind, id, assigneeId, etag }: AssignInput) {
  return apiRequest(`${recordPath(PRECHECK_API_PATHS[kind], id)}/assignee`, {
    method: 'PUT',
    body: { assigneeId },
    headers: etag ? { 'If-Match': etag } : undefined,
    schema: kind === 'pos' ? posPrecheckSchema : ecomPrecheckSchema,
  });
}

export const useAssignPrecheck = changingMutation(assignPrecheck);
