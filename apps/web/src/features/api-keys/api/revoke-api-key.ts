import { deleteMutation } from '@/lib/query-factories';
import { apiKeysQueryKey } from './get-api-keys';

export const { request: revokeApiKey, use: useRevokeApiKey } = deleteMutation(apiKeysQueryKey, '/api-keys');
