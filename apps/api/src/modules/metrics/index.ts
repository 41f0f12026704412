export { createMetrics, type Metrics, type PdfPoolName } from './metrics.ts';
export { default as requestMetrics } from './request-metrics.ts';
