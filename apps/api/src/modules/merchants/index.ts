export {
  deriveMerchantsFromPrechecks,
  ecomMerchantFacts,
  posMerchantFacts,
  recordMerchant,
} from './records.ts';
export { merchantsRoutes } from './routes.ts';
