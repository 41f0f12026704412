import { ecomSecretSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';

/** The website password of a pre-check, on its own audited call (DESIGN §9); never cached. */
export async function getEcomSecret(id: string): Promise<string> {
  const { genPass } = await apiRequest(`/precheck/${encodeURIComponent(id)}/secret`, {
    schema: ecomSecretSchema,
  });
  return genPass;
}
