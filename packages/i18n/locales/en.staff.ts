// The rest of the English catalogue: what only sign-in and the signed-in screens show, and the server's
// own namespaces (mails, PDFs, API errors), which the browser takes along with it (src/browser.ts).
export { default as apiErrors } from './en/apiErrors.json';
export { default as apiKeys } from './en/apiKeys.json';
export { default as audit } from './en/audit.json';
export { default as auth } from './en/auth.json';
export { default as backups } from './en/backups.json';
export { default as csvExport } from './en/csvExport.json';
export { default as dashboard } from './en/dashboard.json';
export { default as mail } from './en/mail.json';
export { default as merchants } from './en/merchants.json';
export { default as mfa } from './en/mfa.json';
export { default as nav } from './en/nav.json';
export { default as notifications } from './en/notifications.json';
export { default as outbox } from './en/outbox.json';
export { default as overview } from './en/overview.json';
export { default as pagination } from './en/pagination.json';
export { default as privacy } from './en/privacy.json';
export { default as pdf } from './en/pdf.json';
export { default as review } from './en/review.json';
export { default as users } from './en/users.json';
export { default as webhooks } from './en/webhooks.json';
