import { deleteMutation } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './get-pos-prechecks';

export const { request: deletePosPrecheck, use: useDeletePosPrecheck } = deleteMutation(
  posPrechecksQueryKey,
  '/precheck-pos',
);
