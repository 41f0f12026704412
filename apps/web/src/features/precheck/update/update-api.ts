import type { PrecheckKind, UpdateRequest, UpdateSaved } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The applicant's side of a request for information (DESIGN §12), without react-query like the public
 * forms: what the mailed link opens, sending the changed answers, withdrawing. The signed-in merchant
 * who submitted the pre-check reaches the same through their own pre-check instead of the token.
 */
export type UpdateSource = { token: string } | { kind: PrecheckKind; id: string };

const own = (kind: PrecheckKind, id: string) => `/me/prechecks/${kind}/${encodeURIComponent(id)}`;
const requestPath = (source: UpdateSource) =>
  'token' in source
    ? `/updates/${encodeURIComponent(source.token)}`
    : `${own(source.kind, source.id)}/update`;
const withdrawPath = (source: UpdateSource) =>
  'token' in source ? `${requestPath(source)}/withdraw` : `${own(source.kind, source.id)}/withdraw`;

/** Loaded with the call: zod is not part of a public page's first load (lazy-resolver.ts). */
const schemas = () => import('./update-schemas');

export async function getUpdateRequest(source: UpdateSource, signal?: AbortSignal): Promise<UpdateRequest> {
  const { updateRequestSchema } = await schemas();
  return apiRequest(requestPath(source), { schema: updateRequestSchema, signal });
}

export async function saveUpdate(source: UpdateSource, answers: unknown): Promise<UpdateSaved> {
  const { updateSavedSchema } = await schemas();
  return apiRequest(requestPath(source), { method: 'PUT', body: answers, schema: updateSavedSchema });
}

export async function withdrawUpdate(source: UpdateSource): Promise<void> {
  await apiRequest(withdrawPath(source), { method: 'POST' });
}
