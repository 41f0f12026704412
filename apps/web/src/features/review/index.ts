export { ReviewPanel, type ReviewPanelProps } from './components/review-panel';
export { StatusBadge } from './components/status-badge';
export { type Reviewer, reviewerOf } from './reviewer';
export { QueueFilters, useQueueParams } from './components/queue-filters';
export { reviewColumn } from './components/review-column';
export { useLatestChanges } from './api/get-precheck-versions';
