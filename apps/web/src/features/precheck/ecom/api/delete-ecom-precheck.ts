import { deleteMutation } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './create-ecom-precheck';

export const { request: deleteEcomPrecheck, use: useDeleteEcomPrecheck } = deleteMutation(
  ecomPrechecksQueryKey,
  '/precheck',
);
