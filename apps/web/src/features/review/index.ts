export { ReviewPanel, type ReviewPanelProps } from './components/review-panel';
export { StatusBadge } from './components/status-badge';
export { type Reviewer, reviewerOf } from './reviewer';
