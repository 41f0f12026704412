// What the screens that list pre-checks of both kinds (dashboard, merchant overview) show of them.
export { PrecheckTypeBadge } from './components/precheck-type-badge';
export { precheckDetailHref, precheckPdfPath } from './precheck-links';
