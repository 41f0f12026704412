/** Written once in the shared package: the detail pages, the PDFs and the merchant screens agree. */
export { formatAmount, formatEuro, formatNumber } from '@portal/shared';
