import { ecomPrecheckSchema } from '@portal/shared';
import { recordQuery } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './create-ecom-precheck';

const record = recordQuery(ecomPrechecksQueryKey, '/precheck', ecomPrecheckSchema);

export const { request: getEcomPrecheck, options: ecomPrecheckQueryOptions, use: useEcomPrecheck } = record;
