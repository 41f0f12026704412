import { securitySchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { singleQuery } from '@/lib/query-factories';

export const securityQueryKey = ['me', 'security'] as const;

export function getSecurity(signal?: AbortSignal) {
  return apiRequest('/me/security', { schema: securitySchema, signal });
}

export const { options: securityQueryOptions, use: useSecurity } = singleQuery(securityQueryKey, getSecurity);
