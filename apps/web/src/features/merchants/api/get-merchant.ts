import { merchantSchema } from '@portal/shared';
import { recordQuery } from '@/lib/query-factories';
import { merchantsQueryKey } from './get-merchants';

const record = recordQuery(merchantsQueryKey, '/merchant', merchantSchema);

export const { request: getMerchant, options: merchantQueryOptions, use: useMerchant } = record;
