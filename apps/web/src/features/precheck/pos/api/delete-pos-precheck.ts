import { deleteMutation } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './create-pos-precheck';

export const { request: deletePosPrecheck, use: useDeletePosPrecheck } = deleteMutation(
  posPrechecksQueryKey,
  '/precheck-pos',
);
