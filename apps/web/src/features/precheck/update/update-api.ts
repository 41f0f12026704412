import type { UpdateRequest, UpdateSaved } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The applicant's side of a request for information (DESIGN §12), without react-query like the public
 * forms: what the mailed link opens, sending the changed answers, withdrawing.
 */
const path = (token: string) => `/updates/${encodeURIComponent(token)}`;

/** Loaded with the call: zod is not part of a public page's first load (lazy-resolver.ts). */
const schemas = () => import('./update-schemas');

export async function getUpdateRequest(token: string, signal?: AbortSignal): Promise<UpdateRequest> {
  const { updateRequestSchema } = await schemas();
  return apiRequest(path(token), { schema: updateRequestSchema, signal });
}

export async function saveUpdate(token: string, answers: unknown): Promise<UpdateSaved> {
  const { updateSavedSchema } = await schemas();
  return apiRequest(path(token), { method: 'PUT', body: answers, schema: updateSavedSchema });
}

export async function withdrawByLink(token: string): Promise<void> {
  await apiRequest(`${path(token)}/withdraw`, { method: 'POST' });
}
