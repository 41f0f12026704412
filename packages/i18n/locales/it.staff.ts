// The rest of the Italian catalogue: what only sign-in and the signed-in screens show, and the server's
// own namespaces (mails, PDFs, API errors), which the browser takes along with it (src/browser.ts).
export { default as apiErrors } from './it/apiErrors.json';
export { default as apiKeys } from './it/apiKeys.json';
export { default as audit } from './it/audit.json';
export { default as auth } from './it/auth.json';
export { default as backups } from './it/backups.json';
export { default as csvExport } from './it/csvExport.json';
export { default as dashboard } from './it/dashboard.json';
export { default as mail } from './it/mail.json';
export { default as merchants } from './it/merchants.json';
export { default as mfa } from './it/mfa.json';
export { default as nav } from './it/nav.json';
export { default as notifications } from './it/notifications.json';
export { default as outbox } from './it/outbox.json';
export { default as overview } from './it/overview.json';
export { default as pagination } from './it/pagination.json';
export { default as privacy } from './it/privacy.json';
export { default as pdf } from './it/pdf.json';
export { default as review } from './it/review.json';
export { default as users } from './it/users.json';
export { default as webhooks } from './it/webhooks.json';
