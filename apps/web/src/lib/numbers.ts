/** Written once in the shared package: the detail pages, the PDFs and the merchant screens agree. */
export { formatAmount, formatNumber } from '@portal/shared';
