import { deleteMutation } from '@/lib/query-factories';
import { merchantsQueryKey } from './get-merchants';

export const { request: deleteMerchant, use: useDeleteMerchant } = deleteMutation(
  merchantsQueryKey,
  '/merchant',
);
