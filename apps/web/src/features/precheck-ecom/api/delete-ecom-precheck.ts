import { deleteMutation } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './get-ecom-prechecks';

export const { request: deleteEcomPrecheck, use: useDeleteEcomPrecheck } = deleteMutation(
  ecomPrechecksQueryKey,
  '/precheck',
);
